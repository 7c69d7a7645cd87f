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

/** How long a demand stays open to subscriptions. */
export const DEMAND_OPEN_DAYS = 30;
/** At most 5 providers per demand (spec §1, §9). */
export const MAX_SUBSCRIBERS = 5;

/** Wizard delays (spec §4): step 1 → 2 about 1.6 s, step 2 → 3 1 s, step 3 → / 2.5 s. */
export const STEP1_DELAY_MS = 1_600;
export const STEP2_DELAY_MS = 1_000;
export const STEP3_DELAY_MS = 2_500;

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

/** Situação select of the admin edit (spec §2): Em Aberto = true, Fechado = false. */
export const DEMAND_STATUS_OPTIONS = [
  { value: true, label: 'Em Aberto' },
  { value: false, label: 'Fechado' },
] as const;
