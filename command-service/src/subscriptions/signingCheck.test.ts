import { DomainError } from '@conectasst/common/rules/domainError';
import type { HeldRegistry, SigningRule } from '@conectasst/common/rules/signingRules';
import { referenceSigningRules } from '@conectasst/common/rules/signingRules';
import { credentialsDecider } from '../credentials/businessLogic';
import type { CredentialEvent } from '../credentials/businessLogic';
import { refuseWhenMayNotSign } from './signingCheck';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const declared = (credentialId: string, kind: 'CRM' | 'CREA' | 'MTE', rqe = ''): CredentialEvent => ({
  type: 'CredentialDeclared',
  data: { providerId, credentialId, kind, otherName: '', number: '123456', uf: 'SP', rqe },
});
/** A CREA declared as "Engenharia de Segurança do Trabalho" (ADR 0177). */
const safetyEngineer = (credentialId: string): CredentialEvent => ({
  type: 'CredentialDeclared',
  data: {
    providerId,
    credentialId,
    kind: 'CREA',
    otherName: '',
    number: '5061234567',
    uf: 'SP',
    rqe: '',
    speciality: 'engenharia-de-seguranca-do-trabalho',
  },
});
const verified = (credentialId: string): CredentialEvent => ({
  type: 'CredentialVerified',
  data: { providerId, credentialId, note: 'conferido no conselho' },
});
const verifiedWithSpeciality = (credentialId: string): CredentialEvent => ({
  type: 'CredentialVerified',
  data: { providerId, credentialId, note: 'atribuição conferida no CREA', specialityConfirmed: true },
});
const refused = (credentialId: string): CredentialEvent => ({
  type: 'CredentialRefused',
  data: { providerId, credentialId, note: 'não encontrado' },
});

const { pcmso, ltcat } = referenceSigningRules as Record<'pcmso' | 'ltcat', SigningRule>;

/** Given the provider's credential events, when it subscribes to a demand of these services' rules: the refusal or none. */
const given = (...events: CredentialEvent[]) => {
  const registries: HeldRegistry[] = [
    ...events.reduce(credentialsDecider.evolve, credentialsDecider.initialState()).credentials.values(),
  ];
  return {
    whenSubscribingTo: (...rules: (SigningRule | null)[]) => ({
      refusal(): string | undefined {
        try {
          refuseWhenMayNotSign(registries, rules);
          return undefined;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          expect(error.code).toBe('conflict');
          return error.message;
        }
      },
    }),
  };
};

describe('seats only for who may sign (ADR 0169)', () => {
  it('a service without a rule: anyone takes the seat', () => {
    expect(given().whenSubscribingTo(null).refusal()).toBeUndefined();
  });

  it('PCMSO without any registry: "Requer assinatura de médico do trabalho"', () => {
    expect(given().whenSubscribingTo(pcmso).refusal()).toBe('Requer assinatura de médico do trabalho');
  });

  it('PCMSO with a CRM still pending verification, or refused: refused', () => {
    expect(
      given(declared('c1', 'CRM', '7890'))
        .whenSubscribingTo(pcmso)
        .refusal(),
    ).toBe('Requer assinatura de médico do trabalho');
    expect(
      given(declared('c1', 'CRM', '7890'), refused('c1'))
        .whenSubscribingTo(pcmso)
        .refusal(),
    ).toBe('Requer assinatura de médico do trabalho');
  });

  it('PCMSO with a verified CRM and RQE: the seat is taken', () => {
    expect(
      given(declared('c1', 'CRM', '7890'), verified('c1'))
        .whenSubscribingTo(pcmso)
        .refusal(),
    ).toBeUndefined();
  });

  it('PCMSO with a verified CRM without RQE: refused (the speciality is the RQE)', () => {
    expect(given(declared('c1', 'CRM'), verified('c1')).whenSubscribingTo(pcmso).refusal()).toBe(
      'Requer assinatura de médico do trabalho',
    );
  });

  it('LTCAT by a verified CREA of a safety engineer or a verified CRM with RQE; a technician (MTE) is refused naming both professionals', () => {
    expect(
      given(safetyEngineer('c1'), verifiedWithSpeciality('c1')).whenSubscribingTo(ltcat).refusal(),
    ).toBeUndefined();
    expect(
      given(declared('c1', 'CRM', '7890'), verified('c1'))
        .whenSubscribingTo(ltcat)
        .refusal(),
    ).toBeUndefined();
    expect(given(declared('c1', 'MTE'), verified('c1')).whenSubscribingTo(ltcat).refusal()).toBe(
      'Requer assinatura de médico do trabalho ou engenheiro de segurança do trabalho',
    );
  });

  it('a demand of several services: the rule of each signed service must be met', () => {
    expect(
      given(safetyEngineer('c1'), verifiedWithSpeciality('c1')).whenSubscribingTo(ltcat, null, pcmso).refusal(),
    ).toBe('Requer assinatura de médico do trabalho');
    expect(
      given(safetyEngineer('c1'), verifiedWithSpeciality('c1'), declared('c2', 'CRM', '7890'), verified('c2'))
        .whenSubscribingTo(ltcat, null, pcmso)
        .refusal(),
    ).toBeUndefined();
  });

  it('a withdrawn registry no longer signs', () => {
    const withdrawn: CredentialEvent = { type: 'CredentialWithdrawn', data: { providerId, credentialId: 'c1' } };
    expect(
      given(declared('c1', 'CRM', '7890'), verified('c1'), withdrawn)
        .whenSubscribingTo(pcmso)
        .refusal(),
    ).toBe('Requer assinatura de médico do trabalho');
  });

  /** ADR 0177: the rule names a CREA speciality; any CREA is not an "engenheiro de segurança do trabalho". */
  describe('a CREA speciality', () => {
    const refusal = 'Requer assinatura de médico do trabalho ou engenheiro de segurança do trabalho';
    it('given a verified CREA without a speciality, when it takes an LTCAT seat, then refused', () => {
      expect(given(declared('c1', 'CREA'), verified('c1')).whenSubscribingTo(ltcat).refusal()).toBe(refusal);
    });
    it('given a CREA declared as a safety engineer, verified without confirming the speciality, then refused', () => {
      expect(given(safetyEngineer('c1'), verified('c1')).whenSubscribingTo(ltcat).refusal()).toBe(refusal);
    });
    it('given the speciality declared but the registry pending, then refused', () => {
      expect(given(safetyEngineer('c1')).whenSubscribingTo(ltcat).refusal()).toBe(refusal);
    });
    it('given the speciality confirmed, then a later refusal of the registry takes the seat away', () => {
      expect(
        given(safetyEngineer('c1'), verifiedWithSpeciality('c1'), refused('c1')).whenSubscribingTo(ltcat).refusal(),
      ).toBe(refusal);
    });
    it("given a rule without a speciality (an admin's older rule), then any verified CREA still meets it", () => {
      const anyCrea: SigningRule = {
        signers: [{ kind: 'CREA', professional: 'engenheiro', requiresRqe: false }],
        source: 'x',
      };
      expect(given(declared('c1', 'CREA'), verified('c1')).whenSubscribingTo(anyCrea).refusal()).toBeUndefined();
    });
  });
});
