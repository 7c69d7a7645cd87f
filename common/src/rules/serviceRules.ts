import { catalogueFormMessages } from './messages';
/** Rules for the services catalogue, shared by the admin forms, the home search and the server. */
export const SERVICE_NAME_MAX = 200;
/** Spec §9: the home search dropdown shows at most 7 services. */
export const SEARCH_RESULTS_MAX = 7;
/** Longest search text accepted (before base64). */
export const SEARCH_TEXT_MAX = 100;
/** A service links at most this many NRs. */
export const SERVICE_NRS_MAX = 40;

export const serviceMessages = {
  ...catalogueFormMessages(SERVICE_NAME_MAX),
  /** Spec §5: service add and edit without an area. */
  areaRequired: 'Selecione uma Área',
  areaNotFound: 'A área selecionada não existe.',
  nrsInvalid: 'Selecione NRs válidas.',
  nrNotFound: 'Uma das NRs selecionadas não existe.',
  nrInactive: 'Selecione apenas NRs ativas.',
  created: 'Serviço cadastrado com sucesso!',
  deleted: 'Serviço deletado com sucesso!',
  notFound: 'Serviço não encontrado.',
  exists: 'Este serviço já existe.',
  invalidSearch: 'Consulta de busca inválida.',
  /** Spec §4: toast of Adicionar on the home search, for a pick that names an NR. */
  added: 'NR Adicionado com sucesso!',
  /** The same toast for any other service (issue #35 item 9: "NR Adicionado" read wrong for PCMSO). */
  addedService: 'Serviço adicionado com sucesso!',
} as const;

/**
 * The home search's Adicionar toast for a pick: the spec's 'NR Adicionado com sucesso!' when its name cites an NR
 * ("Treinamento NR-35", "NR 10"), 'Serviço adicionado com sucesso!' otherwise.
 */
export const addedMessage = (title: string): string =>
  /\bNR\s*-?\s*\d{1,2}\b/i.test(title) ? serviceMessages.added : serviceMessages.addedService;

/** Makes "nr 35", "NR35" and "nr - 35" all read "nr-35", as NR names are written. */
export function normalizeNrNumbers(text: string): string {
  return text.replace(/\bnr\s*-?\s*(\d{1,2})\b/gi, (_m, n: string) => `nr-${Number(n)}`);
}
