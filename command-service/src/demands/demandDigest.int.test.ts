import { CommandHandler } from '../infrastructure/commandHandler';
import { fileConfirmedDemand, smallMetalworksDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { sendDemandDigests } from './demandDigest';
import { readModelLookups } from '../readModelLookups';

const { app, api, as, admin, signUpProviderServing } = useTestApi();

describe(onPostgres('new demands e-mailed to matching providers (batched digest with an opt-out)'), () => {
  let services: { id: number; name: string; area: number }[];
  let seq = 0;
  const digest = (now = new Date()) =>
    sendDemandDigests(
      {
        lookups: readModelLookups(api().system.readPool),
        commands: new CommandHandler(api().system.store, api().system.catalogue),
        mailer: api().system.mailer,
        config: api().config,
      },
      now,
    );
  /** Oldest first. */
  const mailsTo = (email: string) =>
    api()
      .system.devMailbox!.list()
      .filter((m) => m.to === email)
      .reverse();

  beforeAll(async () => {
    services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
  });

  const providerServing = (areaId: number, uf: string, city: string) =>
    signUpProviderServing(areaId, { uf, city }, { name: 'Rita', surname: 'Alves' });

  async function file(serviceId: number, uf: string, city: string) {
    const email = `empresa${++seq}@cliente.com.br`;
    // Only published demands are mailed: file and confirm like a requester does.
    const { id, position } = await fileConfirmedDemand(
      api(),
      smallMetalworksDemand(serviceId, email, { location: { UF: uf, City: city } }),
    );
    return { id, position };
  }

  /** Waits until the projections passed this position (read-your-writes through any query). */
  const caughtUp = (auth: string, position: string) =>
    as(auth, position).get('/v1/companys/service?page=1').expect(200);

  it('mails each matching provider once, lists only matching demands, never twice; the link opts out', async () => {
    const service = services[0]!;
    const otherArea = services.find((s) => s.area !== service.area)!;
    const matching = await providerServing(service.area, 'SP', 'Campinas');
    const wholeCountry = await providerServing(service.area, 'All', 'All');
    const elsewhere = await providerServing(service.area, 'RJ', 'Niterói');
    const otherTrade = await providerServing(otherArea.area, 'SP', 'Campinas');

    const demand = await file(service.id, 'SP', 'Campinas');
    await caughtUp(matching.auth, demand.position);
    await digest();

    const [mail] = mailsTo(matching.email);
    expect(mailsTo(matching.email)).toHaveLength(1);
    expect(mail!.subject).toBe('ConectaSST: 1 nova demanda para você');
    expect(mail!.text).toContain(`/dashboard/service/${demand.id}`);
    expect(mail!.text).toContain('Campinas/SP');
    // The requester's contact is not in a provider's e-mail either.
    expect(mail!.text).not.toContain('Ana');
    expect(mailsTo(wholeCountry.email)).toHaveLength(1);
    expect(mailsTo(elsewhere.email)).toHaveLength(0);
    expect(mailsTo(otherTrade.email)).toHaveLength(0);

    // A second run sends nothing new; two new demands come in one e-mail.
    await digest();
    expect(mailsTo(matching.email)).toHaveLength(1);
    await file(service.id, 'SP', 'Campinas');
    const third = await file(service.id, 'SP', 'Campinas');
    await caughtUp(matching.auth, third.position);
    await digest();
    expect(mailsTo(matching.email)).toHaveLength(2);
    expect(mailsTo(matching.email)[1]!.subject).toBe('ConectaSST: 2 novas demandas para você');

    // Opt-out link: a forged signature is refused; the real one stops the e-mails.
    const link = /(\/v1\/demand-alerts\/off\?[^\s]+)/.exec(mail!.text)![1]!;
    const forged = link.replace(/s=[^&]+/, 's=forjada');
    await app().get(forged).expect(403);
    const off = await app().get(link).expect(200);
    expect(off.body.message).toBe('Você não receberá mais e-mails de novas demandas.');
    const fourth = await file(service.id, 'SP', 'Campinas');
    await caughtUp(matching.auth, fourth.position);
    await caughtUp(matching.auth, positionOf(off));
    await digest();
    expect(mailsTo(matching.email)).toHaveLength(2);
    expect(mailsTo(wholeCountry.email)).toHaveLength(3);

    // Turned back on (PUT /v1/demand-alerts): the next digest brings the recent open demands not mailed yet,
    // including the one filed while alerts were off.
    expect((await as(matching.auth, off).get('/v1/demand-alerts').expect(200)).body).toEqual({ enabled: false });
    expect((await as(wholeCountry.auth).get('/v1/demand-alerts').expect(200)).body).toEqual({
      enabled: true,
    });
    const on = await as(matching.auth).put('/v1/demand-alerts', { enabled: true }).expect(200);
    await as(matching.auth).put('/v1/demand-alerts', { enabled: 'sim' }).expect(400);
    await app().put('/v1/demand-alerts').send({ enabled: true }).expect(401);
    const fifth = await file(service.id, 'SP', 'Campinas');
    await caughtUp(matching.auth, fifth.position);
    await caughtUp(matching.auth, positionOf(on));
    await digest();
    expect(mailsTo(matching.email)).toHaveLength(3);
    expect(mailsTo(matching.email)[2]!.text).toContain(`/dashboard/service/${fifth.id}`);
    expect(mailsTo(matching.email)[2]!.text).toContain(`/dashboard/service/${fourth.id}`);
    expect(mailsTo(matching.email)[2]!.subject).toBe('ConectaSST: 2 novas demandas para você');
  });

  it('sends nothing to a partner the admin set Inativo or removed (a partner set Ativo again is mailed again)', async () => {
    const service = services[0]!;
    const active = await providerServing(service.area, 'MG', 'Uberlândia');
    const inactive = await providerServing(service.area, 'MG', 'Uberlândia');
    const removed = await providerServing(service.area, 'MG', 'Uberlândia');
    await caughtUp(active.auth, removed.position);
    const off = await as(admin())
      .put('/v1/admin/Parceiro', { id: inactive.id, credits: 0, balanceSeen: 0, status: false })
      .expect(200);
    const gone = await as(admin()).delete('/v1/admin/Parceiro').set('ParceiroId', removed.id).expect(200);

    const demand = await file(service.id, 'MG', 'Uberlândia');
    for (const position of [demand.position, positionOf(off), positionOf(gone)]) await caughtUp(active.auth, position);
    await digest();
    expect(mailsTo(active.email)).toHaveLength(1);
    expect(mailsTo(inactive.email)).toHaveLength(0);
    expect(mailsTo(removed.email)).toHaveLength(0);

    const on = await as(admin())
      .put('/v1/admin/Parceiro', { id: inactive.id, credits: 0, balanceSeen: 0, status: true })
      .expect(200);
    await caughtUp(active.auth, positionOf(on));
    await digest();
    expect(mailsTo(inactive.email)).toHaveLength(1);
    expect(mailsTo(removed.email)).toHaveLength(0);
  });
});
