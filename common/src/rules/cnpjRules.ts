/** Messages of the CNPJ lookup (`GET /v1/cnpj/{cnpj}`, docs/cnpj.md). */
export const cnpjMessages = {
  invalid: 'CNPJ inválido. Confira os 14 dígitos.',
  notFound: 'CNPJ não encontrado.',
  unavailable:
    'A consulta de CNPJ está indisponível no momento. Preencha os dados manualmente ou tente de novo em instantes.',
  off: 'A consulta de CNPJ está desligada neste ambiente. Preencha os dados manualmente.',
} as const;

/** The Receita's registration status, as BrasilAPI names it (`descricao_situacao_cadastral`), lower case. */
export const CNPJ_STATUSES = ['ativa', 'suspensa', 'inapta', 'baixada', 'nula'] as const;
export type CnpjStatus = (typeof CNPJ_STATUSES)[number];
/** Statuses the admin's CNPJ check flags: the company cannot legally operate (docs/cnpj.md). */
export const FLAGGED_CNPJ_STATUSES: readonly CnpjStatus[] = ['inapta', 'baixada', 'suspensa', 'nula'];
export const cnpjStatusLabel: Record<CnpjStatus, string> = {
  ativa: 'Ativa',
  suspensa: 'Suspensa',
  inapta: 'Inapta',
  baixada: 'Baixada',
  nula: 'Nula',
};
