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
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  conflict: 'O registro foi alterado por outra pessoa. Recarregue e tente novamente.',
  internal: 'Erro interno. Tente novamente em instantes.',
} as const;
