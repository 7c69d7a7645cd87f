import { CREDENTIAL_KINDS, credentialLabel, parseCredentialLabel, type RegistryDeclaration } from './trustRules';

describe('the registry typed at sign-up (ADR 0160)', () => {
  it('reads back every kind from the text the details hold', () => {
    for (const kind of CREDENTIAL_KINDS) {
      const registry: RegistryDeclaration = {
        kind,
        number: '5061234567',
        uf: 'SP',
        rqe: kind === 'CRM' ? '7890' : '',
        otherName: kind === 'OUTRO' ? 'CRQ' : '',
      };
      expect(parseCredentialLabel(credentialLabel(registry))).toEqual(registry);
    }
  });

  it('leaves a text written freely before as it is (undefined)', () => {
    expect(parseCredentialLabel('Técnico de segurança, registro 123')).toBeUndefined();
    expect(parseCredentialLabel('')).toBeUndefined();
    expect(parseCredentialLabel('CRM 123456/MG')).toBeUndefined();
  });
});
