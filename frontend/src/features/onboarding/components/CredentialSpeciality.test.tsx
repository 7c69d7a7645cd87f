import type { Credential } from '@conectasst/common/api/trust';
import { screen } from '@testing-library/react';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getMyCredentials } from '../api/credentialsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/credentialsApi');

const crea = (over: Partial<Credential>): Credential => ({
  credentialId: 'c-1',
  providerId: 'p-1',
  kind: 'CREA',
  otherName: '',
  number: '2222222',
  uf: 'SC',
  rqe: '',
  speciality: 'engenharia-de-seguranca-do-trabalho',
  specialityVerified: false,
  label: 'CREA 2222222/SC',
  status: 'verified',
  note: '',
  declaredAt: '2026-11-27T12:00:00.000Z',
  decidedAt: '2026-11-27T13:00:00.000Z',
  ...over,
});

/** ADR 0177: "Registros profissionais" shows a registry's speciality and whether the admin confirmed it. */
describe('a registry with a speciality in "Registros profissionais"', () => {
  it('given a CREA verified without its speciality, then the speciality reads "(não conferida)"', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getMyCredentials).mockResolvedValue({ data: [crea({})], cnpj: { hasCnpj: false, verified: false } });
    renderApp('/dashboard/profile');
    expect(
      await screen.findByText('Especialidade: Engenharia de Segurança do Trabalho (não conferida)'),
    ).toBeInTheDocument();
  });

  it('given the speciality confirmed, then it reads without the remark', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest
      .mocked(getMyCredentials)
      .mockResolvedValue({ data: [crea({ specialityVerified: true })], cnpj: { hasCnpj: false, verified: false } });
    renderApp('/dashboard/profile');
    expect(await screen.findByText('Especialidade: Engenharia de Segurança do Trabalho')).toBeInTheDocument();
  });
});
