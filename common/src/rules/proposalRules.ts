import { DAY_MS } from './time';
/**
 * Proposals (orçamentos) a provider holding a seat sends on a demand, and the requester compares and accepts (issue #36
 * item 2, docs/proposals.md, ADR 0163). Shared by the API schemas (common/src/api/proposals.ts), the decider and the
 * provider's form (formik + yup), so each limit and message is written once.
 */

/** Prices are integer cents; a range needs its upper bound at least the lower one. */
export const PROPOSAL_PRICE_MAX_CENTS = 100_000_000_00;
export const PROPOSAL_TERMS_MAX = 500;
export const PROPOSAL_ITEMS_MAX = 30;
export const PROPOSAL_ITEM_MAX = 200;
export const PROPOSAL_NOTES_MAX = 2000;
export const PROPOSAL_DEADLINE_DAYS_MAX = 730;
/** The validity may be at most this many days ahead. */
export const PROPOSAL_VALIDITY_DAYS_MAX = 365;
/** The optional PDF: at most 5 MB, a PDF by its first bytes (`%PDF-`). */
export const PROPOSAL_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_MAGIC = '%PDF-';
/** What one provider may keep stored as proposal PDFs in all (the attachments table is size-capped, ADR 0163). */
export const PROPOSAL_PDF_TOTAL_MAX_BYTES = 50 * 1024 * 1024;

/** A seat's stage in "Demandas Inscritas": the provider sets the first two, the events the rest. */
export const SEAT_STAGES = ['nova', 'contato_feito', 'proposta_enviada', 'ganha', 'perdida'] as const;
export type SeatStage = (typeof SEAT_STAGES)[number];
/** The stages the provider may set by hand. */
export const MARKABLE_STAGES = ['nova', 'contato_feito'] as const;
export type MarkableStage = (typeof MARKABLE_STAGES)[number];
export const SEAT_STAGE_LABELS: Record<SeatStage, string> = {
  nova: 'Nova',
  contato_feito: 'Contato feito',
  proposta_enviada: 'Proposta enviada',
  ganha: 'Ganha',
  perdida: 'Perdida',
};

export const proposalMessages = {
  notSeatHolder: 'Só quem ocupa uma vaga nesta demanda pode enviar ou ver uma proposta nela.',
  demandNotFound: 'Demanda não encontrada.',
  notFound: 'Proposta não encontrada.',
  alreadyAccepted: 'Esta proposta já foi aceita e não pode mais ser revisada.',
  otherHired: 'O solicitante já registrou a contratação nesta demanda: não é mais possível enviar propostas.',
  demandClosed: 'Esta demanda foi encerrada pelo solicitante.',
  hireAlreadyRecorded: 'A contratação desta demanda já foi registrada.',
  priceMin: 'Informe o valor em reais (maior que zero).',
  priceMax: 'O valor máximo da faixa deve ser maior ou igual ao mínimo.',
  priceTooHigh: 'Valor acima do permitido.',
  paymentTerms: 'Informe as condições de pagamento.',
  paymentTermsTooLong: `Use no máximo ${PROPOSAL_TERMS_MAX} caracteres nas condições de pagamento.`,
  items: 'Informe ao menos um item do escopo.',
  itemsTooMany: `Use no máximo ${PROPOSAL_ITEMS_MAX} itens no escopo.`,
  item: 'Descreva o item do escopo.',
  itemTooLong: `Use no máximo ${PROPOSAL_ITEM_MAX} caracteres em cada item.`,
  deadline: 'Informe o prazo de execução em dias ou uma data.',
  deadlineDays: `O prazo de execução deve ser de 1 a ${PROPOSAL_DEADLINE_DAYS_MAX} dias.`,
  deadlineDatePast: 'A data de execução não pode estar no passado.',
  validUntil: 'Informe até quando a proposta vale.',
  validUntilPast: 'A validade da proposta não pode estar no passado.',
  validUntilTooFar: `A validade da proposta pode ser de no máximo ${PROPOSAL_VALIDITY_DAYS_MAX} dias.`,
  signatory: 'Escolha o responsável técnico entre os seus registros verificados.',
  notesTooLong: `Use no máximo ${PROPOSAL_NOTES_MAX} caracteres nas observações.`,
  pdfMissing: 'Envie o arquivo PDF da proposta.',
  pdfNotPdf: 'O arquivo enviado não é um PDF.',
  pdfTooLarge: 'O PDF pode ter no máximo 5 MB.',
  pdfQuota: 'Limite de armazenamento de PDFs atingido. Remova propostas antigas ou envie sem anexo.',
  pdfUnknown: 'Anexo não encontrado. Envie o PDF novamente.',
  attachmentNotFound: 'Anexo não encontrado.',
  revised: 'O parceiro revisou esta proposta: confira a nova versão antes de aceitar.',
  expired: 'A validade desta proposta terminou. Peça ao parceiro uma revisão antes de aceitar.',
  stage: 'Escolha a etapa: nova ou contato feito.',
  sent: 'Proposta enviada.',
  revisedByYou: 'Proposta revisada.',
  stageSet: 'Etapa atualizada.',
  accepted: 'Proposta aceita. Avisamos o parceiro escolhido e os demais.',
  pdfStored: 'PDF recebido.',
};

/** "R$ 1.500,00" / "R$ 1.500,00 a R$ 2.000,00" */
export function formatProposalPrice(minCents: number, maxCents: number | null): string {
  const brl = (cents: number) =>
    (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
  return maxCents !== null && maxCents !== minCents ? `${brl(minCents)} a ${brl(maxCents)}` : brl(minCents);
}

/** True when the bytes begin as a PDF does (`%PDF-`). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && [...PDF_MAGIC].every((c, i) => bytes[i] === c.charCodeAt(0));
}

/** A day `YYYY-MM-DD` in America/Sao_Paulo, for comparing validity and deadline dates with "today". */
export function saoPauloDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `day` plus `days` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
