import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/renderApp';
import { changePassword, signup } from '../api/onboardingApi';

jest.mock('../api/onboardingApi');

const twelve = 'Segura#2026!';

describe('password fields: one limit, never cut (ADR 0159)', () => {
  it('/signup keeps a 12-character password whole and counts it against 64', async () => {
    jest.mocked(signup).mockReturnValue(new Promise(() => undefined));
    const app = renderApp('/signup');
    const password = await screen.findByLabelText('Senha');

    await app.user.type(password, twelve);

    expect(password).toHaveValue(twelve);
    expect(password).not.toHaveAttribute('maxlength');
    expect(screen.getAllByText('12 / 64').length).toBeGreaterThan(0);
  });

  it('/signup says at once when the password passes 64 characters and does not send it', async () => {
    const app = renderApp('/signup');
    const password = await screen.findByLabelText('Senha');

    fireEvent.change(password, { target: { value: 'a'.repeat(65) } });

    expect(password).toHaveValue('a'.repeat(65));
    expect(await screen.findByText('A senha deve ter no máximo 64 caracteres')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(signup).not.toHaveBeenCalled();
  });

  it('/change/password takes the same limit: 64 is fine, 65 is refused with the same message', async () => {
    jest.mocked(changePassword).mockReturnValue(new Promise(() => undefined));
    const app = renderApp('/change/password');
    await app.user.type(await screen.findByLabelText('Código'), '123456');
    const password = screen.getByLabelText('Senha');

    fireEvent.change(password, { target: { value: 'b'.repeat(65) } });
    expect(await screen.findByText('A senha deve ter no máximo 64 caracteres')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(changePassword).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'b'.repeat(64) } });
    await app.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(changePassword).toHaveBeenCalledWith('123456', 'b'.repeat(64));
  });
});
