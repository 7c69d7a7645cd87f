import { testFiscalData } from '../../test-support/fiscalData';
/** Direct API calls for arranging data before a browser test looks at it. */
export async function logInThroughApi(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth`, {
    headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export async function createArea(baseUrl: string, token: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/v1/area`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`creating area ${name} failed: ${response.status}`);
}

/** What a call of `apiClient().post` answered: the JSON body and the log position of the write (`X-Position`). */
export interface ApiReply {
  body: Record<string, unknown>;
  position: string;
}

/** Marta Prado, SST provider in Campinas: the partner the public pages' suites sign up and show. */
export const martaPrado = {
  name: 'Marta',
  surname: 'Prado',
  phone: '19991234567',
  email: 'marta@prado-sst.com.br',
  password: 'segredo123',
};

/**
 * The product's API called directly, as a script would (set-up a test does not need to click through): JSON in and
 * out, an optional session token. `app` is read at each call, so the client can be made when the suite is declared.
 */
export function apiClient(app: { readonly url: string }) {
  const client = {
    /** POST /v1`path` with `body` as JSON, as `token` when given, with `headers`; throws on a status other than 2xx. */
    async post(path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<ApiReply> {
      const response = await fetch(`${app.url}/v1${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
      return {
        body: (await response.json()) as Record<string, unknown>,
        position: response.headers.get('x-position') ?? '',
      };
    },
    /** GET /v1`path` as `token` once the log position `position` is visible (`X-Min-Position`); the JSON body. */
    async get(path: string, token: string, position: string): Promise<Record<string, unknown>> {
      const response = await fetch(`${app.url}/v1${path}`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Min-Position': position },
      });
      return (await response.json()) as Record<string, unknown>;
    },
    /**
     * As `token`, once `after` is visible: the first package of the catalogue bought by card through the sandbox
     * checkout (its page opened, then paid). The checkout's token, the payment's log position and the credits bought.
     */
    async buyFirstPackageByCard(
      token: string,
      after: string,
    ): Promise<{ checkoutToken: string; position: string; credits: number }> {
      const packages = (await client.get('/dashboard/packages', token, after)) as {
        data: { id: number; credits: number }[];
      };
      // The NFS-e's fiscal data, asked before the first purchase (docs/invoicing.md); the same data again records nothing.
      await fetch(`${app.url}/v1/fiscal-data`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(testFiscalData('Parceiro de Teste')),
      });
      const checkout = await client.post('/checkout', { product_id: packages.data[0]!.id }, token);
      const checkoutToken = String(checkout.body.token);
      await client.get(`/checkout/sandbox?token=${checkoutToken}`, token, checkout.position);
      const paid = await client.post('/checkout/sandbox/pay', { token: checkoutToken, method: 'card' });
      return { checkoutToken, position: paid.position, credits: packages.data[0]!.credits };
    },
    /**
     * A provider signs up (`POST /v1/auth`, password `segredo1` unless given) and, with `details`, fills the personal
     * details step (`POST /v1/details/pf`, CPF `cpf` or 529.982.247-25, the phone split into DDD and number, found through
     * Google). The session token and the log position of the sign-up.
     */
    async signUpProvider(
      person: { name: string; surname: string; phone: string; email: string; password?: string },
      details?: { street: string; profession: string; register: string; cpf?: string },
    ): Promise<{ token: string; position: string }> {
      const { password = 'segredo1', ...rest } = person;
      const signup = await client.post('/auth', { ...rest, password });
      const token = signup.body.token as string;
      if (details) {
        const pf = {
          cpf: details.cpf ?? '52998224725',
          name: person.name,
          surname: person.surname,
          street: details.street,
          DDD: person.phone.slice(0, 2),
          Phone: person.phone.slice(2),
          profission: details.profession,
          register: details.register,
          socialnetwork: 'Google',
        };
        await client.post('/details/pf', pf, token);
      }
      return { token, position: signup.position };
    },
    /**
     * As `token` (signed up at `after`): the first package bought by card, then a seat on `demand` once the provider
     * sees it and the credits. The log position of the subscription.
     */
    async buyAndSubscribe(token: string, after: string, demand: { id: number; position: string }): Promise<string> {
      const paid = await client.buyFirstPackageByCard(token, after);
      await client.get('/companys/service?page=1', token, demand.position);
      await client.get('/auth/me', token, paid.position);
      return (await client.post('/subs', undefined, token, { id: String(demand.id) })).position;
    },
    /** The id of the catalogue's area named `name` (`GET /v1/area`). */
    async areaId(name: string): Promise<number> {
      const areas = (await (await fetch(`${app.url}/v1/area`)).json()) as { data: { id: number; name: string }[] };
      return areas.data.find((area) => area.name === name)!.id;
    },
    /**
     * As `token`, once `after` is visible: the provider's service profile (`POST /v1/company/detail`) in the area `area`
     * with every NR, no eSocial software, serving `cities` (comma-separated) of `uf`. The log position of the write.
     */
    async serviceProfile(
      token: string,
      after: string,
      profile: { area: number; uf: string; cities: string },
    ): Promise<string> {
      const body = {
        area: String(profile.area),
        nrs: 'null',
        esocial: 'Não, e não pretendo adquirir',
        software: null,
        uf: profile.uf,
        city: profile.cities,
      };
      return (await client.post('/company/detail', body, token, { 'X-Min-Position': after })).position;
    },
    /** The address of the public page of the provider `token` (`/parceiros/<slug>-<id>`) once `after` is visible. */
    async publicPagePath(token: string, after: string, slug: string): Promise<string> {
      const me = (await client.get('/auth/me', token, after)) as { userData: { id: string } };
      return `/parceiros/${slug}-${me.userData.id}`;
    },
    /**
     * The dev mailbox once a mail matching `wanted` is in it (up to 10 s): some e-mails leave after the answer of the call
     * that caused them, e.g. the requester's on a subscription (ADR 0152).
     */
    async mailboxWith(wanted: (mail: SentMail) => boolean): Promise<SentMail[]> {
      for (let tries = 0; ; tries += 1) {
        const mails = (await (await fetch(`${app.url}/v1/dev/mailbox`)).json()) as SentMail[];
        if (mails.some(wanted) || tries >= 40) return mails;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
  return client;
}

/** A mail of the dev mailbox (`GET /v1/dev/mailbox`). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
