/**
 * Account messages, without the IBGE tables and document checks of accountRules.ts: code that only needs the messages
 * (the browser's entry chunk) does not pull @brazilian-utils in. The limits they quote are in accountLimits.ts.
 */
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, RESET_CODE_MAX } from './accountLimits';

export const accountMessages = {
  invalidEmail: 'E-mail invalido!',
  invalidPhone: 'Numero de telefone invalido!',
  passwordsDiffer: 'Suas senhas não são iguais invalido!',
  passwordTooShort: `A senha deve conter no mínimo ${PASSWORD_MIN} caracteres`,
  passwordTooLong: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`,
  nameRequired: 'Preencha o campo nome',
  surnameRequired: 'Preencha o campo sobrenome',
  nameTooLong: `O nome deve ter no máximo ${NAME_MAX} caracteres`,
  surnameTooLong: `O sobrenome deve ter no máximo ${NAME_MAX} caracteres`,
  /** Server data of a signup whose e-mail is taken (spec §8); the screen shows `userExistsShown`. */
  userExists: 'User already exists.',
  userExistsShown: 'Usuário já existe',
  emailEmpty: 'Campo email está vazio.',
  codeEmpty: 'Campo código está vazio.',
  codeTooLong: `O código deve ter no máximo ${RESET_CODE_MAX} caracteres`,
  passwordRequired: 'Preencha o campo senha',
  recoverySent: 'Enviamos um código para o seu e-mail. Ele vale por 30 minutos.',
  recoveryUnknownEmail: 'E-mail não encontrado.',
  /** A partner id (admin screens, ledger, LGPD erasure) that names no provider account. */
  partnerNotFound: 'Parceiro não encontrado.',
  passwordChanged: 'Senha alterada com sucesso!',
  invalidCode: 'Código inválido ou expirado.',
  signedOut: 'Você saiu da sua conta.',
  somethingWrong: 'Algo deu errado, tente novamente.',
  detailsAdded: 'Detalhes adicionados com sucesso!',
  detailsFailed: 'Houve um erro, tente novamente!',
  invalidCpf: 'CPF inválido.',
  invalidCnpj: 'CNPJ inválido.',
  invalidCep: 'CEP inválido.',
  invalidDdd: 'DDD inválido.',
  cpfTaken: 'Este CPF já está cadastrado em outra conta.',
  cnpjTaken: 'Este CNPJ já está cadastrado em outra conta.',
  alreadyCompany: 'Sua conta já está cadastrada como Pessoa Jurídica; uma conta não pode ser dos dois tipos.',
  alreadyIndividual: 'Sua conta já está cadastrada como Pessoa Física; uma conta não pode ser dos dois tipos.',
  required: (field: string) => `Preencha o campo ${field}`,
  noDetails: 'Dados ainda não informados.',
  profileSaved: 'Dados salvos com sucesso.',
  noArea: 'Selecione qual área sua empresa atua!',
  noEsocial:
    'Selecione se você e/ou sua empresa possuiem sistema informatizado de gestão da saúde e segurança do trabalho que atenda o e-Social.',
  noRegions: 'Selecione quais estados e cidades sua empresa atende!',
  noState: 'Selecione algum estado.',
  noCity: 'Selecione alguma cidade.',
  unknownArea: 'Área inválida ou indisponível.',
  unknownNr: 'NR inválida ou indisponível.',
  unknownState: 'Estado inválido.',
  unknownCity: (city: string) => `Cidade inválida: ${city}.`,
  softwareNotAllowed: 'Informe o sistema apenas quando a resposta do e-Social permitir.',
  providersOnly: 'Somente parceiros têm cadastro de serviços.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;

/** Why a new password (sign-up, reset) is refused, or undefined: the rule the forms and the server schemas share. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX) return accountMessages.passwordTooLong;
  return undefined;
}
