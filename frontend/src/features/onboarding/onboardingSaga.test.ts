import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/apiClient';
import { showErrorDialog, toastSuccess } from '../../lib/feedback';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { changePassword, requestRecovery } from './api/onboardingApi';
import { changePasswordSubmitted, recoverySubmitted, selectOnboarding } from './onboardingSlice';

jest.mock('./api/onboardingApi');
jest.mock('../../lib/feedback');

describe('password recovery and Redefinir senha (spec §2, §8)', () => {
  const navigate = navigatorSpy();
  beforeEach(() => jest.resetAllMocks());

  it("when a recovery is asked, then the server's message shows and the code screen opens", async () => {
    jest.mocked(requestRecovery).mockResolvedValue({ message: 'Enviamos um código para o seu e-mail.' });
    const store = setupStore();

    store.dispatch(recoverySubmitted('paulo@sst.com.br'));

    expect(selectOnboarding(store.getState()).submitting.recovery).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(paths.changePassword));
    expect(requestRecovery).toHaveBeenCalledWith('paulo@sst.com.br');
    expect(toastSuccess).toHaveBeenCalledWith('Enviamos um código para o seu e-mail.');
    expect(selectOnboarding(store.getState()).submitting.recovery).toBe(false);
  });

  it('given a wrong code, when the new password is sent, then the refusal shows in a dialog and the screen stays', async () => {
    jest.mocked(changePassword).mockRejectedValue(new ApiError(422, 'Código inválido.'));
    const store = setupStore();

    store.dispatch(changePasswordSubmitted({ code: 'ABC123', password: 'segredo1' }));

    await waitFor(() => expect(showErrorDialog).toHaveBeenCalledWith('Código inválido.'));
    expect(changePassword).toHaveBeenCalledWith('ABC123', 'segredo1');
    expect(selectOnboarding(store.getState()).errors.changePassword).toBe('Código inválido.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when the new password is accepted, then the login opens', async () => {
    jest.mocked(changePassword).mockResolvedValue({ message: 'Senha alterada.' });
    const store = setupStore();

    store.dispatch(changePasswordSubmitted({ code: 'ABC123', password: 'segredo1' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(paths.login));
    expect(toastSuccess).toHaveBeenCalledWith('Senha alterada.');
  });
});
