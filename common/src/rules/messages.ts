/** Messages the spec fixes (spec §8) and the generic ones every screen shares. */
export const messages = {
  loading: 'Carregando...',
  confirmDelete: 'Tem certeza que deseja excluir o registro?',
  confirmCancel: 'Tem certeza que deseja cancelar? Os dados informados serão perdidos.',
  recordSaved: 'Registro salvo com sucesso',
  invalidCredentials: 'Credenciais invalidas.',
  somethingWentWrong: 'Algo deu errado, tente novamente.',
  unauthenticated: 'Faça login para continuar.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  notFound: 'Recurso não encontrado.',
  invalidRequest: 'Requisição inválida.',
  invalidCharacters: 'O texto contém caracteres inválidos.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  /** A `Content-Encoding: gzip|deflate|br` body that does not decompress (issue #33). */
  corruptBody: 'O corpo da requisição está corrompido: não foi possível descompactá-lo (Content-Encoding).',
  /** A path outside the API that no page, file or route of the site serves. */
  pageNotFound: 'Página não encontrada.',
  minPositionBeyondHead:
    'Cabeçalho X-Min-Position posterior à última gravação: envie uma posição recebida em X-Position.',
  readBehind: 'Os dados ainda estão sendo atualizados. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  methodNotAllowed: 'Método não permitido para este endereço.',
  conflict: 'O registro foi alterado por outra pessoa. Recarregue e tente novamente.',
  /** The same `Idempotency-Key` with another request (ADR 0158). */
  idempotencyKeyReused:
    'Esta chave de idempotência já foi usada com outro conteúdo. Envie o novo pedido com outra chave.',
  internal: 'Erro interno. Tente novamente em instantes.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;

/**
 * The name field and the save toast of the admin catalogue forms (areas, NRs, services, packages): the same texts,
 * each form's own length limit (ADR 0140).
 */
export function catalogueFormMessages(nameMax: number, nameRequired = 'Preencha o campo nome') {
  return { nameRequired, nameTooLong: `O nome deve ter no máximo ${nameMax} caracteres`, saved: messages.recordSaved };
}
