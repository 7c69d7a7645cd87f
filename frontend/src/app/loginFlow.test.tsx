import { screen } from '@testing-library/react';
import { getAdminAreas } from '../features/admin/areas/api/getAdminAreas';
import { requestToken } from '../features/auth/api/requestToken';
import { getCurrentUser } from '../session/api/getCurrentUser';
import { aCurrentUser, aPageOfAreas } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

jest.mock('../features/auth/api/requestToken');
jest.mock('../session/api/getCurrentUser');
jest.mock('../features/admin/areas/api/getAdminAreas');

// Logging in crosses two features (auth, then the admin's areas list): the app composes them, so the flow is tested here.
describe('/login as an administrator', () => {
  it('logs an admin in and opens the areas list', async () => {
    jest.mocked(requestToken).mockResolvedValue({ token: 'jwt-token', expiresIn: 3600 });
    jest.mocked(getAdminAreas).mockResolvedValue(aPageOfAreas([]));
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));
    const app = renderApp('/login');

    await app.user.type(await screen.findByLabelText('E-mail'), ' ana@conectasst.test ');
    await app.user.type(screen.getByLabelText('Senha'), 'segredo1');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Áreas' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin');
    expect(requestToken).toHaveBeenCalledWith({ email: 'ana@conectasst.test', password: 'segredo1' });
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
  });
});
