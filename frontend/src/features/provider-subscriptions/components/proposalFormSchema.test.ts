import { proposalMessages as m } from '@conectasst/common/rules/proposalRules';
import { proposalFormSchema, reaisToCents } from './proposalFormSchema';
import type { ProposalFormValues } from './proposalFormSchema';

const valid: ProposalFormValues = {
  priceMin: '1.500,00',
  priceMax: '',
  paymentTerms: 'À vista',
  items: ['PGR', ''],
  deadlineKind: 'days',
  deadlineDays: '30',
  deadlineDate: '',
  validUntil: '2099-01-31',
  credentialId: 'c-1',
  notes: '',
  pdf: null,
};
const errorOf = async (over: Partial<ProposalFormValues>) => {
  try {
    await proposalFormSchema.validate({ ...valid, ...over });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the proposal form: the shared rules (issue #36 item 2)', () => {
  it('reads reais as typed in Brazil into cents', () => {
    expect([reaisToCents('1.500,00'), reaisToCents('1500'), reaisToCents('R$ 2.000,5'), reaisToCents('abc')]).toEqual([
      150_000,
      150_000,
      200_050,
      Number.NaN,
    ]);
  });
  it('accepts a complete proposal and refuses what the server refuses, with its messages', async () => {
    expect(await errorOf({})).toBeUndefined();
    expect(await errorOf({ priceMin: '0' })).toBe(m.priceMin);
    expect(await errorOf({ priceMax: '1.000,00' })).toBe(m.priceMax);
    expect(await errorOf({ items: ['', ' '] })).toBe(m.items);
    expect(await errorOf({ deadlineDays: '0' })).toBe(m.deadlineDays);
    expect(await errorOf({ credentialId: '' })).toBe(m.signatory);
    expect(await errorOf({ pdf: new File(['x'.repeat(10)], 'foto.png', { type: 'image/png' }) })).toBe(m.pdfNotPdf);
  });
});
