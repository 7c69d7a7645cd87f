import { DAY_MS } from './time';
/**
 * LGPD erasure (docs/reliability.md, ADR 0090): what the read models show instead of an erased person's data, and
 * the messages of the admin command and of the calls that meet an erased person.
 */
export const ERASED_LABEL = 'Dados removidos (LGPD)';

export const lgpdMessages = {
  erased: 'Dados pessoais removidos (LGPD).',
  partnerErased: 'Os dados pessoais deste parceiro foram removidos (LGPD).',
  requesterErased:
    'Os dados pessoais do solicitante desta demanda foram removidos (LGPD); ela não pode mais ser editada.',
  subjectErased: 'Os dados pessoais desta pessoa foram removidos (LGPD).',
  exportNotFound: 'Não há dados pessoais para exportar.',
  confirmPartner:
    'Os dados pessoais deste parceiro (nome, e-mail, telefone, CPF, endereço, profissão, departamento, cargo e senha) serão apagados de forma irreversível e a conta deixa de funcionar. Créditos e inscrições ficam no histórico. Deseja continuar?',
  confirmRequester:
    'Os dados de contato do solicitante (nome, e-mail, telefone, departamento, cargo, razão social, bairro e observações), nesta e nas demais demandas com o mesmo e-mail, serão apagados de forma irreversível e as demandas fechadas. Deseja continuar?',
} as const;

/**
 * Who answers for the data (LGPD art. 5 VI and art. 41): the controller's legal name and CNPJ and the encarregado (DPO)
 * come from the configuration (`LGPD_CONTROLLER_NAME`, `LGPD_CONTROLLER_CNPJ`, `LGPD_DPO_NAME`, `LGPD_DPO_EMAIL`),
 * never from a number written in the code; what is not configured says so.
 */
export interface LgpdController {
  name: string;
  /** 14 digits, or undefined when not configured. */
  cnpj?: string;
  dpoName?: string;
  dpoEmail?: string;
}

/** What a legal text shows for a field of the controller the configuration does not give. */
export const CONTROLLER_FIELD_NOT_SET = '[não configurado]';
const FALE_CONOSCO = 'o formulário Fale conosco (/faleconosco), assunto "Privacidade"';

/** "12.345.678/0001-95", or the not-configured mark. */
function controllerCnpj(cnpj: string | undefined): string {
  const d = (cnpj ?? '').replace(/\D/g, '');
  return d.length === 14
    ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
    : CONTROLLER_FIELD_NOT_SET;
}

/** The tokens a legal text may hold (the seeded privacy policy does) and what each becomes. */
export function controllerTokens(c: LgpdController): Record<string, string> {
  return {
    '{{controladora}}': c.name,
    '{{cnpj}}': controllerCnpj(c.cnpj),
    '{{encarregado}}': c.dpoName ?? CONTROLLER_FIELD_NOT_SET,
    '{{contato do encarregado}}': c.dpoEmail ? `o e-mail ${c.dpoEmail} ou ${FALE_CONOSCO}` : FALE_CONOSCO,
  };
}

/** A legal text with the controller's tokens filled from the configuration (the page, the API and the export agree). */
export function withController(body: string, c: LgpdController): string {
  let out = body;
  for (const [token, value] of Object.entries(controllerTokens(c))) out = out.split(token).join(value);
  return out;
}

/** The controller's line of every data export: who answers for the data and how to reach the encarregado. */
export const controllerLine = (c: LgpdController): string =>
  withController(
    '{{controladora}}, CNPJ {{cnpj}}, controladora dos dados; encarregado: {{encarregado}}, por {{contato do encarregado}}',
    c,
  );

/** LGPD art. 19 II: the complete answer to a data subject's request within 15 days of receiving it (ADR 0167). */
export const LGPD_REQUEST_DAYS = 15;

export type LgpdRequestKind = 'correction' | 'deletion';
export type LgpdRequestStatus = 'received' | 'in_progress' | 'done' | 'refused';

export const LGPD_REQUEST_KIND_LABELS: Record<LgpdRequestKind, string> = {
  correction: 'Correção',
  deletion: 'Exclusão',
};
export const LGPD_REQUEST_STATUS_LABELS: Record<LgpdRequestStatus, string> = {
  received: 'Recebida',
  in_progress: 'Em andamento',
  done: 'Atendida',
  refused: 'Recusada',
};

/** A refusal must say why (at least this many characters). */
export const LGPD_REFUSAL_MIN_CHARS = 10;
export const LGPD_DETAILS_MAX_CHARS = 2000;

export const lgpdRequestMessages = {
  received: 'Solicitação recebida. Responderemos por e-mail em até 15 dias.',
  openAlready: 'Já existe uma solicitação deste tipo em aberto; responderemos por e-mail em até 15 dias.',
  correctionNeedsDetails: 'Diga o que deve ser corrigido.',
  detailsTooLong: `Use no máximo ${LGPD_DETAILS_MAX_CHARS} caracteres.`,
  notFound: 'Solicitação não encontrada.',
  alreadyAnswered: 'Esta solicitação já foi respondida.',
  alreadyStarted: 'Esta solicitação já está em andamento.',
  refusalNeedsReason: `Informe o motivo da recusa (ao menos ${LGPD_REFUSAL_MIN_CHARS} caracteres).`,
  started: 'Solicitação em andamento.',
  answered: 'Solicitação respondida; o titular foi avisado por e-mail.',
} as const;

/** The legal deadline of a request received at `receivedAt`. */
export function lgpdDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + LGPD_REQUEST_DAYS * DAY_MS);
}

/** Overdue: still open after its deadline. */
export function isLgpdRequestOverdue(status: LgpdRequestStatus, dueAt: string, now: Date): boolean {
  return (status === 'received' || status === 'in_progress') && new Date(dueAt).getTime() < now.getTime();
}
