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

/**
 * Reviews nobody can fake from the inside (issue #33 item 4, ADR 0157). Who asked for the budget, as the demand
 * carries it (decoded under the requester's key), and the reviewed provider's own account, as the users read model
 * keeps it. Values arrive raw; `selfDealing` normalises them.
 */
export interface RequesterIdentity {
  email: string;
  phone: string;
  /** First name and surname, as typed. */
  name: string;
  /** The company (Razão social) typed in the wizard. */
  company: string;
}

export interface ProviderIdentity {
  emails: readonly string[];
  /** Every phone of the account (sign-up, details, profile), as stored. */
  phones: readonly string[];
  /** CPF and/or CNPJ. */
  documents: readonly string[];
  /** Razão social and nome fantasia. */
  companies: readonly string[];
  /** The account's name and surname, and the contact person's of the company details. */
  names: readonly string[];
}

/** Refuse: the requester is the provider (same e-mail, phone, CPF/CNPJ or company). */
export type SelfDealingMatch = 'email' | 'phone' | 'document' | 'company';
/** Flag for moderation: the same full name, or the same company e-mail domain. */
export type SelfDealingSignal = 'name' | 'emailDomain';

/** Webmail domains shared by millions: the same one says nothing. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'icloud.com',
  'me.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'proton.me',
  'protonmail.com',
]);
/** Legal forms that do not tell two companies apart. */
const COMPANY_FORMS = new Set(['ltda', 'me', 'epp', 'eireli', 'mei', 'sa', 's', 'a', 'cia', 'slu', 'ss']);

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `Fulano.Tal+sst@GMail.com` → `fulanotal@gmail.com`: case, a `+tag`, and Gmail's dots do not make another mailbox. */
export function normalizeMailbox(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const host = domain === 'googlemail.com' ? 'gmail.com' : domain;
  const box = local.split('+')[0]!;
  return host ? `${host === 'gmail.com' ? box.replace(/\./g, '') : box}@${host}` : '';
}

/** Digits only, without the country code or a trunk 0: `+55 (11) 98765-4321` → `11987654321`; '' when too short to tell. */
export function normalizePhone(phone: string): string {
  let digits = phone.replace(/\D+/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  return digits.length >= 10 ? digits : '';
}

/** `Malhas Vale Ltda.` and `MALHAS VALE - LTDA` → `malhas vale`; '' when nothing telling is left. */
export function normalizeCompany(name: string): string {
  const words = plain(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !COMPANY_FORMS.has(w));
  const text = words.join(' ');
  return text.replace(/ /g, '').length >= 4 ? text : '';
}

const normalizeName = (name: string) =>
  plain(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** CPF or CNPJ numbers written inside a text (the requester's company field). */
const documentsIn = (text: string) =>
  (text.match(/\d{2,3}\.?\d{3}\.?\d{3}(?:\/?\d{4})?-?\d{2}/g) ?? [])
    .map((d) => d.replace(/\D+/g, ''))
    .filter((d) => d.length === 11 || d.length === 14);
const domainOf = (mailbox: string) => mailbox.split('@')[1] ?? '';
const nonEmpty = (values: readonly string[]) => new Set(values.filter(Boolean));

/**
 * What the requester of a demand has in common with the provider reviewed or marked as hired: `same` refuses the
 * review or the mark, `signals` only send the review to the admins' queue. Empty values never match.
 */
export function selfDealing(
  requester: RequesterIdentity,
  provider: ProviderIdentity,
): { same: SelfDealingMatch[]; signals: SelfDealingSignal[] } {
  const same: SelfDealingMatch[] = [];
  const signals: SelfDealingSignal[] = [];
  const mailbox = requester.email ? normalizeMailbox(requester.email) : '';
  const mailboxes = nonEmpty(provider.emails.map(normalizeMailbox));
  if (mailbox && mailboxes.has(mailbox)) same.push('email');
  const phone = normalizePhone(requester.phone);
  if (phone && nonEmpty(provider.phones.map(normalizePhone)).has(phone)) same.push('phone');
  const documents = nonEmpty(provider.documents.map((d) => d.replace(/\D+/g, '')));
  if (documentsIn(requester.company).some((d) => documents.has(d))) same.push('document');
  const company = normalizeCompany(requester.company);
  if (company && nonEmpty(provider.companies.map(normalizeCompany)).has(company)) same.push('company');
  const name = normalizeName(requester.name);
  if (name.includes(' ') && nonEmpty(provider.names.map(normalizeName)).has(name)) signals.push('name');
  const domain = domainOf(mailbox);
  if (
    domain &&
    !PUBLIC_MAIL_DOMAINS.has(domain) &&
    [...mailboxes].some((m) => domainOf(m) === domain) &&
    !same.includes('email')
  )
    signals.push('emailDomain');
  return { same, signals };
}

export const selfDealingMessages = {
  review:
    'Esta avaliação não pode ser registrada: os dados de contato desta demanda (e-mail, telefone ou empresa) são os do próprio parceiro avaliado.',
  hire: 'Não é possível marcar este parceiro como contratado: os dados de contato desta demanda (e-mail, telefone ou empresa) são os do próprio parceiro.',
  /** The reason of the automatic report the admins read in the queue ('Confiança' → 'Avaliações'). */
  flag: (signals: readonly SelfDealingSignal[]) =>
    `Verificação automática: ${signals
      .map((s) =>
        s === 'name'
          ? 'o nome de quem pediu o orçamento é o mesmo do parceiro avaliado'
          : 'o e-mail de quem pediu o orçamento é do mesmo domínio que o do parceiro avaliado',
      )
      .join('; ')}.`,
} as const;
