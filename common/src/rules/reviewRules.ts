/** Reviews of providers by requesters (issue #21, docs/reviews.md, ADR 0125), shared by screens and server. */

export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;
/** A review can be edited this many days after it was first written. */
export const REVIEW_EDIT_DAYS = 14;
export const REVIEW_REPLY_MAX = 1000;
/** Reason of a report, and of an admin's hide/restore. */
export const REVIEW_REASON_MIN = 5;
export const REVIEW_REASON_MAX = 500;
/** "Já contratei": the requester hired someone who is not among the subscribed providers. */
export const HIRED_OTHER = 'outro';
/** The mark shown on a review of the provider the requester said they hired. */
export const HIRED_MARK = 'Contratado pela ConectaSST';
/** The requester is asked for a review this many days after the demand's first seat (issue #21 item 2). */
export const REVIEW_REQUEST_AFTER_DAYS = 7;
/**
 * A review request is sent only while its cause is this recent (the first seat 7–14 days ago, 'Já contratei' in the
 * last 7 days): a scheduler that was down, or a first deployment, does not mail the whole backlog.
 */
export const REVIEW_REQUEST_WINDOW_DAYS = 7;
/** Never more review request e-mails than this per demand (one after the first seat, one after 'Já contratei'). */
export const REVIEW_REQUESTS_MAX = 2;

export const reviewMessages = {
  stars: `Escolha de ${REVIEW_STARS_MIN} a ${REVIEW_STARS_MAX} estrelas.`,
  commentTooShort: `Escreva um comentário de pelo menos ${REVIEW_COMMENT_MIN} caracteres.`,
  commentTooLong: `Use no máximo ${REVIEW_COMMENT_MAX} caracteres no comentário.`,
  notSubscribed: 'Só é possível avaliar um parceiro que se inscreveu nesta demanda.',
  alreadyReviewed: 'Você já avaliou este parceiro nesta demanda. Edite a avaliação existente.',
  reviewNotFound: 'Avaliação não encontrada.',
  editWindowOver: `O prazo para editar esta avaliação terminou (${REVIEW_EDIT_DAYS} dias após ser escrita).`,
  hiredInvalid: 'Selecione um dos parceiros inscritos nesta demanda, ou "Outro".',
  replyEmpty: 'Escreva a resposta.',
  replyTooLong: `Use no máximo ${REVIEW_REPLY_MAX} caracteres na resposta.`,
  alreadyReplied: 'Esta avaliação já foi respondida.',
  reasonTooShort: `Explique o motivo em pelo menos ${REVIEW_REASON_MIN} caracteres.`,
  reasonTooLong: `Use no máximo ${REVIEW_REASON_MAX} caracteres no motivo.`,
  alreadyHidden: 'Esta avaliação já está oculta.',
  notHidden: 'Esta avaliação não está oculta.',
  providerId: 'Informe o parceiro avaliado.',
  reviewId: 'Informe a avaliação.',
  written: 'Avaliação publicada. Obrigado!',
  edited: 'Avaliação atualizada.',
  hiredRecorded: 'Obrigado! Registramos quem você contratou.',
  replied: 'Resposta publicada.',
  reported: 'Denúncia recebida. Um administrador vai analisar a avaliação.',
  hidden: 'Avaliação ocultada.',
  restored: 'Avaliação restaurada.',
} as const;

/** The reviewer as shown to everyone: first name and city ("Maria, Belo Horizonte"). */
export function reviewerLabel(name: string | null | undefined, city: string): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first ? `${first}, ${city}` : city;
}
