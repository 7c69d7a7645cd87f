/**
 * The invitation of an analyst (issue #40): the recovery's code, in a link that fills the "Redefinir senha" form
 * (`/change/password?codigo=…`), and the code itself for typing.
 */
export function analystInviteMail(
  publicUrl: string,
  to: { email: string; name: string },
  code: string,
  ttlHours: number,
): { to: string; subject: string; text: string } {
  return {
    to: to.email,
    subject: 'ConectaSST: convite para analista — defina sua senha',
    text: [
      `Olá, ${to.name}!`,
      '',
      'Você foi convidado(a) como analista da ConectaSST: poderá consultar os eventos e as telas de auditoria, com os dados pessoais mascarados.',
      `Defina sua senha em ${publicUrl}/change/password?codigo=${encodeURIComponent(code)}`,
      `(ou digite o código ${code} em ${publicUrl}/change/password). O link vale por ${ttlHours} horas e pode ser usado uma vez.`,
      '',
      'Depois, entre em ' + `${publicUrl}/login com este e-mail e a senha escolhida.`,
    ].join('\n'),
  };
}
