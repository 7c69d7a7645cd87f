import { mailAddressHash, mailBounceStream } from '@conectasst/events/schemas/mailEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import type { ApiHarness } from '../../../test-support/apiHarness';
import { useSmtpTestServer } from '../../../test-support/smtpTestServer';
import { blumenauDemand } from '../../../test-support/demands';
import { CommandHandler } from '../infrastructure/commandHandler';
import { walletDecider } from '../wallet/businessLogic';

/** A small world of one test API: providers with credits, demands, subscriptions. */
function world(harness: ApiHarness) {
  let seq = 0;
  const { app, as, admin, credits: balance } = harness;
  /** A provider with `packages` × the cheapest package (30 credits each). */
  const provider = (packages = 1) => harness.providerWithCredits(packages, { name: 'Bruna', surname: `Reis ${++seq}` });
  async function fileDemand(email: string, serviceIndex = 0): Promise<{ id: number; position: string }> {
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const r = await app().post('/v1/demanda').send(blumenauDemand(services[serviceIndex]!.id, email)).expect(201);
    // A bounced address can never confirm the e-mail link (ADR 0080): these leads reach providers because an admin
    // published them by hand — the only way an unreachable requester's demand is ever sold.
    const published = await as(admin()).post('/v1/admin/demanda/publish').set('id', String(r.body.data.id)).expect(200);
    return { id: r.body.data.id, position: positionOf(published) };
  }
  const report = (p: { auth: string }, demandId: number, reason: string, note = '') =>
    as(p.auth).post('/v1/lead-reports', { demandId, reason, note });
  return { ...harness, provider, fileDemand, balance, report };
}

describe(onPostgres('credit-back for bad leads'), () => {
  const w = world(useTestApi());
  const { app, api, as, admin } = w;

  it('a bounced requester address is refunded at once when the subscribed provider reports "e-mail inválido"; only once', async () => {
    // The requester's domain cannot exist: the receipt is refused (550) and recorded as MailBounced; the demand is filed.
    const demand = await w.fileDemand('compras@malhas-vale.invalid');
    const handler = new CommandHandler(api().system.store, api().system.catalogue);
    const bounces = await api().system.store.read(
      mailBounceStream(mailAddressHash('compras@malhas-vale.invalid', api().config.piiMasterKey)),
    );
    expect(bounces.map((e) => [e.type, e.data.smtpCode])).toEqual([['MailBounced', 550]]);
    expect(JSON.stringify(bounces.map((e) => e.data))).not.toContain('malhas-vale');

    const [subscriber, outsider] = await Promise.all([w.provider(), w.provider()]);
    const subscribed = await w.subscribe(subscriber, demand);
    expect(await w.balance(subscriber.auth, subscribed)).toBe(20);

    // Only the subscribed provider may report; an admin is not a provider.
    expect((await w.report(outsider, demand.id, 'invalid_contact').expect(403)).body.message).toBe(
      'Só quem se inscreveu nesta demanda pode reportá-la.',
    );
    await w.report({ auth: admin() }, demand.id, 'invalid_contact').expect(403);
    await app().post('/v1/lead-reports').send({ demandId: demand.id, reason: 'invalid_contact' }).expect(401);
    expect((await w.report(subscriber, demand.id, 'spam').expect(400)).body.message).toBe('Selecione o motivo.');
    expect((await w.report(subscriber, 99_999, 'invalid_contact').expect(404)).body.message).toBe(
      'Demanda não encontrada.',
    );

    const reported = await w.report(subscriber, demand.id, 'invalid_contact', 'O e-mail volta.').expect(201);
    expect(reported.body).toMatchObject({
      message: 'Créditos devolvidos.',
      data: { status: 'approved', refundedCredits: 10 },
    });
    expect(await w.balance(subscriber.auth, positionOf(reported))).toBe(30);

    const ledger = await api().system.store.read(walletStream(subscriber.id));
    const refund = ledger.filter((e) => e.type === 'CreditsRefunded');
    expect(refund.map((e) => e.data)).toEqual([
      {
        providerId: subscriber.id,
        demandId: demand.id,
        credits: 10,
        reportId: reported.body.data.reportId,
        reason: 'invalid_contact',
        decidedBy: 'system',
        automatic: true,
        note: 'O servidor de e-mail do solicitante recusou o endereço (550).',
      },
    ]);
    const mine = await as(subscriber.auth, reported).get('/v1/lead-reports').expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        demandId: demand.id,
        reason: 'invalid_contact',
        status: 'approved',
        automatic: true,
        credits: 10,
      }),
    ]);

    // One report per demand, and the refund never repeats.
    expect((await w.report(subscriber, demand.id, 'duplicate').expect(409)).body.message).toBe(
      'Você já reportou esta demanda.',
    );
    await as(admin(), reported)
      .post('/v1/admin/lead-reports/approve', { reportId: reported.body.data.reportId })
      .expect(200);
    expect((await handler.load(walletStream(subscriber.id), walletDecider)).state.balance).toBe(30);
    expect(
      (await api().system.store.read(walletStream(subscriber.id))).filter((e) => e.type === 'CreditsRefunded'),
    ).toHaveLength(1);
  });

  it('a bounce recorded before ADR 0112 (plain SHA-256 stream, texts in clear) still refunds at once', async () => {
    const email = 'compras@malhas-antigas.com.br';
    const demand = await w.fileDemand(email);
    // What the old recorder wrote: `mailbounce-<sha256(address)>`, version 1, no envelope.
    const old = mailAddressHash(email);
    await api().system.store.append(
      mailBounceStream(old),
      [
        {
          type: 'MailBounced',
          version: 1,
          data: {
            emailHash: old,
            smtpCode: 550,
            response: '550 5.1.1 mailbox unavailable',
            subject: 'ConectaSST: confirme seu pedido de orçamento',
            bouncedAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    const p = await w.provider();
    await w.subscribe(p, demand);
    const reported = await w.report(p, demand.id, 'invalid_contact').expect(201);
    expect(reported.body).toMatchObject({ data: { status: 'approved', refundedCredits: 10 } });
  });

  it('"e-mail inválido" without a bounce waits in the admin queue; a provider cannot approve; the admin approves once or refuses with a note', async () => {
    const [a, b] = await Promise.all([w.provider(), w.provider()]);
    const demand = await w.fileDemand('rh@malhasnorte.com.br');
    await w.subscribe(a, demand);
    const subscribedB = await w.subscribe(b, demand);

    const ra = await w.report(a, demand.id, 'invalid_contact', 'Telefone não existe.').expect(201);
    expect(ra.body).toMatchObject({
      message: 'Recebemos seu relato. Um administrador vai analisá-lo.',
      data: { status: 'open', refundedCredits: 0 },
    });
    const rb = await w.report(b, demand.id, 'not_requested').expect(201);
    expect(await w.balance(a.auth, positionOf(ra))).toBe(20);

    const queue = await as(admin(), rb).get('/v1/admin/lead-reports').expect(200);
    const ids = queue.body.data
      .filter((r: { demandId: number }) => r.demandId === demand.id)
      .map((r: { reportId: string }) => r.reportId);
    expect(ids.sort()).toEqual([ra.body.data.reportId, rb.body.data.reportId].sort());
    expect(queue.body.data.find((r: { reportId: string }) => r.reportId === ra.body.data.reportId)).toMatchObject({
      reason: 'invalid_contact',
      note: 'Telefone não existe.',
      status: 'open',
      credits: 10,
      providerFlagged: false,
    });

    // Role checks: a provider cannot read the queue nor decide.
    await as(a.auth).get('/v1/admin/lead-reports').expect(403);
    await as(a.auth).post('/v1/admin/lead-reports/approve', { reportId: ra.body.data.reportId }).expect(403);
    await as(b.auth).post('/v1/admin/lead-reports/refuse', { reportId: rb.body.data.reportId, note: 'x' }).expect(403);
    await app().post('/v1/admin/lead-reports/approve').send({ reportId: ra.body.data.reportId }).expect(401);

    const approved = await as(admin())
      .post('/v1/admin/lead-reports/approve', { reportId: ra.body.data.reportId, note: 'Confirmado.' })
      .expect(200);
    expect(approved.body).toMatchObject({
      message: 'Reembolso aprovado: os créditos voltaram ao parceiro.',
      data: { refundedCredits: 10 },
    });
    expect(await w.balance(a.auth, positionOf(approved))).toBe(30);
    const again = await as(admin())
      .post('/v1/admin/lead-reports/approve', { reportId: ra.body.data.reportId })
      .expect(200);
    expect(again.body.data.refundedCredits).toBe(0);
    const refundedA = (await api().system.store.read(walletStream(a.id))).filter((e) => e.type === 'CreditsRefunded');
    expect(refundedA.map((e) => e.data)).toEqual([
      expect.objectContaining({
        decidedBy: expect.any(String),
        automatic: false,
        reason: 'invalid_contact',
        note: 'Confirmado.',
        credits: 10,
      }),
    ]);
    expect(refundedA[0]!.data.decidedBy).not.toBe('system');

    expect(
      (
        await as(admin())
          .post('/v1/admin/lead-reports/refuse', { reportId: rb.body.data.reportId, note: ' ' })
          .expect(400)
      ).body.message,
    ).toBe('Escreva o motivo da recusa.');
    const refused = await as(admin())
      .post('/v1/admin/lead-reports/refuse', {
        reportId: rb.body.data.reportId,
        note: 'O solicitante confirmou o pedido.',
      })
      .expect(200);
    expect(
      (await as(admin()).post('/v1/admin/lead-reports/approve', { reportId: rb.body.data.reportId }).expect(409)).body
        .message,
    ).toBe('Este relato já foi decidido.');
    expect(await w.balance(b.auth, positionOf(refused))).toBe(20);
    expect(await w.balance(b.auth, subscribedB)).toBe(20);
    const mineB = await as(b.auth, refused).get('/v1/lead-reports').expect(200);
    expect(mineB.body.data[0]).toMatchObject({ status: 'refused', decisionNote: 'O solicitante confirmou o pedido.' });
    await as(admin())
      .post('/v1/admin/lead-reports/approve', { reportId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
  });

  it('a duplicate demand (same e-mail and services, filed shortly after another) is refunded at once', async () => {
    const first = await w.fileDemand('qualidade@teares.com.br', 1);
    // The first one is closed by an admin(), so the requester can file again: the second is a duplicate of the first.
    const edit = {
      id: first.id,
      companyId: first.id,
      name: 'Clara',
      surname: 'Schmidt',
      corporate_name: 'Malhas Vale Ltda',
      corporate_type: 'Têxtil',
      email: 'qualidade@teares.com.br',
      street: 'Itoupava',
      telefone: '47987654321',
      about: '',
      status: 'false',
    };
    const closed = await as(admin(), first.position).put('/v1/admin/demanda', edit).expect(200);
    // Filing again reads the open demands: wait until the close is in the read model.
    await as(admin())
      .get('/v1/demanda/show')
      .set('id', String(first.id))
      .set('X-Min-Position', positionOf(closed))
      .expect(200);
    const other = await w.fileDemand('qualidade@teares.com.br', 2);
    const p = await w.provider();
    await w.subscribe(p, other);
    const closedOther = await as(admin(), other.position)
      .put('/v1/admin/demanda', { ...edit, id: other.id, companyId: other.id })
      .expect(200);
    await as(admin())
      .get('/v1/demanda/show')
      .set('id', String(other.id))
      .set('X-Min-Position', positionOf(closedOther))
      .expect(200);
    const second = await w.fileDemand('qualidade@teares.com.br', 1);
    await w.subscribe(p, second);
    // Different services: not a duplicate, so it waits for an admin.
    const notDuplicate = await w.report(p, other.id, 'duplicate').expect(201);
    expect(notDuplicate.body.data.status).toBe('open');
    const duplicate = await w.report(p, second.id, 'duplicate').expect(201);
    expect(duplicate.body).toMatchObject({
      message: 'Créditos devolvidos.',
      data: { status: 'approved', refundedCredits: 10 },
    });
    expect(await w.balance(p.auth, positionOf(duplicate))).toBe(20);
    const refund = (await api().system.store.read(walletStream(p.id))).find((e) => e.type === 'CreditsRefunded')!;
    expect(refund.data).toMatchObject({
      demandId: second.id,
      reason: 'duplicate',
      decidedBy: 'system',
      note: `Mesmo e-mail e mesmos serviços da demanda nº ${first.id}.`,
    });
  });

  it('a provider who reports more than 30% of at least 5 subscriptions is flagged in the queue and the partner list', async () => {
    const p = await w.provider(2);
    const demands = await Promise.all([1, 2, 3, 4, 5].map((n) => w.fileDemand(`compras${n}@flag.com.br`)));
    for (const d of demands) await w.subscribe(p, d);
    const first = await w.report(p, demands[0]!.id, 'not_requested').expect(201);
    const queue1 = await as(admin(), first).get('/v1/admin/lead-reports').expect(200);
    expect(queue1.body.data.find((r: { providerId: string }) => r.providerId === p.id)).toMatchObject({
      providerFlagged: false,
      providerReports: 1,
      providerSubscriptions: 5,
    });
    const second = await w.report(p, demands[1]!.id, 'wrong_place_or_service').expect(201);
    const queue2 = await as(admin(), second).get('/v1/admin/lead-reports').expect(200);
    expect(queue2.body.data.filter((r: { providerId: string }) => r.providerId === p.id)).toEqual([
      expect.objectContaining({ providerFlagged: true, providerReports: 2, providerSubscriptions: 5 }),
      expect.objectContaining({ providerFlagged: true }),
    ]);
    const partners = await as(admin(), second).get('/v1/admin/users').expect(200);
    expect(partners.body.data.find((x: { id: string }) => x.id === p.id)).toMatchObject({ reportsFlagged: true });
  });
});

describe(onPostgres('a requester address refused by a real SMTP server'), () => {
  // The receiving server knows every mailbox except one: RCPT TO that address gets "550 5.1.1 … does not exist".
  // Started first: the system sends through it.
  const smtp = useSmtpTestServer({ unknownMailboxes: ['nao-existe@texteis-sul.com.br'] });
  const w = world(useTestApi(() => ({ smtpUrl: smtp.url() })));
  const { api } = w;

  it('records the 550 as MailBounced at send time, and the lead is refunded when reported', async () => {
    const demand = await w.fileDemand('nao-existe@texteis-sul.com.br');
    const stored = await api().system.store.read(
      mailBounceStream(mailAddressHash('nao-existe@texteis-sul.com.br', api().config.piiMasterKey)),
    );
    // Named by a keyed hash (ADR 0112): the plain SHA-256 of the address, which anyone can compute, names nothing.
    expect(await api().system.store.read(mailBounceStream(mailAddressHash('nao-existe@texteis-sul.com.br')))).toEqual(
      [],
    );
    // The server's answer and the subject are the address owner's data: stored encrypted (ADR 0112).
    expect(JSON.stringify(stored.map((e) => e.data))).not.toContain('does not exist');
    const bounces = await api().system.catalogue.decodeMany(stored);
    expect(bounces[0]).toMatchObject({
      type: 'MailBounced',
      data: { smtpCode: 550, subject: 'ConectaSST: confirme seu pedido de orçamento' },
    });
    expect(String(bounces[0]!.data.response)).toContain('does not exist');

    const p = await w.provider();
    await w.subscribe(p, demand);
    const reported = await w.report(p, demand.id, 'invalid_contact').expect(201);
    expect(reported.body.data).toMatchObject({ status: 'approved', refundedCredits: 10 });
    expect(await w.balance(p.auth, positionOf(reported))).toBe(30);

    // A deliverable address leaves no bounce, and its report waits for an admin.
    const fine = await w.fileDemand('compras@texteis-sul.com.br');
    expect(
      await api().system.store.read(
        mailBounceStream(mailAddressHash('compras@texteis-sul.com.br', api().config.piiMasterKey)),
      ),
    ).toEqual([]);
    await w.subscribe(p, fine);
    expect((await w.report(p, fine.id, 'invalid_contact').expect(201)).body.data.status).toBe('open');
  });
});
