/**
 * Account limits and constants (spec §5, §9), shared by the forms and the server. Light on purpose, like
 * accountMessages.ts, which quotes them: no @brazilian-utils (accountRules.ts re-exports them with the checks).
 */
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/**
 * One limit for every field that sets a password (sign-up, reset), read by the forms and the server schemas alike
 * (ADR 0159: the spec's input maximum of 10 cut longer passwords silently; NIST 800-63B asks for at least 64).
 */
export const PASSWORD_MAX = 64;
/**
 * What sign-up and reset accepted before ADR 0159 (the API took up to 1024 characters): login accepts up to this, so
 * an account made then keeps working. It never sets a password.
 */
export const PASSWORD_LOGIN_MAX = 1024;
export const RESET_CODE_MAX = 20;
/** How long a password reset code stays valid. */
export const RESET_CODE_TTL_MINUTES = 30;

export const PERSON_TYPE = { individual: 1, company: 2 } as const;
export type PersonType = (typeof PERSON_TYPE)[keyof typeof PERSON_TYPE];

export const ALL = 'All';
export const NO_NRS = 'null';
