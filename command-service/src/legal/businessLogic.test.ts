import type { LegalDocumentEvent } from './legalDocument';
import { legalDocumentDecider } from './legalDocument';
import type { LegalAcceptanceEvent } from './legalAcceptance';
import { legalAcceptanceDecider } from './legalAcceptance';
import { specify } from '../testing/deciderSpec';

const { given } = specify(legalDocumentDecider);
const v1: LegalDocumentEvent = {
  type: 'LegalDocumentPublished',
  data: { kind: 'termos-de-uso', version: 1, title: 'Termos de Uso', body: 'Texto 1' },
};

describe('legal documents: versions', () => {
  it('given no version, publishing makes version 1', () => {
    expect(
      given().when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos de Uso', body: 'Texto 1' }),
    ).toEqual([v1]);
  });

  it('given version 1, a changed text (or title) is version 2', () => {
    expect(
      given(v1).when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos de Uso', body: 'Texto 2' }),
    ).toEqual([
      {
        type: 'LegalDocumentPublished',
        data: { kind: 'termos-de-uso', version: 2, title: 'Termos de Uso', body: 'Texto 2' },
      },
    ]);
    expect(
      given(v1).when({
        type: 'PublishLegalDocument',
        kind: 'termos-de-uso',
        title: 'Termos e Condições',
        body: 'Texto 1',
      })[0]!.data.version,
    ).toBe(2);
  });

  it('given version 1, saving the same text publishes nothing: no new version for anyone to accept', () => {
    expect(
      given(v1).when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos de Uso', body: 'Texto 1' }),
    ).toEqual([]);
  });
});

describe('legal terms acceptance', () => {
  const { given: givenAcceptance } = specify(legalAcceptanceDecider);
  const inForce = { termsVersion: 2, privacyVersion: 1 };
  const accept = (termsVersion: number, privacyVersion: number, current: typeof inForce | null = inForce) =>
    ({ type: 'AcceptLegalTerms', userId: 'u-1', termsVersion, privacyVersion, inForce: current }) as const;
  const accepted: LegalAcceptanceEvent = {
    type: 'LegalTermsAccepted',
    data: { userId: 'u-1', termsVersion: 2, privacyVersion: 1 },
  };

  it('given nothing accepted, accepting the versions in force records them', () => {
    expect(givenAcceptance().when(accept(2, 1))).toEqual([accepted]);
  });

  it('given the versions in force accepted, accepting them again records nothing', () => {
    expect(givenAcceptance(accepted).when(accept(2, 1))).toEqual([]);
  });

  it('given version 1 accepted and version 2 in force, the new version is recorded', () => {
    const old: LegalAcceptanceEvent = {
      type: 'LegalTermsAccepted',
      data: { userId: 'u-1', termsVersion: 1, privacyVersion: 1 },
    };
    expect(givenAcceptance(old).when(accept(2, 1))).toEqual([accepted]);
  });

  it('an outdated version, or nothing published yet, is refused', () => {
    expect(() => givenAcceptance().when(accept(1, 1))).toThrow('Uma nova versão');
    expect(() => givenAcceptance().when(accept(1, 1, null))).toThrow('ainda não foram publicados');
  });
});
