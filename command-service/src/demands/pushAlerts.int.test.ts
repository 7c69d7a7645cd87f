import { useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { startPushTestService } from '../../../test-support/pushTestService';

const { app, api, as, caughtUp, signUpProviderServing } = useTestApi();
let push: Awaited<ReturnType<typeof startPushTestService>>;
let seq = 0;
let services: { id: number; area: number }[];
beforeAll(async () => {
  push = await startPushTestService();
  services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
});
afterAll(async () => {
  await push.stop();
});

/** A provider serving the first service's area in Blumenau/SC, e-mails left at the hourly digest (the default). */
async function provider(name: string): Promise<{ auth: string; id: string; email: string }> {
  const n = ++seq;
  return signUpProviderServing(services[0]!.area, undefined, {
    name,
    surname: `Push ${n}`,
    email: `push${n}@sst.com.br`,
  });
}

async function confirmedDemand(): Promise<number> {
  await caughtUp();
  const demand = await fileConfirmedDemand(api(), blumenauDemand(services[0]!.id, `compras${++seq}@cliente.com.br`));
  await api().system.instantAlerts!.caughtUp();
  return demand.id;
}

const pushesTo = (name: string) => push.received.filter((p) => p.path === `/push/${name}`);

/**
 * Issue 36 item 1, Web Push (ADR 0161): the alert goes to a local push service that checks the VAPID signature
 * (RFC 8292) and decrypts the payload with the browser's keys (RFC 8291, aes128gcm), as a real one and the browser do.
 */
describe('instant alerts by Web Push (local push service)', () => {
  it('given a browser subscribed, when a matching demand is confirmed, then one push, signed with the VAPID key and decryptable by that browser, names the demand and opens its offer page', async () => {
    const ana = await provider('Ana');
    const key = await as(ana.auth).get('/v1/push-subscriptions/key').expect(200);
    expect(key.body).toEqual({ publicKey: api().config.webPush.publicKey });
    const browser = push.subscribe('ana');
    const subscribed = await as(ana.auth)
      .post('/v1/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null })
      .expect(200);
    expect(subscribed.body).toEqual({ message: 'Pronto! Este navegador vai receber os alertas de novas demandas.' });
    // The same browser again is the same subscription.
    await as(ana.auth).post('/v1/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys }).expect(200);

    const demandId = await confirmedDemand();
    expect(push.errors).toEqual([]);
    const pushes = pushesTo('ana');
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload)).toEqual({
      title: expect.stringMatching(/^Nova demanda: /),
      body: 'Blumenau/SC — até 5 parceiros podem se inscrever.',
      url: `/dashboard/service/${demandId}`,
      tag: `demand-${demandId}`,
    });
    const { vapid } = pushes[0]!;
    expect(vapid.aud).toBe(push.origin);
    expect(vapid.publicKey).toBe(api().config.webPush.publicKey);
    expect(vapid.sub).toMatch(/^mailto:/);
    expect(vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(pushes[0]!.ttl).toBe('86400');
    // E-mails stay with the hourly digest: no instant e-mail.
    expect(
      api()
        .system.devMailbox!.list()
        .filter((m) => m.to === ana.email && m.subject.startsWith('ConectaSST: nova demanda')),
    ).toEqual([]);
  });

  it('given the push service answers 410 for a browser that unsubscribed, when an alert goes to it, then the subscription is removed and no later alert is pushed to it', async () => {
    const bia = await provider('Bia');
    const browser = push.subscribe('bia');
    await as(bia.auth).post('/v1/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys }).expect(200);
    push.expire('bia');
    await confirmedDemand();
    await caughtUp();
    const rows = await api().system.readPool.query('SELECT 1 FROM push_subscriptions WHERE provider_id = $1', [bia.id]);
    expect(rows.rows).toEqual([]);
    expect(pushesTo('bia')).toEqual([]);
  });

  it('given a browser removed by the provider, when a demand is confirmed, then nothing is pushed to it; an endpoint that is not a push service is refused', async () => {
    const caio = await provider('Caio');
    const browser = push.subscribe('caio');
    await as(caio.auth).post('/v1/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys }).expect(200);
    const removed = await as(caio.auth)
      .delete('/v1/push-subscriptions')
      .send({ endpoint: browser.endpoint })
      .expect(200);
    expect(removed.body).toEqual({ message: 'Este navegador não vai mais receber alertas.' });
    await confirmedDemand();
    expect(pushesTo('caio')).toEqual([]);

    const internal = await as(caio.auth)
      .post('/v1/push-subscriptions', { endpoint: 'https://10.0.0.5/push/x', keys: browser.keys })
      .expect(422);
    expect(internal.body.message).toBe('Este navegador não oferece um serviço de notificações aceito.');
    const noKeys = await as(caio.auth).post('/v1/push-subscriptions', { endpoint: browser.endpoint }).expect(400);
    expect(JSON.stringify(noKeys.body)).toContain('Informe as chaves da inscrição do navegador.');
    await app().post('/v1/push-subscriptions').send({ endpoint: browser.endpoint, keys: browser.keys }).expect(401);
  });
});
