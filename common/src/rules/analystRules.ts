/**
 * The analyst role (issue #40, ADR 0178): invited by an admin, reads the event streams ("Eventos") and the audit
 * screens, never writes, and sees personal data masked.
 */

/** How long the set-password code of an invitation stays valid (a recovery code lasts RESET_CODE_TTL_MINUTES). */
export const ANALYST_INVITE_TTL_HOURS = 72;

/**
 * What an analyst reads in place of a personal datum (ADR 0178): the stream browser's and time travel's keyless decode
 * (`EventCatalogue.decodeMasked`) and the audit screens' answers to an analyst (names, free text typed by a person).
 */
export const PERSONAL_DATA_MASK = '•••';

export const analystMessages = {
  invited: 'Convite enviado. O analista recebe por e-mail um link para definir a senha.',
  reinvited: 'Este analista já tinha conta: enviamos um novo link para definir a senha.',
  emailTakenByOtherRole: 'Este e-mail já pertence a uma conta que não é de analista.',
} as const;

export const ANALYST_STATUS_LABELS = {
  invited: 'Aguardando senha',
  expired: 'Convite expirado',
  active: 'Ativo',
} as const;

/**
 * Where an invitation stands at `now`: a password set makes the analyst active (a later link does not change that);
 * otherwise the last link is still valid ('invited') or expired.
 */
export function analystStatus(
  invite: { passwordSetAt: string | null; inviteExpiresAt: string | null },
  now: Date,
): 'invited' | 'expired' | 'active' {
  if (invite.passwordSetAt) return 'active';
  return invite.inviteExpiresAt && Date.parse(invite.inviteExpiresAt) > now.getTime() ? 'invited' : 'expired';
}
