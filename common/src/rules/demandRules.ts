/** Demand wizard rules (spec §5, §9), shared by the wizard and the server. */
export const OTHER_BRANCH = 'Não encontrei meu ramo';
export const BRANCHES = ['Comércio', 'Indústria', 'Prestação de Serviços', OTHER_BRANCH] as const;
export const EMPLOYEE_RANGES = ['01 a 20', '21 a 50', '51 a 100', '101 a 200', '201 a 500', 'Mais de 500'] as const;
export const NEEDED_BY = [
  'O mais rápido possível',
  'Em até 30 dias',
  'Em até 60 dias',
  'Ainda não tenho previsão',
  'Estou passando por fiscalização ou auditoria',
] as const;
export const CONTACT_PREFERENCES = ['Somente empresas', 'Somente profissionais autônomos', 'Sem preferência'] as const;

/** Step 3's optional "Prefiro ser contatado por" (issue #36 item 3): how the requester wants to be reached. */
export const CONTACT_CHANNELS = ['whatsapp', 'ligacao', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  whatsapp: 'WhatsApp',
  ligacao: 'Ligação',
  email: 'E-mail',
};

/** How long a demand stays open to subscriptions. */
export const DEMAND_OPEN_DAYS = 30;
/** At most 5 providers per demand (spec §1, §9). */
export const MAX_SUBSCRIBERS = 5;
/** Subscribing to a demand costs 10 credits (spec §9): the wallet's reservation, the listing's price, the dialog. */
export const SUBSCRIPTION_COST = 10;

/** An unconfirmed demand (requester never clicked the e-mail link) is closed this long after filing (ADR 0080). */
export const UNCONFIRMED_EXPIRY_HOURS = 72;
/**
 * A second unconfirmed demand with the same e-mail and services inside this window is refused as a repeat filing
 * ('Pedido repetido', ADR 0081). Not the lead refund's window, `DUPLICATE_LEAD_REFUND_WINDOW_HOURS` in trustRules.ts.
 */
export const REPEAT_FILING_WINDOW_HOURS = 24;
/** How long a link to the requester's page stays valid after it was mailed. */
export const REQUESTER_LINK_DAYS = 90;

/**
 * The needed-by answer as days after filing (the requester's deadline): the demand closes by itself then.
 * `null`: no deadline of its own, the demand closes at the end of its DEMAND_OPEN_DAYS.
 */
export const NEEDED_BY_DAYS: Record<(typeof NEEDED_BY)[number], number | null> = {
  'O mais rápido possível': 7,
  'Em até 30 dias': 30,
  'Em até 60 dias': 60,
  'Ainda não tenho previsão': null,
  'Estou passando por fiscalização ou auditoria': 7,
};

/** Why a demand closed (DemandClosed v2). `admin`: Situação 'Fechado' on the admin form (and every v1 close). */
export const CLOSE_REASONS = ['admin', 'hired', 'cancelled', 'deadline', 'expired', 'full', 'unconfirmed'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  admin: 'Fechada pela administração',
  hired: 'Você já contratou',
  cancelled: 'Pedido cancelado',
  deadline: 'Prazo desejado atingido',
  expired: 'Prazo de 30 dias encerrado',
  full: '5 parceiros inscritos',
  unconfirmed: 'E-mail não confirmado em 72 horas',
};

/** Verification state of a demand as admins see it (column and filter of /admin/demanda). */
export const VERIFICATION_STATES = ['pending', 'confirmed', 'admin', 'legacy', 'expired'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export const VERIFICATION_LABELS: Record<VerificationState, string> = {
  pending: 'Aguardando confirmação',
  confirmed: 'E-mail confirmado',
  admin: 'Publicada pelo admin',
  legacy: 'Anterior à verificação',
  expired: 'Não confirmada (expirou)',
};

/**
 * CNAE subclass (4711-3/02) or class (4711-3), typed with or without punctuation, the class also as IBGE and the
 * Receita write it (47.11-3: what the CNPJ lookup fills in step 1).
 */
export const CNAE_PATTERN = /^(\d{2})\.?(\d{2})-?(\d)(?:\/?(\d{2}))?$/;
/** The CNAE code in its usual form (4711-3/02), or null when it is not a CNAE code. */
export function formatCnae(value: string): string | null {
  const m = CNAE_PATTERN.exec(value.trim());
  if (!m) return null;
  return `${m[1]}${m[2]}-${m[3]}${m[4] ? `/${m[4]}` : ''}`;
}
/** Employees in one establishment: a whole number. */
export const MAX_EMPLOYEES_PER_SITE = 1_000_000;
/** Employees per establishment as a form field holds it: digits, from 1 to MAX_EMPLOYEES_PER_SITE. */
export const isEmployeesPerSiteText = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_EMPLOYEES_PER_SITE;
/** Longest activity in words (step 1, beside the CNAE code). */
export const ACTIVITY_MAX = 200;
/** Longest notes of a demand (step 2's "Observações", the admin's edit). */
export const DEMAND_NOTES_MAX = 3_000;

/** Wizard delays (spec §4): step 1 → 2 about 1.6 s, step 2 → 3 1 s, step 3 → / 2.5 s. */
export const STEP1_DELAY_MS = 1_600;
export const STEP2_DELAY_MS = 1_000;
export const STEP3_DELAY_MS = 2_500;

/** Pedido direto (ADR 0170): how long the provider the requester named holds a seat, counted from publication. */
export const DIRECT_REQUEST_HOLD_HOURS = 24;
/** Until when the named provider's seat is held (epoch ms): DIRECT_REQUEST_HOLD_HOURS after publication. */
export const directHoldEndsAt = (publishedAt: string | Date) =>
  new Date(publishedAt).getTime() + DIRECT_REQUEST_HOLD_HOURS * 3_600_000;
/** Step 1's line for a direct request: the named provider and the other seats. */
export const directRequestNote = (name: string) => `Pedido para ${name} e até 4 outros parceiros`;
/** The provider's listing and demand page, while the seat the requester reserved for them holds. */
export const RESERVED_FOR_YOU = 'Reservada para você por 24 h';

export const demandMessages = {
  branch: 'Selecione o ramo da sua empresa',
  employees: 'Selecione a quantidade de colaborades',
  neededBy: 'Selecione para quando você necessita deste(s) serviço(s)',
  companyType: 'Preencha o tipo da sua empresa',
  otherBranch: 'Informe o ramo da sua empresa',
  state: 'Selecione um estado',
  city: 'Selecione uma cidade',
  contactPreference: 'Selecione uma forma de contato',
  neighbourhood: 'Preencha o bairro',
  invalidEmail: 'O e-mail informado é inválido',
  emailsDiffer: 'Os endereços de e-mail não coincidem',
  terms: 'Você precisa aceitar os Termos e Condições Gerais de Uso e Políticas de Privacidade',
  name: 'Preencha o nome',
  surname: 'Preencha o sobrenome',
  company: 'Preencha o nome da empresa',
  department: 'Selecione o departamento',
  role: 'Selecione o cargo',
  otherText: 'Preencha este campo',
  phone: 'Telefone inválido',
  noServices: 'Selecione ao menos um serviço na página inicial.',
  unknownService: 'Serviço inválido ou indisponível.',
  sent: 'Pedido enviado com sucesso',
  /** Server data when the e-mail already has an open demand (spec §8); the screen shows `emailTakenShown`. */
  emailTaken: 'Email já cadastrado',
  emailTakenShown: 'O e-mail informado já existe',
  notFound: 'Demanda não encontrada.',
  saved: 'Registro salvo com sucesso',
  deleted: 'Registro excluído com sucesso',
  /** TakeSeat refusals (the subscription process shows them for 2 s, spec §8). */
  closed: 'Esta demanda está fechada.',
  expired: 'Esta demanda expirou.',
  full: 'Esta demanda já atingiu o limite de 5 inscritos.',
  alreadySubscribed: 'Você já está inscrito nesta demanda.',
  notSubscribed: 'Este parceiro não está inscrito nesta demanda.',
  /** Pedido direto (ADR 0170): the last seat is the named provider's for 24 h from publication. */
  directProviderUnknown: 'Parceiro não encontrado. Escolha outro parceiro ou envie o pedido sem um parceiro escolhido.',
  seatReserved:
    'A última vaga desta demanda está reservada por 24 horas para o parceiro que a empresa escolheu. Tente novamente mais tarde.',
  /** Requester verification and the requester's page (ADR 0080-0082). */
  duplicate:
    'Você já enviou um pedido com estes serviços nas últimas 24 horas. Confirme-o pelo link que enviamos para o seu e-mail ou peça um novo link.',
  invalidLink: 'Link inválido. Peça um novo link.',
  expiredLink: 'Este link expirou. Peça um novo link.',
  confirmed: 'E-mail confirmado! Seu pedido foi publicado para os parceiros.',
  alreadyConfirmed: 'Seu e-mail já estava confirmado.',
  unconfirmedExpired: 'Este pedido expirou porque o e-mail não foi confirmado em 72 horas. Envie um novo pedido.',
  notPending: 'Esta demanda já está publicada.',
  published: 'Demanda publicada.',
  alreadyClosed: 'Este pedido já está encerrado.',
  hired: 'Que bom! Seu pedido foi encerrado.',
  cancelled: 'Seu pedido foi cancelado.',
  linkResent: 'Se houver um pedido para este e-mail, enviaremos o link em instantes.',
  activity: 'Informe a atividade da empresa ou o código CNAE',
  cnae: 'Código CNAE inválido (ex.: 4711-3/02)',
  employeesPerSite: 'Informe o número de colaboradores por estabelecimento (número inteiro)',
} as const;

/** Admin 'Editar Demanda' required fields (spec §5); Observação is optional. */
export const adminDemandMessages = {
  name: 'Preencha o campo Nome',
  surname: 'Preencha o campo Sobrenome',
  corporateName: 'Preencha o campo Nome da Empresa',
  companyType: 'Preencha o campo Tipo de Empresa',
  email: 'Preencha o campo E-mail com um e-mail válido',
  neighbourhood: 'Preencha o campo Bairro',
  phone: 'Preencha o campo Telefone com DDD e número',
  status: 'Selecione a Situação',
} as const;
