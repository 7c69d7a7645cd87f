import { fileConfirmedDemand, mailboxAfterSubscriptions, niteroiDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { formatPosition, maxPosition, parsePosition } from '@conectasst/events/envelope';
import { CommandHandler } from '../infrastructure/commandHandler';
import { walletDecider } from '../wallet/businessLogic';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { demandDecider } from '../demands/businessLogic';
import { settleStaleReservations } from './stepByStep/reservationSweep';
import { readModelLookups } from '../readModelLookups';

const { app, api, as, signUpProvider, providerWithCredits, credits } = useTestApi();

async function fileDemand(email: string): Promise<{ id: number; position: string; token: string }> {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  // Filed and confirmed through the e-mail link, as a requester does: only then do providers see it.
  const { id, position, token } = await fileConfirmedDemand(api(), niteroiDemand(services[0]!.id, email));
  return { id, position, token };
}

describe(onPostgres('subscribing to a demand'), () => {
  it('30 providers race for one demand: exactly 5 subscribe, every balance adds up, no credit is lost', async () => {
    const providers = await Promise.all(Array.from({ length: 30 }, () => providerWithCredits()));
    const demand = await fileDemand('marcos@bompreco.com.br');
    await as(providers[0]!.auth, demand.position).get('/v1/companys/service?page=1').expect(200);

    const results = await Promise.all(providers.map((p) => as(p.auth).post('/v1/subs').set('id', String(demand.id))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    expect(ok[0]!.body.message).toBe('Inscrição realizada com sucesso');
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(25).fill(409));
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set(['Esta demanda já atingiu o limite de 5 inscritos.']),
    );

    // The ledger is the truth: fold every wallet stream.
    const handler = new CommandHandler(api().system.store, api().system.catalogue);
    const ledgers = await Promise.all(
      providers.map(async (p) => (await handler.load(walletStream(p.id), walletDecider)).state),
    );
    expect(ledgers.filter((w) => w.balance === 20)).toHaveLength(5);
    expect(ledgers.filter((w) => w.balance === 30)).toHaveLength(25);
    expect(ledgers.every((w) => w.reservations.size === 0)).toBe(true);
    expect(ledgers.reduce((sum, w) => sum + w.balance, 0)).toBe(30 * 30 - 5 * 10);
    // And the read model converges on it. Every answer, a refusal too, carries a position (a subscription's is its
    // two events', a refusal's the state it was refused on): each provider reads its balance at its own answer's position.
    expect(results.every((r) => positionOf(r) !== '')).toBe(true);
    const balances = await Promise.all(
      providers.map(async (p, i) => {
        const me = await as(p.auth, results[i]!).get('/v1/auth/me').expect(200);
        expect(me.headers['x-consistency']).toBeUndefined();
        return me.body.credits as number;
      }),
    );
    expect(balances).toEqual(ledgers.map((w) => w.balance));
    const last = positionOf(ok[0]!);

    const multi = await as(ok.length ? providers[results.indexOf(ok[0]!)]!.auth : '', last)
      .get(`/v1/subs/multi?id=${demand.id}`)
      .expect(200);
    expect(multi.body.subs[String(demand.id)]).toEqual({ subs: 5, subscribed: true });
    // The requester received the 5 providers' contacts by e-mail.
    const mails = (await mailboxAfterSubscriptions(api())).filter(
      (m) => m.to === 'marcos@bompreco.com.br' && m.subject.includes('um prestador'),
    );
    expect(mails).toHaveLength(5);
    // Each of those mails links to the requester's page; the 5th seat closed the demand by itself (reason 'full').
    for (const mail of mails) expect(mail.text).toContain(`/minha-demanda/${demand.id}.`);
    const page = await app().get(`/v1/minha-demanda/${demand.token}`).set('X-Min-Position', last).expect(200);
    expect(page.body.data).toMatchObject({ state: 'closed', closeReason: 'full', subs: 5, maxSubs: 5 });
    expect(page.body.data.providers.map((p: { id: string }) => p.id).sort()).toEqual(
      ok.map((r) => providers[results.indexOf(r)]!.id).sort(),
    );
    expect(page.body.data.providers.every((p: { email: string | null }) => p.email?.endsWith('@sst.com.br'))).toBe(
      true,
    );
    // The admin's subscription history shows the 10 credits on each seat's row, as when the steps were separate appends.
    const latest = ok.map((r) => parsePosition(positionOf(r))!).reduce(maxPosition);
    expect(await api().system.runner.waitFor(latest, 15_000)).toBe(true);
    const history = await api().system.readPool.query<{ credits: number | null }>(
      'SELECT credits FROM subscription_history WHERE demand_id = $1',
      [demand.id],
    );
    expect(history.rows.map((r) => r.credits)).toEqual(Array(5).fill(10));
  });

  it("the requester's contact reaches only a subscribed provider; subscribing twice is refused and costs nothing", async () => {
    const [subscriber, outsider] = await Promise.all([providerWithCredits(), providerWithCredits()]);
    const demand = await fileDemand('contato@padaria.com.br');
    await as(outsider.auth, demand.position).get('/v1/companys/service?page=1').expect(200);

    const before = await as(outsider.auth).get(`/v1/subs?id=${demand.id}`).expect(403);
    expect(JSON.stringify(before.body)).not.toContain('contato@padaria.com.br');
    expect(JSON.stringify(before.body)).not.toContain('Marcos');

    const subscribed = await as(subscriber.auth).post('/v1/subs').set('id', String(demand.id)).expect(200);
    const details = await as(subscriber.auth, subscribed).get(`/v1/subs?id=${demand.id}`).expect(200);
    expect(details.body.data).toMatchObject({
      id: demand.id,
      user_name: 'Marcos',
      user_surname: 'Teixeira',
      email: 'contato@padaria.com.br',
      phone: '21987654321',
      corporate_name: 'Mercado Bom Preço',
    });
    const mine = await as(subscriber.auth, subscribed).get('/v1/subs/show').expect(200);
    expect(mine.body.data.map((s: { id: number }) => s.id)).toContain(demand.id);

    const twice = await as(subscriber.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', positionOf(subscribed))
      .expect(409);
    expect(twice.body.message).toBe('Você já está inscrito nesta demanda.');
    expect(await credits(subscriber.auth, positionOf(subscribed))).toBe(20);
    await as(outsider.auth).get(`/v1/subs?id=${demand.id}`).expect(403);
  });

  it('without enough credits the subscription is refused with a message; an unknown demand is 404', async () => {
    const signup = await signUpProvider({ name: 'Sem', surname: 'Saldo' });
    const demand = await fileDemand('outro@cliente.com.br');
    const broke = await as(signup.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', demand.position)
      .expect(409);
    expect(broke.body.message).toBe('Saldo de créditos insuficiente. Compre um pacote para se inscrever.');
    const p = await providerWithCredits();
    expect((await as(p.auth).post('/v1/subs').set('id', '999999').expect(404)).body.message).toBe(
      'Demanda não encontrada.',
    );
    expect(await credits(p.auth)).toBe(30);
  });
});

describe(onPostgres('subscribing to a demand: interrupted requests are settled once'), () => {
  it('a request interrupted after reserving is finished by the next one (credits taken once); a retry with the same Idempotency-Key pays and mails once', async () => {
    const p = await providerWithCredits();
    const demand = await fileDemand('retomada@cliente.com.br');
    // The earlier request stopped right after step 1: 10 credits reserved, no seat yet.
    const handler = new CommandHandler(api().system.store, api().system.catalogue);
    const reservationId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
    await handler.handle(
      walletStream(p.id),
      walletDecider,
      { type: 'ReserveCredits', providerId: p.id, reservationId, demandId: demand.id, credits: 10 },
      { userId: p.id, role: 'provider' },
    );

    const resumed = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', demand.position);
    expect(resumed.body).toEqual({ message: 'Inscrição realizada com sucesso' });
    expect(resumed.body.message).toBe('Inscrição realizada com sucesso');
    expect(await credits(p.auth, positionOf(resumed))).toBe(20);
    const ledger = (await api().system.store.read(walletStream(p.id))).map((e) => e.type);
    expect(ledger.filter((t) => t === 'CreditsReserved')).toHaveLength(1);
    expect(ledger.filter((t) => t === 'CreditsSpent')).toHaveLength(1);

    const q = await providerWithCredits();
    const other = await fileDemand('chave@cliente.com.br');
    const key = `inscricao-${other.id}-${q.id}`;
    const mailsBefore = api()
      .system.devMailbox!.list()
      .filter((m) => m.to === 'chave@cliente.com.br').length;
    const first = await as(q.auth)
      .post('/v1/subs')
      .set('id', String(other.id))
      .set('Idempotency-Key', key)
      .set('X-Min-Position', other.position)
      .expect(200);
    const retry = await as(q.auth).post('/v1/subs').set('id', String(other.id)).set('Idempotency-Key', key).expect(200);
    expect(retry.body.message).toBe('Inscrição realizada com sucesso');
    expect(await credits(q.auth, positionOf(retry) || positionOf(first))).toBe(20);
    const mailbox = await mailboxAfterSubscriptions(api());
    expect(mailbox.filter((m) => m.to === 'chave@cliente.com.br').length - mailsBefore).toBe(1);
    const mail = mailbox.find((m) => m.to === 'chave@cliente.com.br' && m.subject.includes('prestador'));
    expect(mail?.text).toContain('Ana Lima');
  });

  it('the sweep settles reservations of requests that stopped: spent when the seat is held, released (credits back) otherwise', async () => {
    const [held, lost] = await Promise.all([providerWithCredits(), providerWithCredits()]);
    const demand = await fileDemand('varredura@cliente.com.br');
    const handler = new CommandHandler(api().system.store, api().system.catalogue);
    const system = { userId: 'teste', role: 'provider' };
    const heldReservation = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';
    const lostReservation = '6f5e4d3c-2b1a-4098-9e8d-7c6b5a493827';
    await handler.handle(
      walletStream(held.id),
      walletDecider,
      { type: 'ReserveCredits', providerId: held.id, reservationId: heldReservation, demandId: demand.id, credits: 10 },
      system,
    );
    await handler.handle(
      demandStream(demand.id),
      demandDecider,
      {
        type: 'TakeSeat',
        demandId: demand.id,
        providerId: held.id,
        now: new Date().toISOString(),
        reservationId: heldReservation,
      },
      system,
    );
    const last = await handler.handle(
      walletStream(lost.id),
      walletDecider,
      { type: 'ReserveCredits', providerId: lost.id, reservationId: lostReservation, demandId: demand.id, credits: 10 },
      system,
    );
    await api().system.runner.waitFor(last.position!, 15_000);
    expect(await credits(held.auth)).toBe(20);
    expect(await credits(lost.auth)).toBe(20);

    // Not stale yet: nothing happens.
    expect(
      await settleStaleReservations(
        { lookups: readModelLookups(api().system.readPool), commands: handler },
        new Date(),
      ),
    ).toEqual({ spent: 0, released: 0 });
    const later = new Date(Date.now() + 11 * 60_000);
    expect(
      await settleStaleReservations({ lookups: readModelLookups(api().system.readPool), commands: handler }, later),
    ).toEqual({ spent: 1, released: 1 });
    const lastOf = async (providerId: string) =>
      formatPosition((await api().system.store.read(walletStream(providerId))).at(-1)!.position);
    expect(await credits(held.auth, await lastOf(held.id))).toBe(20);
    expect(await credits(lost.auth, await lastOf(lost.id))).toBe(30);
    expect(
      await settleStaleReservations({ lookups: readModelLookups(api().system.readPool), commands: handler }, later),
    ).toEqual({ spent: 0, released: 0 });
    const mine = await as(held.auth).get('/v1/subs/show').expect(200);
    expect(mine.body.data.map((x: { id: number }) => x.id)).toContain(demand.id);
  });
});
