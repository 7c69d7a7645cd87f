import { webhookSignature } from '@conectasst/platform/messaging/whatsApp';
import { useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';

const { app, api, as, caughtUp, signUpProviderServing } = useTestApi();
let seq = 0;
let services: { id: number; area: number }[];
beforeAll(async () => {
  services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
});

interface SandboxMessage {
  to: string;
  template: string;
  params: string[];
}
const sandbox = async () => (await app().get('/v1/dev/whatsapp').expect(200)).body as SandboxMessage[];
const codeFor = async (phone: string) =>
  (await sandbox()).find((m) => m.to === phone && m.template === 'codigo_verificacao')!.params[0]!;
const leadsTo = async (phone: string) =>
  (await sandbox()).filter((m) => m.to === phone && m.template === 'nova_demanda');

async function provider(name: string): Promise<{ auth: string; id: string }> {
  const n = ++seq;
  return signUpProviderServing(services[0]!.area, undefined, {
    name,
    surname: `Zap ${n}`,
    email: `zap${n}@sst.com.br`,
  });
}

async function confirmedDemand(): Promise<number> {
  await caughtUp();
  const demand = await fileConfirmedDemand(api(), blumenauDemand(services[0]!.id, `rh${++seq}@cliente.com.br`));
  await api().system.instantAlerts!.caughtUp();
  return demand.id;
}

/** A delivery of Meta's webhook: an inbound text from `from`, signed (or not) with the app secret. */
function inbound(from: string, text: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [{ from, id: 'wamid.in', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
}
const appSecret = () => {
  const c = api().config.whatsApp;
  if (c.messenger === 'off') throw new Error('WhatsApp off');
  return c.appSecret;
};

/** Issue 36 item 1, WhatsApp (ADR 0162), through the local sandbox of the messaging port. */
describe('instant alerts by WhatsApp (sandbox)', () => {
  it('opt-in with consent → code on WhatsApp → verified; only then alerts; the consent text and time are recorded; PARAR (signed) stops them', async () => {
    const rui = await provider('Rui');
    // Not yet verified: an alert never goes to the number.
    const asked = await as(rui.auth)
      .post('/v1/whatsapp/opt-in', { phone: '(47) 98765-4321', consent: true })
      .expect(200);
    expect(asked.body).toEqual({ message: 'Enviamos um código de 6 dígitos para o seu WhatsApp.' });
    const code = await codeFor('5547987654321');
    expect(code).toMatch(/^\d{6}$/);
    await confirmedDemand();
    expect(await leadsTo('5547987654321')).toEqual([]);

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await as(rui.auth).post('/v1/whatsapp/verify', { code: wrong }).expect(422)).body.message).toBe(
      'Código inválido ou expirado. Peça um novo código.',
    );
    const verified = await as(rui.auth).post('/v1/whatsapp/verify', { code }).expect(200);
    expect(verified.body).toEqual({ message: 'WhatsApp confirmado. Você vai receber os alertas por lá.' });
    const state = await as(rui.auth, verified).get('/v1/whatsapp').expect(200);
    expect(state.body).toEqual({
      phone: '5547987654321',
      verified: true,
      consentText: expect.stringContaining('Autorizo o ConectaSST a enviar mensagens de WhatsApp'),
    });
    // The consent, as the log keeps it: the text shown and when.
    const recorded = (await api().system.store.read(`demand-alerts-${rui.id}`)).find(
      (e) => e.type === 'WhatsAppCodeSent',
    )!;
    const [decoded] = await api().system.catalogue.decodeMany([recorded]);
    expect(decoded!.data).toMatchObject({
      phone: '5547987654321',
      consentText: expect.stringContaining('respondendo PARAR'),
      consentAt: expect.any(String),
    });

    const demandId = await confirmedDemand();
    const leads = await leadsTo('5547987654321');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.params).toEqual([
      expect.any(String),
      'Blumenau/SC',
      `${api().config.publicUrl}/dashboard/service/${demandId}`,
    ]);

    // An unsigned or wrongly signed delivery is refused and changes nothing.
    const body = inbound('5547987654321', 'Parar');
    await app().post('/v1/whatsapp/webhook').set('Content-Type', 'application/json').send(body).expect(401);
    await app()
      .post('/v1/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', webhookSignature(body, 'outro-segredo'))
      .send(body)
      .expect(401);
    // The document states the body as a free object: NUL deep inside it is the handler's to judge, so an unsigned
    // delivery holding one is 401 like any other (Schemathesis had it refused with 400, ST202).
    await app()
      .post('/v1/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .send({ entry: [{ changes: [{ value: { text: 'PA\u0000RAR' } }] }] })
      .expect(401);
    await confirmedDemand();
    expect(await leadsTo('5547987654321')).toHaveLength(2);

    const stopped = await app()
      .post('/v1/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', webhookSignature(body, appSecret()))
      .send(body)
      .expect(200);
    const after = await as(rui.auth, stopped).get('/v1/whatsapp').expect(200);
    expect(after.body).toMatchObject({ phone: null, verified: false });
    await confirmedDemand();
    expect(await leadsTo('5547987654321')).toHaveLength(2);
  });

  it('refuses a number that is not a mobile with DDD, an opt-in without consent, and a verification without a code asked', async () => {
    const sol = await provider('Sol');
    expect(
      (await as(sol.auth).post('/v1/whatsapp/opt-in', { phone: '4733221100', consent: true }).expect(422)).body.message,
    ).toBe('Informe um celular com DDD (11 dígitos).');
    const noConsent = await as(sol.auth)
      .post('/v1/whatsapp/opt-in', { phone: '47987654322', consent: false })
      .expect(400);
    expect(JSON.stringify(noConsent.body)).toContain('É preciso autorizar o envio de mensagens pelo WhatsApp.');
    expect((await as(sol.auth).post('/v1/whatsapp/verify', { code: '123456' }).expect(409)).body.message).toBe(
      'Peça o código de verificação primeiro.',
    );
    // Meta's handshake needs WHATSAPP_VERIFY_TOKEN (Cloud API only): without it, refused.
    await app()
      .get('/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=qualquer&hub.challenge=1158201444')
      .expect(403);
  });

  it('without a session, opt-in and verification answer 401 however often they are called: their limits count only calls with a token (Schemathesis ST203 got 429)', async () => {
    for (let i = 0; i < 12; i++) {
      await app().post('/v1/whatsapp/opt-in').send({ phone: '47987654321', consent: true }).expect(401);
      await app().post('/v1/whatsapp/verify').send({ code: '000000' }).expect(401);
    }
  });
});
