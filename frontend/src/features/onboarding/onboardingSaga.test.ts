import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/apiClient';
import { showErrorDialog, toastSuccess } from '../../lib/feedback';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { declareCredential } from './api/credentialsApi';
import { changePassword, postIndividualDetails, requestRecovery } from './api/onboardingApi';
import { changePasswordSubmitted, individualSubmitted, recoverySubmitted, selectOnboarding } from './onboardingSlice';

jest.mock('./api/onboardingApi');
jest.mock('./api/credentialsApi');
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

describe('the details of /second-state and the registry typed with them (issue #35, ADR 0160)', () => {
  const navigate = navigatorSpy();
  beforeEach(() => jest.resetAllMocks());
  const details = {
    cpf: '52998224725',
    name: 'Paulo',
    surname: 'Prestador',
    street: '01310100 - Avenida Paulista - 1000 - ',
    DDD: '11',
    Phone: '987654321',
    profission: 'Engenheiro de Segurança do Trabalho',
    register: 'CREA 5061234567/SP',
    socialnetwork: 'Google',
  };
  const registry = { kind: 'CREA' as const, number: '5061234567', uf: 'SP', rqe: '', otherName: '' };

  it('when the details are saved, then the registry is declared for verification ("Registros profissionais")', async () => {
    jest.mocked(postIndividualDetails).mockResolvedValue({ message: 'ok' });
    jest.mocked(declareCredential).mockResolvedValue({ message: 'ok', data: { credentialId: 'c-1' } });
    const store = setupStore();

    store.dispatch(individualSubmitted(details, { registry }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(paths.thirdState), { timeout: 4000 });
    expect(postIndividualDetails).toHaveBeenCalledWith(details);
    expect(declareCredential).toHaveBeenCalledWith(registry);
  });

  it('given the registry was declared before (409), when the details are saved again from the provider area, then they still lead back there', async () => {
    jest.mocked(postIndividualDetails).mockResolvedValue({ message: 'ok' });
    jest.mocked(declareCredential).mockRejectedValue(new ApiError(409, 'Este registro já foi informado.'));
    const store = setupStore();

    store.dispatch(individualSubmitted(details, { registry, next: '/dashboard/profile' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/profile'), { timeout: 4000 });
    expect(toastSuccess).toHaveBeenCalled();
  });
});
