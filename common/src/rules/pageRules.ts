/** Rules for the CMS (home, FAQ, mission/vision/values) and the 'Como nos conheceu?' list. */
export const PAGE_TITLE_MAX = 200;
export const PAGE_TEXT_MAX = 5000;

/** `?page=` values of `GET|PUT /v1/pages` (spec §7). */
export const pageKeys = ['home', 'common_questions', 'quest'] as const;
export type PageKey = (typeof pageKeys)[number];

export const mvvTypeLabels = { mission: 'Missão', vision: 'Visão', value: 'Valores' } as const;

export const pageMessages = {
  /** Spec §5: FAQ title required on create. */
  titleRequired: 'Preencha o campo titulo',
  titleTooLong: `O título deve ter no máximo ${PAGE_TITLE_MAX} caracteres`,
  descriptionRequired: 'Preencha o campo descrição',
  textTooLong: `O texto deve ter no máximo ${PAGE_TEXT_MAX} caracteres`,
  homeFieldRequired: 'Preencha todos os campos da Home',
  invalidPage: 'Página inválida (home, common_questions ou quest).',
  faqCreated: 'Pergunta cadastrada com sucesso!',
  saved: 'Registro salvo com sucesso',
  faqDeleted: 'Pergunta deletada com sucesso!',
  faqNotFound: 'Pergunta não encontrada.',
  mvvNotFound: 'Item não encontrado.',
  exists: 'Este registro já existe.',
} as const;

/**
 * The FAQ entries the packages page shows (issue #35 item 7): a provider's questions — those about credits or
 * partners ("parceiro", the provider's word in the texts); a requester's (what a request costs, the "Verificado"
 * badge) stay on /perguntas-frequentes. The FAQ has no audience field, so its words decide.
 */
export const isProviderFaq = (faq: { title: string; description: string }): boolean =>
  /cr[ée]dito|parceir/i.test(`${faq.title}\n${faq.description}`);

/**
 * The home's promise of free contacts is said once (issue #35 item 9): the line under the search appears only when the
 * admin's subtitle does not already promise "até N contatos".
 */
export const promisesContacts = (text: string): boolean => /at[eé]\s+\d+\s+contatos/i.test(text);
