import { listParkedEvents } from '@conectasst/projections/parkedEvents';
import { useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { useSmtpTestServer } from '../../../test-support/smtpTestServer';
import { CommandHandler } from '../infrastructure/commandHandler';
import { readModelLookups } from '../readModelLookups';
import { INSTANT_ALERTS, startInstantAlertProcess } from './instantAlerts';

// The SMTP server first: the system sends its mail through it.
const smtp = useSmtpTestServer();
const { app, api, as, caughtUp, signUpProviderServing } = useTestApi(() => ({ smtpUrl: smtp.url() }));
let seq = 0;
let services: { id: number; area: number }[];
beforeAll(async () => {
  services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
});

const instantPreferences = { email: 'instant', quietHours: null, paused: false };
const alertsTo = (email: string) =>
  smtp.received().filter((m) => m.to.includes(email) && m.subject.startsWith('ConectaSST: nova demanda'));

/** A provider serving one area in Blumenau/SC (or in another state), with the alert preferences given. */
async function provider(
  name: string,
  areaId: number,
  preferences: object | undefined,
  uf = 'SC',
  city = 'Blumenau',
): Promise<{ auth: string; id: string; email: string }> {
  const n = ++seq;
  const { auth, id, email } = await signUpProviderServing(
    areaId,
    { uf, city },
    { name, surname: `Alves ${n}`, email: `alerta${n}@sst.com.br` },
  );
  if (preferences) await as(auth).put('/v1/alert-preferences', preferences).expect(200);
  return { auth, id, email };
}

/** A demand in Blumenau/SC filed and confirmed by its requester (the link read from the SMTP server's mail). */
async function confirmedDemand(serviceId: number): Promise<{ id: number }> {
  await caughtUp();
  return fileConfirmedDemand(api(), blumenauDemand(serviceId, `empresa${++seq}@cliente.com.br`), {
    mails: smtp.received,
  });
}

/** Another command process's instant-alert process on the same database (a restart, or a second replica). */
function anotherProcess(
  options: {
    lookups?: ReturnType<typeof readModelLookups>;
    onParked?: (fields: Record<string, unknown>) => void;
    parkAfter?: number;
  } = {},
) {
  const { system, config } = api();
  return startInstantAlertProcess({
    deps: {
      store: system.store,
      catalogue: system.catalogue,
      commands: new CommandHandler(system.store, system.catalogue),
      lookups: options.lookups ?? readModelLookups(system.readPool),
      mailer: system.mailer,
      config,
      now: () => new Date(),
    },
    pool: system.pool,
    waitForReadModels: (position) => system.runner.waitFor(position, 30_000),
    onError: () => undefined,
    ...(options.onParked ? { onParked: options.onParked } : {}),
    ...(options.parkAfter ? { parkAfter: options.parkAfter } : {}),
  });
}

/**
 * Issue 36 item 1 (ADR 0161): a confirmed demand alerts at once, by e-mail through a real SMTP server, every provider
 * whose profile it matches and who chose instant e-mails — no timer, no digest run.
 */
describe('instant new-demand alerts (real SMTP server)', () => {
  it('"Alertas": the defaults, a saved choice read back, a clear 400 for a bad time and 422 for equal ends (a rule across two fields, ADR 0114)', async () => {
    const p = await provider('Nina', services[0]!.area, undefined);
    expect((await as(p.auth).get('/v1/alert-preferences').expect(200)).body).toEqual({
      email: 'digest',
      quietHours: null,
      paused: false,
    });
    const saved = await as(p.auth)
      .put('/v1/alert-preferences', { email: 'instant', quietHours: { start: '22:00', end: '07:00' }, paused: true })
      .expect(200);
    expect(saved.body).toEqual({ message: 'Preferências de alertas salvas.' });
    const read = await as(p.auth, saved).get('/v1/alert-preferences').expect(200);
    expect(read.body).toEqual({ email: 'instant', quietHours: { start: '22:00', end: '07:00' }, paused: true });
    const bad = await as(p.auth)
      .put('/v1/alert-preferences', { email: 'instant', quietHours: { start: '25:00', end: '07:00' }, paused: false })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Informe o horário no formato HH:MM (00:00 a 23:59).');
    const same = await as(p.auth)
      .put('/v1/alert-preferences', { email: 'instant', quietHours: { start: '07:00', end: '07:00' }, paused: false })
      .expect(422);
    expect(JSON.stringify(same.body)).toContain('O início e o fim do horário de silêncio devem ser diferentes.');
    await app().get('/v1/alert-preferences').expect(401);
  });

  it('given providers who chose instant e-mails, the digest, another area, another state or a pause, when a demand is confirmed, then only the matching instant ones get one e-mail each, at once', async () => {
    const service = services[0]!;
    const otherArea = services.find((s) => s.area !== service.area)!;
    const ana = await provider('Ana', service.area, instantPreferences);
    const bruno = await provider('Bruno', service.area, instantPreferences);
    const caio = await provider('Caio', service.area, undefined);
    const dora = await provider('Dora', otherArea.area, instantPreferences);
    const edu = await provider('Edu', service.area, instantPreferences, 'MG', 'Contagem');
    const fabi = await provider('Fabi', service.area, { ...instantPreferences, paused: true });

    const demand = await confirmedDemand(service.id);
    await api().system.instantAlerts!.caughtUp();

    for (const p of [ana, bruno]) {
      const mails = alertsTo(p.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/dashboard/service/${demand.id}`);
      expect(mails[0]!.text).toContain('Blumenau/SC');
      expect(mails[0]!.text).toContain('/dashboard/alertas');
      // Never the requester's contact.
      expect(mails[0]!.text).not.toMatch(/empresa\d+@cliente|47987654321|Clara/);
    }
    for (const p of [caio, dora, edu, fabi]) expect(alertsTo(p.email)).toEqual([]);

    // A restart that reads the same confirmation again (its checkpoint moved back) claims nothing new: no second e-mail.
    await api().system.instantAlerts!.stop();
    await api().system.pool.query(
      'UPDATE process_checkpoints SET commit_position = 0, prepare_position = 0 WHERE name = $1',
      [INSTANT_ALERTS],
    );
    const again = await anotherProcess();
    await again.caughtUp();
    await again.stop();
    expect(alertsTo(ana.email)).toHaveLength(1);
  });

  it('given the process stopped after the confirmation was appended, when two processes start from the checkpoint, then each matching provider gets the alert once', async () => {
    const service = services[1] ?? services[0]!;
    const gil = await provider('Gil', service.area, instantPreferences);
    const start = await anotherProcess();
    await start.caughtUp();
    await start.stop();
    const demand = await confirmedDemand(service.id);
    expect(alertsTo(gil.email)).toEqual([]);
    const [one, two] = await Promise.all([anotherProcess(), anotherProcess()]);
    await Promise.all([one.caughtUp(), two.caughtUp()]);
    expect(alertsTo(gil.email).filter((m) => m.text.includes(`/dashboard/service/${demand.id}`))).toHaveLength(1);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('given a confirmation whose alerts fail every time (a bug), when the bounded retries are spent, then it is parked and the next demand still alerts', async () => {
    const service = services[0]!;
    const hugo = await provider('Hugo', service.area, instantPreferences);
    const warm = await anotherProcess();
    await warm.caughtUp();
    await warm.stop();
    const poisoned = await confirmedDemand(service.id);
    const next = await confirmedDemand(service.id);
    const lookups = readModelLookups(api().system.readPool);
    const parked: Record<string, unknown>[] = [];
    const process = await anotherProcess({
      lookups: {
        ...lookups,
        instantAlertTargets: (ids, now) =>
          ids.includes(poisoned.id)
            ? Promise.reject(new Error('bug ao montar o alerta'))
            : lookups.instantAlertTargets(ids, now),
      },
      onParked: (fields) => parked.push(fields),
      parkAfter: 2,
    });
    await process.caughtUp();
    await process.stop();
    expect(alertsTo(hugo.email).filter((m) => m.text.includes(`/dashboard/service/${next.id}`))).toHaveLength(1);
    expect(alertsTo(hugo.email).filter((m) => m.text.includes(`/dashboard/service/${poisoned.id}`))).toEqual([]);
    expect(parked).toEqual([
      expect.objectContaining({
        consumer: INSTANT_ALERTS,
        eventType: 'DemandPublished',
        error: 'bug ao montar o alerta',
      }),
    ]);
    const rows = (await listParkedEvents(api().system.pool)).items.filter((i) => i.consumer === INSTANT_ALERTS);
    expect(rows).toEqual([
      expect.objectContaining({
        eventType: 'DemandPublished',
        streamId: `demand-${poisoned.id}`,
        state: 'parked',
        attempts: 2,
      }),
    ]);
  });
});
