import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import { useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { useSmtpTestServer } from '../../../test-support/smtpTestServer';
import { isoWeekOf, sendWeeklyInsights } from './weeklyInsights';
import { DAY_MS } from '@conectasst/common/rules/time';

const WEEK_MS = 7 * DAY_MS;

// The SMTP server first: the system sends its mail through it.
const smtp = useSmtpTestServer();
const { app, api, as, admin, caughtUp, jobDeps, signUpProviderServing } = useTestApi(() => ({
  smtpUrl: smtp.url(),
}));
let seq = 0;
let services: { id: number; area: number }[];
beforeAll(async () => {
  services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
});
/** One scheduler run; a new CommandHandler each time, as after a restart. */
const run = async (now: Date) => {
  await caughtUp();
  const sent = await sendWeeklyInsights(jobDeps(), now);
  await caughtUp();
  return sent;
};
const insightsTo = (email: string) =>
  smtp.received().filter((m) => m.to.includes(email) && m.subject === 'ConectaSST: seu desempenho nos últimos 30 dias');

/** A provider serving one area in Blumenau/SC, with credits given by the admin. */
async function provider(name: string, areaId: number): Promise<{ auth: string; id: string; email: string }> {
  const n = ++seq;
  const { auth, id, email } = await signUpProviderServing(areaId, undefined, {
    name,
    surname: `Souza ${n}`,
    email: `parceiro${n}@sst.com.br`,
  });
  await as(admin()).put('/v1/admin/Parceiro', { id, delta: 50, balanceSeen: 0 }).expect(200);
  return { auth, id, email };
}

/** A confirmed demand in Blumenau/SC: filed, its link read from the receipt the SMTP server received, confirmed. */
async function demand(serviceId: number): Promise<{ id: number; token: string }> {
  const email = `empresa${++seq}@cliente.com.br`;
  const { id, token } = await fileConfirmedDemand(api(), blumenauDemand(serviceId, email), { mails: smtp.received });
  await caughtUp();
  return { id, token };
}

/**
 * Issue #21 item 6: the weekly "Meu desempenho" e-mail, with the figures of /dashboard/desempenho, once per week (the
 * week claimed as an event before sending, so a restart never mails it twice), opted out with the digests' link.
 * Mailed through a real SMTP server.
 */
describe('weekly "Meu desempenho" e-mail to providers (real SMTP server)', () => {
  it('mails each provider its own figures once per week, never twice after a restart, nothing to a provider with nothing to tell, and stops after the opt-out link', async () => {
    const service = services[0]!;
    const otherArea = services.find((s) => s.area !== service.area)!;
    // Given: Rita serves the demand's area, took its seat, was hired and reviewed; Lia serves the same area but turned
    // the e-mails off; Bia serves another area and has no demand, seat or review.
    const rita = await provider('Rita', service.area);
    const lia = await provider('Lia', service.area);
    const bia = await provider('Bia', otherArea.area);
    await as(lia.auth).put('/v1/demand-alerts', { enabled: false }).expect(200);
    const d = await demand(service.id);
    await as(rita.auth).post('/v1/subs').set('id', String(d.id)).expect(200);
    await caughtUp();
    await app().post('/v1/minha-demanda/contratado').send({ token: d.token, hired: rita.id }).expect(200);
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({ token: d.token, providerId: rita.id, stars: 5, comment: 'Ótimo atendimento, recomendo.' })
      .expect(201);

    // When the weekly run goes, twice in the same week (as after a restart).
    const now = new Date();
    expect(await run(now)).toBe(1);
    expect(await run(now)).toBe(0);

    // Then: one e-mail to Rita, with the figures of her screen; none to Lia or Bia.
    const mails = insightsTo(rita.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(text).toContain('Olá, Rita!');
    expect(text).toContain('• Demandas do seu perfil: 1');
    expect(text).toContain('• Inscrições: 1');
    expect(text).toContain('• Contratações: 1');
    expect(text).toContain('• Créditos gastos: 10 (10 por contratação)');
    expect(text).toContain('• Nota: 5 de 5 (1 avaliação)');
    expect(text).toMatch(
      /• Velocidade de inscrição \(mediana\): você, \d+ (s|min); ainda não há parceiros suficientes nas suas áreas e região para comparar \(comparamos só com pelo menos 5 outros que se inscreveram no período\)\./,
    );
    expect(text).toContain(`${api().config.publicUrl}/dashboard/desempenho`);
    expect(insightsTo(lia.email)).toHaveLength(0);
    expect(insightsTo(bia.email)).toHaveLength(0);
    // No other provider's data: Lia and Bia are not named.
    expect(text).not.toMatch(/Lia|Bia|parceiro\d+@/);

    // The week is recorded as an event on Rita's alerts stream.
    const recorded = (await api().system.store.read(demandAlertsStream(rita.id))).filter(
      (e) => e.type === 'InsightsMailSent',
    );
    expect(recorded.map((e) => (e.data as { week: string }).week)).toEqual([isoWeekOf(now)]);

    // The next week mails again; then Rita follows the opt-out link of the e-mail and the week after sends nothing.
    expect(await run(new Date(now.getTime() + WEEK_MS))).toBe(1);
    expect(insightsTo(rita.email)).toHaveLength(2);
    const optOut = /\/v1\/demand-alerts\/off\?p=[^\s]+/.exec(text)?.[0];
    expect(optOut).toBeDefined();
    await app().get(optOut!).expect(200);
    expect(await run(new Date(now.getTime() + 2 * WEEK_MS))).toBe(0);
    expect(insightsTo(rita.email)).toHaveLength(2);
  });

  it('names ISO weeks (Monday to Sunday; week 1 holds the first Thursday)', () => {
    expect(isoWeekOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47');
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
  });
});
