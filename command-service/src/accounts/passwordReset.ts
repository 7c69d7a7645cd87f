import { createHmac, randomInt } from 'node:crypto';

/** Letters and digits without the look-alikes (0/O, 1/I/L), so a code read from an e-mail is typed right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 12 symbols of 31: about 59 bits, shown in three groups of four (`K7QM-3XTA-98RW`, 14 characters, under the form's 20). */
const LENGTH = 12;
const GROUP = 4;

export function newResetCode(): string {
  const symbols = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return symbols.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');
}

/**
 * Codes are kept only as an HMAC-SHA-256 under a key derived from the server secret (ADR 0110): the events (and so
 * Kafka and exports) hold nothing that can be checked offline against the ~2^59 possible codes. Case, spaces and
 * dashes typed by the user do not matter.
 */
export function hashResetCode(code: string, serverSecret: string): string {
  const key = createHmac('sha256', serverSecret).update('conectasst/password-reset-code/v1').digest();
  return createHmac('sha256', key)
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('hex');
}

/** The e-mail with a password-reset code (`ttlMinutes` as the code's rule says). */
export function passwordResetMail(
  publicUrl: string,
  to: { email: string; name: string | null },
  code: string,
  ttlMinutes: number,
): { to: string; subject: string; text: string } {
  return {
    to: to.email,
    subject: 'ConectaSST: código para redefinir sua senha',
    text: [
      `Olá${to.name ? `, ${to.name}` : ''}!`,
      '',
      `Seu código para redefinir a senha é: ${code}`,
      `Ele vale por ${ttlMinutes} minutos e pode ser usado uma vez, em ${publicUrl}/change/password.`,
      '',
      'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
  };
}
