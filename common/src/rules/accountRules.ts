import { getCities, getStates, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Rules for accounts and provider onboarding (spec §5, §9), shared by the forms and the server. */
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** The form caps password inputs at 10 (spec §9); the server accepts long passwords. */
export const PASSWORD_INPUT_MAX = 10;
export const PASSWORD_SERVER_MAX = 1024;
export const RESET_CODE_MAX = 20;
/** How long a password reset code stays valid. */
export const RESET_CODE_TTL_MINUTES = 30;

export const PERSON_TYPE = { individual: 1, company: 2 } as const;
export type PersonType = (typeof PERSON_TYPE)[keyof typeof PERSON_TYPE];

export const ALL = 'All';
export const NO_NRS = 'null';

export const accountMessages = {
  invalidEmail: 'E-mail invalido!',
  invalidPhone: 'Numero de telefone invalido!',
  passwordsDiffer: 'Suas senhas não são iguais invalido!',
  passwordTooShort: `A senha deve conter no mínimo ${PASSWORD_MIN} caracteres`,
  passwordTooLong: 'A senha é longa demais.',
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
  passwordChanged: 'Senha alterada com sucesso!',
  invalidCode: 'Código inválido ou expirado.',
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

export const ESOCIAL_ANSWERS = ['Sim', 'Não, porém pretendo adquirir', 'Não, e não pretendo adquirir'] as const;
/** The software question appears only for these answers (spec §5). */
export const ESOCIAL_WITH_SOFTWARE: readonly string[] = ['Sim', 'Não, porém pretendo adquirir'];
export const SOFTWARE_OPTIONS = [
  { label: 'Sistema próprio', value: 'Sistema próprio' },
  { label: 'Atento', value: 'Atento' },
  { label: 'Fazsoft SMT', value: 'Fazsoft SMT' },
  { label: 'Madu', value: 'Madu' },
  { label: 'Medget', value: 'Medget' },
  { label: 'Metra Web', value: 'Metra Web' },
  { label: 'Nexo CS', value: 'Nexo CS' },
  { label: 'Peoplenet', value: 'Peoplenet' },
  { label: 'Personal Med (Totvs)', value: 'Personal Med (Totvs)' },
  { label: 'Plustrade', value: 'Plustrade' },
  { label: 'Sesmo', value: 'Sesmo' },
  { label: 'SGG', value: 'SGG' },
  { label: 'Sigo w3 Business', value: 'Sigo w3 Business' },
  { label: 'SOC', value: 'SOC' },
  { label: 'Não sei informar', value: 'Não sei informar' },
  { label: 'Outro', value: 'Other' },
] as const;

export const PROFESSION_OPTIONS = [
  'Auxiliar de Enfermagem do Trabalho',
  'Analista de Sustentabilidade',
  'Bombeiro Civil',
  'Comerciante',
  'Consultor Ambiental',
  'Coordenador de Meio Ambiente e Sustentabilidade',
  'Enfermeiro do Trabalho',
  'Engenheiro de Segurança do Trabalho',
  'Ergonomista',
  'Fisioterapeuta Ocupacional',
  'Fonoaudiólogo',
  'Gestor Ambiental',
  'Higienista Ocupacional',
  'Médico do Trabalho',
  'Sanitarista',
  'Técnico de Segurança do Trabalho',
  'Tecnólogo em Gestão Ambiental',
  'Outro',
] as const;

export const onlyDigits = (value: string) => value.replace(/\D+/g, '');

/** A plain e-mail shape: something@something.tld, no spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;

/** DDD (2 digits, no leading 0) + a 9-digit mobile number: 11 digits once the mask is removed. */
export const isPhone = (value: string) => /^[1-9][0-9]9[0-9]{8}$/.test(onlyDigits(value));

export const isCpf = (value: string) => onlyDigits(value).length === 11 && isValidCpf(onlyDigits(value));
export const isCnpj = (value: string) => onlyDigits(value).length === 14 && isValidCnpj(onlyDigits(value));
export const isCep = (value: string) => /^\d{8}$/.test(onlyDigits(value));

export const STATE_CODES: readonly string[] = getStates().map((s) => s.code);
export const isStateCode = (uf: string) => STATE_CODES.includes(uf);

/** City names of a state, from the offline IBGE table of @brazilian-utils. */
export function citiesOf(uf: string): string[] {
  return isStateCode(uf) ? getCities(uf as Parameters<typeof getCities>[0]) : [];
}

/**
 * Street is one string of four parts joined by ' - ': postal code, street name, number (no hyphens), complement.
 */
export function joinStreet(parts: { cep: string; street: string; number: string; complement?: string }): string {
  return [onlyDigits(parts.cep), parts.street.trim(), parts.number.replace(/-/g, '').trim(), (parts.complement ?? '').trim()].join(' - ');
}

export function splitStreet(street: string): { cep: string; street: string; number: string; complement: string } {
  const [cep = '', name = '', number = '', ...rest] = street.split(' - ');
  return { cep, street: name, number, complement: rest.join(' - ') };
}
