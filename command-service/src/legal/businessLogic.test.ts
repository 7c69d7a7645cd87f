import type { LegalDocumentEvent } from './legalDocument';
import { legalDocumentDecider } from './legalDocument';
import { specify } from '../testing/deciderSpec';

const { given } = specify(legalDocumentDecider);
const v1: LegalDocumentEvent = { type: 'LegalDocumentPublished', data: { kind: 'termos-de-uso', version: 1, title: 'Termos de Uso', body: 'Texto 1' } };

describe('legal documents: versions', () => {
  it('given no version, publishing makes version 1', () => {
    expect(given().when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos de Uso', body: 'Texto 1' })).toEqual([v1]);
  });

  it('given version 1, a changed text (or title) is version 2', () => {
    expect(given(v1).when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos de Uso', body: 'Texto 2' })).toEqual([
      { type: 'LegalDocumentPublished', data: { kind: 'termos-de-uso', version: 2, title: 'Termos de Uso', body: 'Texto 2' } },
    ]);
    expect(given(v1).when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos e Condições', body: 'Texto 1' })[0]!.data.version).toBe(2);
  });

  it('given version 1, saving the same text publishes nothing: no new version for anyone to accept', () => {
    expect(given(v1).when({ type: 'PublishLegalDocument', kind: 'termos-de-uso', title: 'Termos de Uso', body: 'Texto 1' })).toEqual([]);
  });
});
