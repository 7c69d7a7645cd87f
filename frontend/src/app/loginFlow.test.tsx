import { screen } from '@testing-library/react';
import { getDashboard } from '../features/admin/audit/auditApi';
import { requestToken } from '../features/auth/api/requestToken';
import { getCurrentUser } from '../session/api/getCurrentUser';
import { aCurrentUser } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

jest.mock('../features/auth/api/requestToken');
jest.mock('../session/api/getCurrentUser');
jest.mock('../features/admin/audit/auditApi');

// Logging in crosses two features (auth, then the admin's Painel): the app composes them, so the flow is tested here.
describe('/login as an administrator', () => {
  it('logs an admin in and opens the Painel (issue #35 item 9), not Áreas', async () => {
    jest.mocked(requestToken).mockResolvedValue({ token: 'jwt-token', expiresIn: 3600 });
    jest.mocked(getDashboard).mockReturnValue(new Promise(() => undefined));
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));
    const app = renderApp('/login');

    await app.user.type(await screen.findByLabelText('E-mail'), ' ana@conectasst.test ');
    await app.user.type(screen.getByLabelText('Senha'), 'segredo1');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/painel');
    expect(requestToken).toHaveBeenCalledWith({ email: 'ana@conectasst.test', password: 'segredo1' });
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
  });
});
