import type { TestApi } from './testApp';

/** The body of `POST /v1/demanda` (the contact's e-mail is where the link goes). */
export type DemandBody = {
  nrs: unknown[];
  contact: { Email: string; [field: string]: unknown };
  [field: string]: unknown;
};

/** Changes to a demand body: each section's fields given here replace the builder's, the others stay. */
export interface DemandChanges {
  primary?: Record<string, unknown>;
  location?: Record<string, unknown>;
  contact?: Record<string, unknown>;
}

/** The services a demand asks for: one id, or the list as the wizard sends it (ids or `{ id, name }`). */
export type DemandServices = number | readonly unknown[];

/** Who asks and for what company: the fields a builder below fills in, each builder one requester. */
interface Requester {
  branch: string;
  companyType: string;
  employees: string;
  maxDate: string;
  uf: string;
  city: string;
  street: string;
  about?: string;
  name: string;
  surname: string;
  corporateName: string;
  department?: string;
  role?: string;
  phone: string;
}

type DemandBuilder = (services: DemandServices, email: string, changes?: DemandChanges) => DemandBody;

/** The builder of one requester's demands: the sections of the body, each changed by `changes`. */
function demandOf(r: Requester): DemandBuilder {
  return (services, email, changes = {}) => ({
    nrs: typeof services === 'number' ? [services] : [...services],
    terms: true,
    primary: {
      branchOfTheCompany: r.branch,
      companyType: r.companyType,
      numberOfemployees: r.employees,
      maxDate: r.maxDate,
      ...changes.primary,
    },
    location: {
      UF: r.uf,
      City: r.city,
      Street: r.street,
      Contact: 'Sem preferência',
      About: r.about ?? '',
      ...changes.location,
    },
    contact: {
      Name: r.name,
      Surname: r.surname,
      CorporateName: r.corporateName,
      DepartmentName: r.department ?? 'Proprietário(a) / CEO',
      ...(r.role === undefined ? {} : { Role: r.role }),
      Email: email,
      ConfirmEmail: email,
      Phone: r.phone,
      ...changes.contact,
    },
  });
}

/** A confirmed-able demand from Blumenau/SC (a textile mill, 51 to 100 employees) for one service, mailed to `email`. */
export const blumenauDemand = demandOf({
  branch: 'Indústria',
  companyType: 'Têxtil',
  employees: '51 a 100',
  maxDate: 'Em até 30 dias',
  uf: 'SC',
  city: 'Blumenau',
  street: 'Itoupava',
  name: 'Clara',
  surname: 'Schmidt',
  corporateName: 'Malhas Vale Ltda',
  phone: '47987654321',
});

/** A confirmed-able demand from Contagem/MG (a metalworks, 51 to 100 employees) for one service, mailed to `email`. */
export const contagemDemand = demandOf({
  branch: 'Indústria',
  companyType: 'Metalúrgica',
  employees: '51 a 100',
  maxDate: 'O mais rápido possível',
  uf: 'MG',
  city: 'Contagem',
  street: 'Eldorado',
  name: 'Rita',
  surname: 'Moura',
  corporateName: 'Metal Forte',
  phone: '31987654321',
});

/**
 * A confirmed-able demand from Campinas/SP (a metalworks of 51 to 100 employees whose PGR is to be updated, asked by
 * its HR manager), mailed to `email`.
 */
export const campinasDemand = demandOf({
  branch: 'Indústria',
  companyType: 'Metalúrgica',
  employees: '51 a 100',
  maxDate: 'Em até 30 dias',
  uf: 'SP',
  city: 'Campinas',
  street: 'Distrito Industrial',
  about: 'Precisamos do PGR atualizado.',
  name: 'Paula',
  surname: 'Ramos',
  corporateName: 'Metalúrgica Campinas Ltda',
  department: 'RH - Recursos Humanos',
  role: 'Gerente',
  phone: '(19) 98765-4321',
});

/** A confirmed-able demand from Niterói/RJ (a supermarket of 21 to 50 employees, as soon as possible), mailed to `email`. */
export const niteroiDemand = demandOf({
  branch: 'Comércio',
  companyType: 'Supermercado',
  employees: '21 a 50',
  maxDate: 'O mais rápido possível',
  uf: 'RJ',
  city: 'Niterói',
  street: 'Centro',
  name: 'Marcos',
  surname: 'Teixeira',
  corporateName: 'Mercado Bom Preço',
  phone: '21987654321',
});

/**
 * A confirmed-able demand from a small metalworks (Metal Ltda, 1 to 20 employees, within 60 days) in Campinas/SP unless
 * `changes.location` says otherwise, mailed to `email`.
 */
export const smallMetalworksDemand = demandOf({
  branch: 'Indústria',
  companyType: 'Metalúrgica',
  employees: '01 a 20',
  maxDate: 'Em até 60 dias',
  uf: 'SP',
  city: 'Campinas',
  street: 'Centro',
  name: 'Ana',
  surname: 'Dias',
  corporateName: 'Metal Ltda',
  phone: '(19) 98765-4321',
});

/** Where the requester's mail is read: by default the dev mailbox; a real SMTP test server's received mail otherwise. */
export interface MailSource {
  mails?: () => readonly { to: string | readonly string[]; text: string }[];
}

/**
 * Files a demand through `POST /v1/demanda` and confirms it the way a requester does: the confirmation link is read
 * from the dev mailbox (the mail port's local adapter), or from `source.mails` (an SMTP test server's), and its token
 * posted to `/v1/minha-demanda/confirm`, so the demand is published to providers (ADR 0080). Works on a supertest app
 * (`TestApi`) or a running server's base URL.
 *
 * Returns the demand id, the token of the requester's page, and the log position of the confirmation (pass it as
 * `X-Min-Position` before a provider looks for the demand).
 */
export async function fileConfirmedDemand(
  target: TestApi | string,
  body: DemandBody,
  source: MailSource = {},
): Promise<FiledDemand> {
  const filed = await fileDemand(target, body, source);
  const confirmed = await call(target, '/v1/minha-demanda/confirm', { token: filed.token });
  if (confirmed.status !== 200)
    throw new Error(`confirming demand ${filed.id} failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { ...filed, position: confirmed.position || filed.position };
}

export interface FiledDemand {
  id: number;
  /** The token of the requester's page, from the e-mail. */
  token: string;
  position: string;
}

/** Files a demand (left unconfirmed) and returns its id, the e-mailed token and the filing's log position. */
export async function fileDemand(
  target: TestApi | string,
  body: DemandBody,
  source: MailSource = {},
): Promise<FiledDemand> {
  const filed = await call(target, '/v1/demanda', body);
  if (filed.status !== 201) throw new Error(`filing a demand failed: ${filed.status} ${JSON.stringify(filed.body)}`);
  const id = (filed.body as { data: { id: number } }).data.id;
  return { id, token: await tokenFromMailbox(target, body.contact.Email, id, source), position: filed.position };
}

/**
 * The dev mailbox once the e-mails of every subscription committed so far have left: a requester hears of a provider's
 * seat from the log, after the subscription's answer (ADR 0152).
 */
export async function mailboxAfterSubscriptions(
  api: TestApi,
): Promise<ReturnType<NonNullable<TestApi['system']['devMailbox']>['list']>> {
  await api.system.requesterMails!.caughtUp();
  return api.system.devMailbox!.list();
}

/** The newest requester link for this demand in the mailbox of `email` (receipt, confirmation or subscription mail). */
export async function tokenFromMailbox(
  target: TestApi | string,
  email: string,
  demandId: number,
  source: MailSource = {},
): Promise<string> {
  const mails = source.mails
    ? source.mails()
    : typeof target === 'string'
      ? ((await (await fetch(`${target}/v1/dev/mailbox`)).json()) as { to: string; text: string }[])
      : target.system.devMailbox!.list();
  const wanted = email.trim().toLowerCase();
  for (const mail of mails) {
    if (![mail.to].flat().some((to) => to.trim().toLowerCase() === wanted)) continue;
    for (const match of mail.text.matchAll(/\/minha-demanda\/((\d+)\.\d+\.[A-Za-z0-9_-]+)/g)) {
      if (Number(match[2]) === demandId) return match[1]!;
    }
  }
  throw new Error(`no requester link for demand ${demandId} in the mailbox of ${email}`);
}

async function call(
  target: TestApi | string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown; position: string }> {
  if (typeof target === 'string') {
    const response = await fetch(`${target}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), position: response.headers.get('x-position') ?? '' };
  }
  const { default: request } = await import('supertest');
  const response = await request(target.system.app)
    .post(path)
    .send(body as object);
  return { status: response.status, body: response.body, position: String(response.headers['x-position'] ?? '') };
}
