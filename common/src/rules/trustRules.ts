/** Credit-back for bad leads and verified credentials (docs/credits.md, docs/accounts.md), shared by screens and server. */

/** A provider may report a lead until this many days after subscribing to it. */
export const LEAD_REPORT_WINDOW_DAYS = 7;
/**
 * A lead reported as `duplicate` is refunded at once when the same e-mail filed the same services this many hours
 * before (ADR 0085). Not the filing refusal's window, `REPEAT_FILING_WINDOW_HOURS` in demandRules.ts (ADR 0081).
 */
export const DUPLICATE_LEAD_REFUND_WINDOW_HOURS = 72;
/** Longest note on a lead report or an admin's decision. */
export const NOTE_MAX = 500;
/** A registry number as the councils print it: letters, digits and separators (`. / -`), 2 to 30 of them. */
export const REGISTRY_NUMBER_MIN = 2;
export const REGISTRY_NUMBER_MAX = 30;
export const REGISTRY_NUMBER_CHARACTERS = /^[0-9A-Za-z./-]+$/;
export const isRegistryNumber = (value: string) =>
  value.trim().length >= REGISTRY_NUMBER_MIN &&
  value.trim().length <= REGISTRY_NUMBER_MAX &&
  REGISTRY_NUMBER_CHARACTERS.test(value.trim());
/** A CRM's RQE: the same characters, 1 to 30 of them. */
export const isRqe = (value: string) =>
  value.trim().length <= REGISTRY_NUMBER_MAX && REGISTRY_NUMBER_CHARACTERS.test(value.trim());
/** Up to this many registries per provider. */
export const MAX_CREDENTIALS = 5;
/** Providers whose reports exceed this share of their subscriptions are flagged to admins… */
export const REPORT_SHARE_FLAG = 0.3;
/** …once they have at least this many subscriptions (fewer say nothing). */
export const REPORT_FLAG_MIN_SUBSCRIPTIONS = 5;

export const LEAD_REPORT_REASONS = ['invalid_contact', 'not_requested', 'wrong_place_or_service', 'duplicate'] as const;
export type LeadReportReasonCode = (typeof LEAD_REPORT_REASONS)[number];

export const leadReportReasonLabels: Record<LeadReportReasonCode, string> = {
  invalid_contact: 'Telefone ou e-mail inválido',
  not_requested: 'O solicitante diz que não pediu',
  wrong_place_or_service: 'Local ou serviço errado',
  duplicate: 'Demanda duplicada',
};

export type LeadReportStatus = 'open' | 'approved' | 'refused';
export const leadReportStatusLabels: Record<LeadReportStatus, string> = {
  open: 'Em análise',
  approved: 'Créditos devolvidos',
  refused: 'Recusado',
};

export const trustMessages = {
  reason: 'Selecione o motivo.',
  noteTooLong: `Use no máximo ${NOTE_MAX} caracteres.`,
  alreadyReported: 'Você já reportou esta demanda.',
  notSubscribed: 'Só quem se inscreveu nesta demanda pode reportá-la.',
  windowOver: `O prazo para reportar esta demanda terminou (${LEAD_REPORT_WINDOW_DAYS} dias após a inscrição).`,
  reported: 'Recebemos seu relato. Um administrador vai analisá-lo.',
  refunded: 'Créditos devolvidos.',
  reportNotFound: 'Relato não encontrado.',
  alreadyDecided: 'Este relato já foi decidido.',
  refuseNote: 'Escreva o motivo da recusa.',
  approved: 'Reembolso aprovado: os créditos voltaram ao parceiro.',
  refused: 'Relato recusado.',
  credentialKind: 'Selecione o registro profissional.',
  credentialNumber: 'Informe o número do registro (letras, números, ponto, barra ou hífen).',
  credentialUf: 'Selecione o estado (UF) do registro.',
  credentialRqe: 'Informe o número do RQE (Registro de Qualificação de Especialista).',
  credentialOtherName: 'Informe o conselho ou órgão do registro.',
  credentialDuplicate: 'Este registro já foi informado.',
  credentialLimit: `Informe no máximo ${MAX_CREDENTIALS} registros.`,
  credentialNotFound: 'Registro não encontrado.',
  credentialDeclared: 'Registro enviado para verificação.',
  credentialWithdrawn: 'Registro removido.',
  credentialVerified: 'Registro verificado.',
  credentialRefused: 'Registro recusado.',
  cnpjVerified: 'CNPJ verificado.',
  cnpjMissing: 'Este parceiro não informou um CNPJ.',
};

export const CREDENTIAL_KINDS = ['CREA', 'MTE', 'CRM', 'COREN', 'OAB', 'OUTRO'] as const;
export type CredentialKindCode = (typeof CREDENTIAL_KINDS)[number];

/**
 * Specialities a registry may carry that a "quem pode assinar" rule can ask for (ADR 0177). The provider declares one
 * with the registry; the admin who verifies the registry confirms it with the council (CONFEA/CREA's "atribuições"),
 * and only a confirmed speciality meets a rule. "Engenheiro de segurança do trabalho" is a CREA speciality (Lei
 * 7.410/1985): any CREA is not one.
 */
export const REGISTRY_SPECIALITIES = ['engenharia-de-seguranca-do-trabalho'] as const;
export type RegistrySpeciality = (typeof REGISTRY_SPECIALITIES)[number];
export const registrySpecialities: Record<RegistrySpeciality, { kind: CredentialKindCode; label: string }> = {
  'engenharia-de-seguranca-do-trabalho': { kind: 'CREA', label: 'Engenharia de Segurança do Trabalho' },
};
/** The specialities a registry of this kind may declare. */
export const specialitiesOf = (kind: CredentialKindCode): RegistrySpeciality[] =>
  REGISTRY_SPECIALITIES.filter((s) => registrySpecialities[s].kind === kind);
export const specialityMessages = {
  wrongKind: 'Esta especialidade não é de um registro deste conselho.',
};
export const credentialKindLabels: Record<CredentialKindCode, string> = {
  CREA: 'CREA (engenharia)',
  MTE: 'Registro MTE (Técnico de Segurança do Trabalho)',
  CRM: 'CRM com RQE (medicina do trabalho)',
  COREN: 'COREN (enfermagem do trabalho)',
  OAB: 'OAB',
  OUTRO: 'Outro conselho',
};
/** How a credential reads next to a name: "CREA 5061234567/SP", "CRM 123456/MG · RQE 7890", "CRQ 04123456/SP". */
export function credentialLabel(c: {
  kind: CredentialKindCode;
  otherName: string;
  number: string | null;
  uf: string;
  rqe: string | null;
}): string {
  const council = c.kind === 'OUTRO' ? c.otherName : c.kind === 'MTE' ? 'Registro MTE' : c.kind;
  return `${council} ${c.number ?? '—'}/${c.uf}${c.kind === 'CRM' && c.rqe ? ` · RQE ${c.rqe}` : ''}`;
}

/** A registry as the sign-up's details hold it (their `register` text) and as POST /v1/credentials declares it. */
export interface RegistryDeclaration {
  kind: CredentialKindCode;
  number: string;
  uf: string;
  rqe: string;
  otherName: string;
}

/**
 * The other way round of `credentialLabel`, for the `register` text of the details (ADR 0160): "CREA 5061234567/SP" →
 * CREA, 5061234567, SP. Undefined for a text written freely before the registry was asked field by field.
 */
export function parseCredentialLabel(text: string): RegistryDeclaration | undefined {
  const found = /^(.+?) ([0-9A-Za-z./-]{2,30})\/([A-Z]{2})(?: · RQE ([0-9A-Za-z./-]{1,30}))?$/.exec(text.trim());
  if (!found) return undefined;
  const [, council = '', number = '', uf = '', rqe = ''] = found;
  const kind =
    council === 'Registro MTE'
      ? 'MTE'
      : (CREDENTIAL_KINDS as readonly string[]).includes(council) && council !== 'OUTRO'
        ? (council as CredentialKindCode)
        : 'OUTRO';
  if (kind === 'CRM' && !rqe) return undefined;
  return { kind, number, uf, rqe: kind === 'CRM' ? rqe : '', otherName: kind === 'OUTRO' ? council : '' };
}

/** The credit-back policy as users read it: the FAQ entry (seeded CMS content) and the packages page. */
export const CREDIT_BACK_POLICY = {
  title: 'Posso receber os créditos de volta se a demanda tiver problema?',
  paragraphs: [
    `Sim. Até ${LEAD_REPORT_WINDOW_DAYS} dias depois de se inscrever, você pode reportar a demanda em Demandas Inscritas (botão “Reportar problema”) por um destes motivos: telefone ou e-mail inválido, o solicitante diz que não pediu, local ou serviço errado, ou demanda duplicada.`,
    'Quando o servidor de e-mail do solicitante recusou o endereço, ou quando a mesma empresa já tinha pedido os mesmos serviços pouco antes (demanda duplicada), os créditos voltam na hora, automaticamente.',
    'Os demais casos são analisados pela nossa equipe, que aprova ou recusa o reembolso com uma explicação.',
    'Cada demanda pode ser reportada uma única vez e os créditos de uma inscrição são devolvidos no máximo uma vez. Relatos de parceiros que reportam uma parte fora do comum das suas inscrições passam por uma análise mais cuidadosa.',
  ],
} as const;

/** What the "Verificado" badge means (FAQ). */
export const VERIFIED_BADGE_FAQ = {
  title: 'O que significa o selo “Verificado” de um prestador?',
  description:
    'Significa que a nossa equipe conferiu, no conselho de classe, o registro profissional que o prestador informou: CREA, registro no MTE (Técnico de Segurança do Trabalho), CRM com RQE, COREN, OAB ou outro conselho.\nO prestador informa apenas o número e o estado (UF) do registro; não pedimos cópias de documentos.\nPara empresas, também conferimos a situação cadastral do CNPJ.',
} as const;
