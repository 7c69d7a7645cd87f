import { messages } from '@conectasst/common/rules/messages';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { registerNavigator } from '../../lib/navigation';
import { aCurrentUser } from '../../testing/fixtures';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { selectSession } from '../../session/sessionSlice';
import { requestToken } from './api/requestToken';
import { loginScreenOpened, loginSubmitted, selectLogin } from './loginSlice';

jest.mock('./api/requestToken');
jest.mock('../../session/api/getCurrentUser');

const credentials = { email: 'ana@conectasst.test', password: 'segredo1' };

describe('login saga', () => {
  let navigate: jest.Mock<void, [string]>;
  let unregister: () => void;

  beforeEach(() => {
    window.localStorage.clear();
    navigate = jest.fn<void, [string]>();
    unregister = registerNavigator(navigate);
    jest.mocked(requestToken).mockResolvedValue({ token: 'jwt-token', expiresIn: 3600 });
  });
  afterEach(() => unregister());

  it('stores the token, loads the session and sends an admin to the Painel (/admin/painel)', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));
    const store = setupStore();

    store.dispatch(loginSubmitted(credentials));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/painel'));
    expect(requestToken).toHaveBeenCalledWith(credentials);
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
    expect(selectSession(store.getState())).toEqual({
      name: 'Ana Administradora',
      credits: 0,
      role: 'admin',
      loading: false,
    });
  });

  it('sends a provider to /dashboard', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    const store = setupStore();

    store.dispatch(loginSubmitted(credentials));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(selectSession(store.getState())).toMatchObject({ name: 'Paulo Prestador', credits: 30, role: 'provider' });
  });

  it('consumes a pending service id and opens that service', async () => {
    window.localStorage.setItem('pendingServiceId', '42');
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));

    setupStore().dispatch(loginSubmitted(credentials));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/service/42'));
    expect(window.localStorage.getItem('pendingServiceId')).toBeNull();
  });

  it("shows 'Credenciais invalidas.' when the server refuses the credentials", async () => {
    jest.mocked(requestToken).mockRejectedValue(new ApiError(401, 'Credenciais invalidas.'));
    const store = setupStore();

    store.dispatch(loginSubmitted(credentials));

    await waitFor(() => expect(selectLogin(store.getState()).error).toBe(messages.invalidCredentials));
    expect(selectLogin(store.getState()).status).toBe('idle');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server message for other failures', async () => {
    jest.mocked(requestToken).mockRejectedValue(new ApiError(429, messages.tooManyRequests));
    const store = setupStore();

    store.dispatch(loginSubmitted(credentials));

    await waitFor(() => expect(selectLogin(store.getState()).error).toBe(messages.tooManyRequests));
  });

  describe('when /login opens', () => {
    it('goes straight on with a valid stored token', async () => {
      window.localStorage.setItem('token', 'still-valid');
      jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));

      setupStore().dispatch(loginScreenOpened());

      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    });

    it('sends an admin with a valid stored token to the Painel', async () => {
      window.localStorage.setItem('token', 'still-valid');
      jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));

      setupStore().dispatch(loginScreenOpened());

      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/painel'));
    });

    it('drops a stored token the server rejects and shows the form', async () => {
      window.localStorage.setItem('token', 'expired');
      jest.mocked(getCurrentUser).mockRejectedValue(new ApiError(401, messages.sessionExpired));
      const store = setupStore();

      store.dispatch(loginScreenOpened());

      await waitFor(() => expect(selectLogin(store.getState()).status).toBe('idle'));
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('shows the form without asking the server when no token is stored', async () => {
      const store = setupStore();

      store.dispatch(loginScreenOpened());

      await waitFor(() => expect(selectLogin(store.getState()).status).toBe('idle'));
      expect(getCurrentUser).not.toHaveBeenCalled();
    });
  });
});
