import * as yup from 'yup';
import {
  PROPOSAL_DEADLINE_DAYS_MAX,
  PROPOSAL_ITEM_MAX,
  PROPOSAL_ITEMS_MAX,
  PROPOSAL_NOTES_MAX,
  PROPOSAL_PDF_MAX_BYTES,
  PROPOSAL_TERMS_MAX,
  proposalMessages as m,
} from '@conectasst/common/rules/proposalRules';

/** The proposal form's values: prices as typed in reais ("1.500,00"), one scope item per line. */
export interface ProposalFormValues {
  priceMin: string;
  priceMax: string;
  paymentTerms: string;
  items: string[];
  deadlineKind: 'days' | 'date';
  deadlineDays: string;
  deadlineDate: string;
  validUntil: string;
  credentialId: string;
  notes: string;
  pdf: File | null;
}

/** "1.500,00" / "1500" / "1500,5" → cents, or NaN. */
export function reaisToCents(text: string): number {
  const clean = text.replace(/[R$\s.]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

const reais = (message: string) => yup.string().test('reais', message, (v) => !v || reaisToCents(v) > 0);

/** Built from the shared rules (common/src/rules/proposalRules.ts): the same limits and messages as the server. */
export const proposalFormSchema = yup.object({
  priceMin: reais(m.priceMin).required(m.priceMin),
  priceMax: reais(m.priceMax).test('range', m.priceMax, function check(v) {
    return !v || reaisToCents(v) >= reaisToCents(String(this.parent.priceMin ?? ''));
  }),
  paymentTerms: yup.string().trim().required(m.paymentTerms).max(PROPOSAL_TERMS_MAX, m.paymentTermsTooLong),
  items: yup
    .array(yup.string().trim().max(PROPOSAL_ITEM_MAX, m.itemTooLong))
    .test('some', m.items, (items) => (items ?? []).some((i) => (i ?? '').trim() !== ''))
    .max(PROPOSAL_ITEMS_MAX, m.itemsTooMany),
  deadlineKind: yup.string().oneOf(['days', 'date']),
  deadlineDays: yup.string().when('deadlineKind', {
    is: 'days',
    then: (s) =>
      s
        .required(m.deadlineDays)
        .test(
          'days',
          m.deadlineDays,
          (v) => /^\d+$/.test(v ?? '') && Number(v) >= 1 && Number(v) <= PROPOSAL_DEADLINE_DAYS_MAX,
        ),
  }),
  deadlineDate: yup.string().when('deadlineKind', { is: 'date', then: (s) => s.required(m.deadline) }),
  validUntil: yup.string().required(m.validUntil),
  credentialId: yup.string().required(m.signatory),
  notes: yup.string().max(PROPOSAL_NOTES_MAX, m.notesTooLong),
  pdf: yup
    .mixed<File>()
    .nullable()
    .test('size', m.pdfTooLarge, (f) => !f || f.size <= PROPOSAL_PDF_MAX_BYTES)
    .test('type', m.pdfNotPdf, (f) => !f || f.type === 'application/pdf' || f.name.toLowerCase().endsWith('.pdf')),
});
