import { waitFor } from '@testing-library/react';
import { setupStore } from '../app/store';
import { ApiError } from '../lib/apiClient';
import { registerNavigator } from '../lib/navigation';
import { aCurrentUser } from '../testing/fixtures';
import { getCurrentUser } from './api/getCurrentUser';
import { signOutOnServer } from './api/signOut';
import { accessCheckRequested, selectSession, signOutRequested } from './sessionSlice';

jest.mock('./api/getCurrentUser');
jest.mock('./api/signOut');

describe('session saga', () => {
  let navigate: jest.Mock<void, [string]>;
  let unregister: () => void;

  beforeEach(() => {
    navigate = jest.fn<void, [string]>();
    unregister = registerNavigator(navigate);
  });
  afterEach(() => unregister());

  describe('admin screens check the current user', () => {
    it('let an admin in and keep their name, credits and role', async () => {
      jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));
      const store = setupStore();

      store.dispatch(accessCheckRequested({ role: 'admin' }));

      await waitFor(() => expect(selectSession(store.getState()).role).toBe('admin'));
      expect(selectSession(store.getState())).toEqual({
        name: 'Ana Administradora',
        credits: 0,
        role: 'admin',
        loading: false,
      });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('send a provider to /login', async () => {
      jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));

      setupStore().dispatch(accessCheckRequested({ role: 'admin' }));

      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    });

    it('send everyone to /login when the call fails', async () => {
      jest.mocked(getCurrentUser).mockRejectedValue(new ApiError(401, 'Faça login para continuar.'));
      const store = setupStore();

      store.dispatch(accessCheckRequested({ role: 'admin' }));

      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
      expect(selectSession(store.getState()).role).toBeNull();
    });
  });

  it('Sair ends the session on the server, then clears the local storage and the session, then goes to /login', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('admin'));
    let storedWhenCalled: string | null = null;
    jest.mocked(signOutOnServer).mockImplementation(async () => {
      storedWhenCalled = window.localStorage.getItem('token');
      return { message: 'Você saiu da sua conta.' };
    });
    window.localStorage.setItem('token', 'jwt');
    window.localStorage.setItem('selectedId', '3');
    const store = setupStore();
    store.dispatch(accessCheckRequested({ role: 'admin' }));
    await waitFor(() => expect(selectSession(store.getState()).role).toBe('admin'));

    store.dispatch(signOutRequested());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    // The server call went out with the token still stored (the API client sends it), before the storage was cleared.
    expect(signOutOnServer).toHaveBeenCalledTimes(1);
    expect(storedWhenCalled).toBe('jwt');
    expect(window.localStorage.length).toBe(0);
    expect(selectSession(store.getState()).role).toBeNull();
  });

  it('Sair still clears the local storage and goes to /login when the server call fails', async () => {
    jest.mocked(signOutOnServer).mockRejectedValue(new ApiError(401, 'Sua sessão expirou. Faça login novamente.'));
    window.localStorage.setItem('token', 'jwt');
    const store = setupStore();

    store.dispatch(signOutRequested());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(window.localStorage.length).toBe(0);
  });
});
