import { useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { useSmtpTestServer } from '../../../test-support/smtpTestServer';
import { sendReviewRequests } from './reviewRequests';
import { DAY_MS } from '@conectasst/common/rules/time';

// The SMTP server first: the system sends its mail through it.
const smtp = useSmtpTestServer();
const { app, api, as, admin, caughtUp, jobDeps, signUpProvider } = useTestApi(() => ({ smtpUrl: smtp.url() }));
let seq = 0;
const run = async (now: Date) => {
  await caughtUp();
  const sent = await sendReviewRequests(jobDeps(), now);
  await caughtUp();
  return sent;
};
const requestsTo = (email: string) =>
  smtp.received().filter((m) => m.to.includes(email) && m.subject.includes('como foi o atendimento'));
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A provider with credits given by the admin. */
async function provider(name: string): Promise<{ auth: string; id: string }> {
  const { auth, id, position } = await signUpProvider({ name, surname: `Souza ${++seq}` });
  await as(admin(), position).put('/v1/admin/Parceiro', { id, delta: 50, balanceSeen: 0 }).expect(200);
  return { auth, id };
}

/** A confirmed demand: filed, its link read from the receipt the SMTP server received, confirmed. */
async function demand(email: string): Promise<{ id: number; token: string }> {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const { id, token } = await fileConfirmedDemand(api(), blumenauDemand(services[0]!.id, email), {
    mails: smtp.received,
  });
  await caughtUp();
  return { id, token };
}
const subscribe = (p: { auth: string }, d: { id: number }) =>
  as(p.auth).post('/v1/subs').set('id', String(d.id)).expect(200);

/**
 * Issue #21 item 2: seven days after a provider got a seat, and after 'Já contratei', the requester gets one e-mail
 * asking for a review with the signed link; never more than two per demand. Mailed through a real SMTP server.
 */
describe('review request e-mails to the requester (real SMTP server)', () => {
  it("seven days after the first seat, one e-mail with the signed link and the providers to review; again after 'Já contratei'; never a third", async () => {
    const email = `compras.${Date.now()}@malhas-vale.com.br`;
    const d = await demand(email);
    const [first, second] = [await provider('Bruna'), await provider('Caio')];
    await caughtUp();
    await subscribe(first, d);
    await subscribe(second, d);

    // Given seats taken today: three days later, nothing yet.
    expect(await run(inDays(3))).toBe(0);
    expect(requestsTo(email)).toEqual([]);

    // Eight days later: one e-mail, with a link that opens the requester's page, naming both seated providers.
    expect(await run(inDays(8))).toBe(1);
    const [mail] = requestsTo(email);
    expect(mail!.subject).toBe(`ConectaSST: como foi o atendimento do seu pedido nº ${d.id}?`);
    expect(mail!.text).toContain('Faz 7 dias que parceiros se inscreveram no seu pedido');
    expect(mail!.text).toMatch(/Parceiros que você pode avaliar: Bruna Souza \d+, Caio Souza \d+\./);
    const link = /\/minha-demanda\/([^\s]+)/.exec(mail!.text)![1]!;
    expect((await app().get(`/v1/minha-demanda/${link}`).expect(200)).body.data.id).toBe(d.id);
    // Never a provider's e-mail in it.
    expect(mail!.text).not.toMatch(/@sst\.com\.br/);

    // The same run again, or a later one: no second 'seat' e-mail.
    expect(await run(inDays(9))).toBe(0);

    // The requester reviews one provider and says 'Já contratei': one more e-mail, about the other one only.
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({ token: d.token, providerId: first.id, stars: 5, comment: 'Atendimento rápido e laudo no prazo.' })
      .expect(201);
    await app().post('/v1/minha-demanda/contratado').send({ token: d.token, hired: second.id }).expect(200);
    expect(await run(inDays(0.1))).toBe(1);
    const hired = requestsTo(email)[1]!;
    expect(hired.text).toContain('Obrigado por nos contar quem você contratou');
    expect(hired.text).toMatch(/Parceiros que você pode avaliar: Caio Souza \d+\./);

    // Never a third for this demand, whatever happens next.
    await app().post('/v1/minha-demanda/contratado').send({ token: d.token, hired: 'outro' }).expect(200);
    expect(await run(inDays(0.2))).toBe(0);
    expect(await run(inDays(10))).toBe(0);
    expect(requestsTo(email)).toHaveLength(2);

    // Each e-mail is in the demand's review stream and its history.
    const history = await api().system.readPool.query(
      'SELECT event_type, summary FROM record_history WHERE record_kind = $1 AND record_id = $2 AND event_type = $3 ORDER BY revision',
      ['reviews', String(d.id), 'ReviewRequestSent'],
    );
    expect(history.rows.map((r: { summary: string }) => r.summary)).toEqual([
      'Pedido de avaliação enviado ao solicitante (7 dias após a primeira inscrição)',
      "Pedido de avaliação enviado ao solicitante (após 'Já contratei')",
    ]);
  });

  it('no e-mail when every seated provider is already reviewed, nor once the seats are older than the window', async () => {
    const reviewedAll = `rh.${Date.now()}@malhas-norte.com.br`;
    const d = await demand(reviewedAll);
    const p = await provider('Dora');
    await caughtUp();
    await subscribe(p, d);
    await caughtUp();
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({ token: d.token, providerId: p.id, stars: 4, comment: 'Bom atendimento, recomendo.' })
      .expect(201);
    expect(await run(inDays(8))).toBe(0);
    expect(requestsTo(reviewedAll)).toEqual([]);

    // A demand whose first seat is older than 7 + 7 days when the scheduler runs (it was down): not mailed late.
    const late = `qualidade.${Date.now()}@teares.com.br`;
    const old = await demand(late);
    await subscribe(p, old);
    expect(await run(inDays(15))).toBe(0);
    expect(requestsTo(late)).toEqual([]);
  });
});
