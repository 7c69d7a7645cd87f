/** Rules for blog posts. */
export const POST_TITLE_MAX = 200;
/** Longest HTML accepted from the editor (before sanitizing). */
export const POST_HTML_MAX = 90_000;
/** Spec §3: only posts of this type are shown. */
export const POST_TYPE = 'Blog';

export const blogMessages = {
  titleRequired: 'Preencha o campo titulo',
  titleTooLong: `O título deve ter no máximo ${POST_TITLE_MAX} caracteres`,
  contentRequired: 'Escreva o conteúdo do post',
  contentTooLong: 'O conteúdo do post é longo demais',
  created: 'Post cadastrado com sucesso!',
  saved: 'Registro salvo com sucesso',
  deleted: 'Post deletado com sucesso!',
  notFound: 'Post não encontrado.',
  exists: 'Este post já existe.',
  /** Spec §2 */
  empty: 'Nenhum post disponivel',
} as const;
