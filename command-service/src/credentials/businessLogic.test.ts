import { trustMessages as m } from '@conectasst/common/rules/trustRules';
import type { CredentialEvent } from './businessLogic';
import { credentialsDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

/** given these events, when this command, then these events / this error */
const { given } = specify(credentialsDecider);

const providerId = '5c3e9a1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const credentialId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const crea = { kind: 'CREA' as const, otherName: '', number: '5061234567', uf: 'SP', rqe: '' };
const declared: CredentialEvent = { type: 'CredentialDeclared', data: { providerId, credentialId, ...crea } };

describe('professional registries', () => {
  it('a provider declares a registry with number and state', () => {
    expect(given().when({ type: 'DeclareCredential', providerId, credentialId, ...crea })).toEqual([declared]);
  });

  it('the same registry twice is refused (separators and case do not matter)', () => {
    expect(() =>
      given(declared).when({
        type: 'DeclareCredential',
        providerId,
        credentialId: 'other',
        ...crea,
        number: '506.123.456-7',
      }),
    ).toThrow(m.credentialDuplicate);
    expect(
      given(declared).when({ type: 'DeclareCredential', providerId, credentialId: 'other', ...crea, uf: 'RJ' }),
    ).toHaveLength(1);
  });

  it('at most 5 registries', () => {
    const five = [1, 2, 3, 4, 5].map((n): CredentialEvent => ({
      type: 'CredentialDeclared',
      data: { providerId, credentialId: `c${n}`, ...crea, number: `${n}000` },
    }));
    expect(() =>
      given(...five).when({ type: 'DeclareCredential', providerId, credentialId: 'c6', ...crea, number: '6000' }),
    ).toThrow(m.credentialLimit);
  });

  it('an admin verifies it; verifying again changes nothing', () => {
    const verified: CredentialEvent = {
      type: 'CredentialVerified',
      data: { providerId, credentialId, note: 'Conferido no site do CREA-SP.' },
    };
    expect(
      given(declared).when({
        type: 'VerifyCredential',
        providerId,
        credentialId,
        note: 'Conferido no site do CREA-SP.',
      }),
    ).toEqual([verified]);
    expect(given(declared, verified).when({ type: 'VerifyCredential', providerId, credentialId, note: '' })).toEqual(
      [],
    );
  });

  it('an admin refuses it with a note', () => {
    expect(
      given(declared).when({
        type: 'RefuseCredential',
        providerId,
        credentialId,
        note: 'Registro não encontrado no conselho.',
      }),
    ).toEqual([
      { type: 'CredentialRefused', data: { providerId, credentialId, note: 'Registro não encontrado no conselho.' } },
    ]);
    expect(() => given(declared).when({ type: 'RefuseCredential', providerId, credentialId, note: ' ' })).toThrow(
      m.refuseNote,
    );
  });

  it('a registry that was never declared (or was withdrawn) cannot be verified', () => {
    expect(() => given().when({ type: 'VerifyCredential', providerId, credentialId, note: '' })).toThrow(
      m.credentialNotFound,
    );
    const withdrawn: CredentialEvent = { type: 'CredentialWithdrawn', data: { providerId, credentialId } };
    expect(given(declared).when({ type: 'WithdrawCredential', providerId, credentialId })).toEqual([withdrawn]);
    expect(() =>
      given(declared, withdrawn).when({ type: 'VerifyCredential', providerId, credentialId, note: '' }),
    ).toThrow(m.credentialNotFound);
  });

  it('the CNPJ of a Jurídica account is verified once; an account without CNPJ cannot be', () => {
    expect(given().when({ type: 'VerifyCnpj', providerId, hasCnpj: true, note: 'Ativa na Receita Federal.' })).toEqual([
      { type: 'CnpjVerified', data: { providerId, note: 'Ativa na Receita Federal.' } },
    ]);
    expect(
      given({ type: 'CnpjVerified', data: { providerId, note: '' } }).when({
        type: 'VerifyCnpj',
        providerId,
        hasCnpj: true,
        note: '',
      }),
    ).toEqual([]);
    expect(() => given().when({ type: 'VerifyCnpj', providerId, hasCnpj: false, note: '' })).toThrow(m.cnpjMissing);
  });
});

/** ADR 0177: "engenheiro de segurança do trabalho" is a CREA speciality, declared with the registry and confirmed by the admin. */
describe('a registry with a speciality', () => {
  const speciality = 'engenharia-de-seguranca-do-trabalho' as const;
  const declaredWith: CredentialEvent = {
    type: 'CredentialDeclared',
    data: { providerId, credentialId, ...crea, speciality },
  };
  const verifiedWith: CredentialEvent = {
    type: 'CredentialVerified',
    data: { providerId, credentialId, note: 'Atribuição conferida no CREA-SP.', specialityConfirmed: true },
  };
  const verifiedWithout: CredentialEvent = {
    type: 'CredentialVerified',
    data: { providerId, credentialId, note: 'Só o registro.' },
  };

  it('given nothing, when the provider declares a CREA with the speciality, then the declaration carries it', () => {
    expect(given().when({ type: 'DeclareCredential', providerId, credentialId, ...crea, speciality })).toEqual([
      declaredWith,
    ]);
  });

  it('given a CREA with the speciality, when the admin verifies it confirming the speciality, then both are verified', () => {
    expect(
      given(declaredWith).when({
        type: 'VerifyCredential',
        providerId,
        credentialId,
        note: 'Atribuição conferida no CREA-SP.',
        specialityConfirmed: true,
      }),
    ).toEqual([verifiedWith]);
    expect(given(declaredWith, verifiedWith).state.credentials.get(credentialId)).toMatchObject({
      status: 'verified',
      speciality,
      specialityVerified: true,
    });
  });

  it('given a CREA with the speciality, when the admin verifies only the registry, then the speciality stays unconfirmed', () => {
    expect(
      given(declaredWith).when({ type: 'VerifyCredential', providerId, credentialId, note: 'Só o registro.' }),
    ).toEqual([verifiedWithout]);
    expect(given(declaredWith, verifiedWithout).state.credentials.get(credentialId)).toMatchObject({
      status: 'verified',
      specialityVerified: false,
    });
  });

  it('given a registry verified without its speciality, when the admin later confirms it, then it is verified again with it; once confirmed, nothing more', () => {
    expect(
      given(declaredWith, verifiedWithout).when({
        type: 'VerifyCredential',
        providerId,
        credentialId,
        note: 'Atribuição conferida no CREA-SP.',
        specialityConfirmed: true,
      }),
    ).toEqual([verifiedWith]);
    expect(
      given(declaredWith, verifiedWith).when({
        type: 'VerifyCredential',
        providerId,
        credentialId,
        note: '',
        specialityConfirmed: true,
      }),
    ).toEqual([]);
    expect(
      given(declaredWith, verifiedWith).when({ type: 'VerifyCredential', providerId, credentialId, note: '' }),
    ).toEqual([]);
    expect(
      given(declaredWith, verifiedWith, verifiedWithout).state.credentials.get(credentialId)?.specialityVerified,
    ).toBe(true);
  });

  it('given a registry without a speciality, when the admin "confirms" one, then it is verified and no speciality is', () => {
    expect(
      given(declared).when({ type: 'VerifyCredential', providerId, credentialId, note: '', specialityConfirmed: true }),
    ).toEqual([{ type: 'CredentialVerified', data: { providerId, credentialId, note: '' } }]);
  });

  it('given a refusal after the confirmation, then the speciality is no longer confirmed', () => {
    const refused: CredentialEvent = {
      type: 'CredentialRefused',
      data: { providerId, credentialId, note: 'Registro cancelado.' },
    };
    expect(given(declaredWith, verifiedWith, refused).state.credentials.get(credentialId)).toMatchObject({
      status: 'refused',
      specialityVerified: false,
    });
  });
});
