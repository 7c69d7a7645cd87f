import type { Credential } from '@conectasst/common/api/trust';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { declareCredential, getMyCredentials, withdrawCredential } from './api/credentialsApi';
import { credentialDeclared, credentialsOpened, credentialWithdrawn, selectCredentials } from './credentialsSlice';

jest.mock('./api/credentialsApi');
jest.mock('../../lib/feedback');

const crea: Credential = {
  credentialId: 'c-1',
  providerId: 'p-1',
  kind: 'CREA',
  otherName: '',
  number: '12345',
  uf: 'SP',
  rqe: '',
  speciality: null,
  specialityVerified: false,
  label: 'CREA 12345/SP',
  status: 'pending',
  note: '',
  declaredAt: '2026-11-25T12:00:00.000Z',
  decidedAt: null,
};
const noCnpj = { hasCnpj: false, verified: false };
const declaration = { kind: 'CREA' as const, number: '12345', uf: 'SP', rqe: '', otherName: '' };

describe('credentials saga (Registros profissionais on /dashboard/profile)', () => {
  it('given the profile opens, when the credentials load, then the list and the CNPJ check are in the state', async () => {
    jest.mocked(getMyCredentials).mockResolvedValue({ data: [crea], cnpj: { hasCnpj: true, verified: true } });
    const store = setupStore();

    store.dispatch(credentialsOpened());

    await waitFor(() => expect(selectCredentials(store.getState()).list).toEqual([crea]));
    expect(selectCredentials(store.getState()).cnpj).toEqual({ hasCnpj: true, verified: true });
  });

  it('given the list cannot load, then it shows empty instead of loading forever', async () => {
    jest.mocked(getMyCredentials).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(credentialsOpened());

    await waitFor(() => expect(selectCredentials(store.getState()).list).toEqual([]));
  });

  it('when a declaration is accepted, then the form starts again and the list is read again', async () => {
    jest.mocked(declareCredential).mockResolvedValue({ message: 'Registro enviado.', data: { credentialId: 'c-1' } });
    jest.mocked(getMyCredentials).mockResolvedValue({ data: [crea], cnpj: noCnpj });
    const store = setupStore();

    store.dispatch(credentialDeclared(declaration));
    expect(selectCredentials(store.getState()).sending).toBe(true);

    await waitFor(() => expect(selectCredentials(store.getState()).list).toEqual([crea]));
    expect(declareCredential).toHaveBeenCalledWith(declaration);
    expect(selectCredentials(store.getState())).toMatchObject({ sending: false, declared: 1 });
    expect(toastSuccess).toHaveBeenCalledWith('Registro enviado.');
  });

  it('when the server refuses a field, then its message is on that field; any other refusal is on the form', async () => {
    jest
      .mocked(declareCredential)
      .mockRejectedValueOnce(new ApiError(400, 'Número inválido.', [{ path: 'number', message: 'Número inválido.' }]))
      .mockRejectedValueOnce(new ApiError(409, 'Registro já informado.'));
    const store = setupStore();

    store.dispatch(credentialDeclared(declaration));
    await waitFor(() =>
      expect(selectCredentials(store.getState()).error).toEqual({ field: 'number', message: 'Número inválido.' }),
    );
    store.dispatch(credentialDeclared(declaration));
    await waitFor(() =>
      expect(selectCredentials(store.getState()).error).toEqual({ field: 'form', message: 'Registro já informado.' }),
    );
    expect(selectCredentials(store.getState()).declared).toBe(0);
  });

  it('when a credential is removed, then the list is read again', async () => {
    jest.mocked(withdrawCredential).mockResolvedValue({ message: 'Registro removido.' });
    jest.mocked(getMyCredentials).mockResolvedValue({ data: [], cnpj: noCnpj });
    const store = setupStore();

    store.dispatch(credentialWithdrawn('c-1'));

    await waitFor(() => expect(selectCredentials(store.getState()).list).toEqual([]));
    expect(withdrawCredential).toHaveBeenCalledWith('c-1');
    expect(toastSuccess).toHaveBeenCalledWith('Registro removido.');
  });
});
