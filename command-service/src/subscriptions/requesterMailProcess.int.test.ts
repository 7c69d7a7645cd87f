import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { readModelLookups } from '../readModelLookups';
import { REQUESTER_MAILS, sendRequesterMails, startRequesterMailProcess } from './requesterMailProcess';
import { reprocessParkedEvents } from '@conectasst/projections/reprocessParked';
import type { RequesterMailProcess } from './requesterMailProcess';
import { listParkedEvents } from '@conectasst/projections/parkedEvents';

const { app, api, as, providerWithCredits } = useTestApi();

/** Another command process's requester-mail process on the same database (as after a restart, or a second replica). */
function anotherProcess(): Promise<RequesterMailProcess> {
  const { system, config } = api();
  return startRequesterMailProcess({
    deps: {
      store: system.store,
      catalogue: system.catalogue,
      lookups: readModelLookups(system.readPool),
      mailer: system.mailer,
      config,
      now: () => new Date(),
    },
    pool: system.pool,
    waitForReadModels: (position) => system.runner.waitFor(position, 30_000),
    onError: (error) => {
      throw error;
    },
  });
}

const mailsTo = (email: string) =>
  api()
    .system.devMailbox!.list()
    .filter((m) => m.to === email && m.subject.includes('um prestador'));

async function subscribedDemand(email: string, providers: number): Promise<{ id: number; position: string }> {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const demand = await fileConfirmedDemand(api(), blumenauDemand(services[0]!.id, email));
  let position = demand.position;
  for (let n = 0; n < providers; n++) {
    const provider = await providerWithCredits();
    const seat = await as(provider.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', position)
      .expect(200);
    expect(seat.body).toEqual({ message: 'Inscrição realizada com sucesso' });
    position = positionOf(seat);
  }
  return { id: demand.id, position };
}

describe(onPostgres('the requester e-mail of a subscription, sent from the log (ADR 0152)'), () => {
  it('given subscriptions appended while no process sent e-mails (stopped after the append), when two processes start from the checkpoint, then each requester gets each e-mail once', async () => {
    await api().system.requesterMails!.stop();
    const demand = await subscribedDemand('clara@malhasvale.com.br', 3);
    // The answers went out; the e-mails did not.
    expect(mailsTo('clara@malhasvale.com.br')).toEqual([]);

    const [one, two] = await Promise.all([anotherProcess(), anotherProcess()]);
    await Promise.all([one.caughtUp(), two.caughtUp()]);
    const mails = mailsTo('clara@malhasvale.com.br');
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.text)).size).toBe(3);
    for (const mail of mails) {
      expect(mail.subject).toBe(`ConectaSST: um prestador se interessou pelo seu pedido nº ${demand.id}`);
      expect(mail.text).toContain('Olá, Clara!');
      expect(mail.text).toContain('Um prestador se inscreveu no seu pedido de orçamento e vai entrar em contato:');
      expect(mail.text).toMatch(/E-mail: \S+@/);
      expect(mail.text).toContain(`/minha-demanda/${demand.id}.`);
    }

    // A later subscription: one of the two sends it, never both.
    await subscribedDemand('compras@texteis.com.br', 1);
    await Promise.all([one.caughtUp(), two.caughtUp()]);
    expect(mailsTo('compras@texteis.com.br')).toHaveLength(1);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('given a process that never ran on this database, when it starts, then it e-mails only the subscriptions that come after', async () => {
    await api().system.pool.query('DELETE FROM process_checkpoints WHERE name = $1', [REQUESTER_MAILS]);
    const before = api().system.devMailbox!.list().length;
    const fresh = await anotherProcess();
    await fresh.caughtUp();
    expect(api().system.devMailbox!.list().length).toBe(before);

    await subscribedDemand('rh@tecelagem.com.br', 2);
    await fresh.caughtUp();
    expect(mailsTo('rh@tecelagem.com.br')).toHaveLength(2);
    await fresh.stop();
  });

  it('given a subscription whose e-mail fails every time (a bug), when the bounded retries are spent, then it is parked and the next subscriptions still e-mail their requesters', async () => {
    await api().system.requesterMails!.stop();
    const { system, config } = api();
    const poisoned = await subscribedDemand('veneno@fabrica.com.br', 1);
    await subscribedDemand('seguinte@fabrica.com.br', 1);
    const lookups = readModelLookups(system.readPool);
    const parked: Record<string, unknown>[] = [];
    const process = await startRequesterMailProcess({
      deps: {
        store: system.store,
        catalogue: system.catalogue,
        lookups: {
          ...lookups,
          seatMails: async (seats) =>
            seats.some((s) => s.demandId === poisoned.id)
              ? Promise.reject(new Error('bug ao montar o e-mail'))
              : lookups.seatMails(seats),
        },
        mailer: system.mailer,
        config,
        now: () => new Date(),
      },
      pool: system.pool,
      waitForReadModels: (position) => system.runner.waitFor(position, 30_000),
      onError: () => undefined,
      onParked: (fields) => parked.push(fields),
      parkAfter: 2,
    });
    await process.caughtUp();
    expect(mailsTo('seguinte@fabrica.com.br')).toHaveLength(1);
    expect(mailsTo('veneno@fabrica.com.br')).toEqual([]);
    expect(parked).toEqual([
      expect.objectContaining({
        consumer: REQUESTER_MAILS,
        eventType: 'ProviderSubscribed',
        error: 'bug ao montar o e-mail',
      }),
    ]);
    const rows = (await listParkedEvents(system.pool)).items.filter((i) => i.consumer === REQUESTER_MAILS);
    expect(rows).toEqual([
      expect.objectContaining({
        eventType: 'ProviderSubscribed',
        streamId: `demand-${poisoned.id}`,
        state: 'parked',
        attempts: 2,
      }),
    ]);
    await process.stop();

    // "Reprocessar" after the fix: the requester gets that e-mail, once.
    const realDeps = {
      store: system.store,
      catalogue: system.catalogue,
      lookups,
      mailer: system.mailer,
      config,
      now: () => new Date(),
    };
    const reprocess = () =>
      reprocessParkedEvents(
        {
          pool: system.pool,
          store: system.store,
          decoder: system.catalogue,
          projections: [],
          processes: { [REQUESTER_MAILS]: (event) => sendRequesterMails(realDeps, [event], () => undefined) },
        },
        [{ consumer: REQUESTER_MAILS, eventId: rows[0]!.eventId }],
        'admin-1',
      );
    expect((await reprocess()).map((r) => r.outcome)).toEqual(['reprocessed']);
    expect((await reprocess()).map((r) => r.outcome)).toEqual(['not-parked']);
    expect(mailsTo('veneno@fabrica.com.br')).toHaveLength(1);
  });
});
