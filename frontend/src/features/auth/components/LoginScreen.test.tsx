import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/apiClient';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { requestToken } from '../api/requestToken';

jest.mock('../api/requestToken');
jest.mock('../../../session/api/getCurrentUser');

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText('E-mail'), email);
  await app.user.type(screen.getByLabelText('Senha'), password);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('/login', () => {
  beforeEach(() => {
    jest.mocked(requestToken).mockResolvedValue({ token: 'jwt-token', expiresIn: 3600 });
  });

  it('shows E-mail, Senha, Entrar and the links to recovery, sign-up and the home page', async () => {
    renderApp('/login');

    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recovery');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  });

  it('asks for both fields before calling the server', async () => {
    const app = renderApp('/login');

    await app.user.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Preencha o campo e-mail')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo senha')).toBeInTheDocument();
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('logs a provider in and opens /dashboard with their name and credits', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 25));
    const app = renderApp('/login');

    await fillAndSubmit(app, 'paulo@conectasst.test', 'segredo1');

    expect(await screen.findByRole('heading', { name: 'Demandas Abertas' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/dashboard');
    expect(screen.getByText('Paulo Prestador')).toBeInTheDocument();
    expect(screen.getByText('Saldo: 25 créditos')).toBeInTheDocument();
  });

  it("shows the error alert 'Credenciais invalidas.' on a 401", async () => {
    jest.mocked(requestToken).mockRejectedValue(new ApiError(401, 'Credenciais invalidas.'));
    const app = renderApp('/login');

    await fillAndSubmit(app, 'ana@conectasst.test', 'errada');

    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais invalidas.');
    expect(app.currentPath()).toBe('/login');
  });

  it('redirects at once when a valid token is already stored', async () => {
    window.localStorage.setItem('token', 'still-valid');
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    const app = renderApp('/login');

    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
  });
});
