import { proposalMessages as m } from '@conectasst/common/rules/proposalRules';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { DAY_MS } from '@conectasst/common/rules/time';
import { itRebuildsToTheSameRows } from '../../../test-support/readModelRebuild';

const { app, api, as, admin, providerWithCredits, subscribe } = useTestApi();

let seq = 0;
const provider = () => providerWithCredits(1, { name: 'Paula', surname: `Prado ${++seq}` });

async function demand(preferredChannel?: 'whatsapp' | 'ligacao' | 'email') {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const body = blumenauDemand(services[0]!.id, `compras.${Date.now()}.${++seq}@malhas.com.br`);
  return fileConfirmedDemand(
    api(),
    preferredChannel ? { ...body, contact: { ...body.contact, PreferredChannel: preferredChannel } } : body,
  );
}
/** Declares a CREA and has the admin verify it: the provider may then sign with it. */
async function verifiedCrea(p: { auth: string }, number: string): Promise<string> {
  const declared = await as(p.auth).post('/v1/credentials', { kind: 'CREA', number, uf: 'SC' }).expect(201);
  const credentialId = declared.body.data.credentialId as string;
  await as(admin(), declared)
    .post('/v1/admin/credentials/verify', { credentialId, note: 'Conferido no CREA-SC.' })
    .expect(200);
  return credentialId;
}

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const proposal = (demandId: number, credentialId: string, over: Record<string, unknown> = {}) => ({
  demandId,
  priceMinCents: 250_000,
  priceMaxCents: 300_000,
  paymentTerms: '50% no início, 50% na entrega',
  items: [
    { serviceId: null, description: 'PGR completo' },
    { serviceId: null, description: 'Treinamento NR-12' },
  ],
  deadlineDays: 45,
  deadlineDate: null,
  validUntil: day(30),
  credentialId,
  notes: 'Visita técnica inclusa. WhatsApp 47 99999-1234.',
  pdf: null,
  ...over,
});
const send = (p: { auth: string }, body: object) => as(p.auth).post('/v1/parceiro/propostas', body);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')]);

describe(onPostgres('proposals through the HTTP API (issue #36 item 2)'), () => {
  it('a seat holder sends and revises a proposal with a PDF; others are refused; the requester compares, downloads the PDF and accepts once', async () => {
    const d = await demand();
    const [a, b, outsider] = await Promise.all([provider(), provider(), provider()]);
    const [creaA, creaB] = await Promise.all([
      verifiedCrea(a, `42${Date.now() % 1e8}`),
      verifiedCrea(b, `43${Date.now() % 1e8}`),
    ]);
    await subscribe(a, d);
    await subscribe(b, d);

    // Only a seat holder; never a 500 on bad input.
    expect((await send(outsider, proposal(d.id, creaA)).expect(403)).body.message).toBe(m.notSeatHolder);
    expect((await send(a, proposal(999_999, creaA)).expect(404)).body.message).toBe(m.demandNotFound);
    await app().post('/v1/parceiro/propostas').send(proposal(d.id, creaA)).expect(401);
    expect((await send(a, proposal(d.id, creaB)).expect(422)).body.message).toBe(m.signatory);
    expect((await send(a, proposal(d.id, creaA, { priceMinCents: 0 })).expect(400)).body.message).toBe(m.priceMin);
    expect((await send(a, proposal(d.id, creaA, { items: [] })).expect(400)).body.message).toBe(m.items);
    expect((await send(a, proposal(d.id, creaA, { validUntil: day(-2) })).expect(422)).body.message).toBe(
      m.validUntilPast,
    );

    // The PDF: checked by its first bytes, at most 5 MB, only its hash in the proposal.
    const upload = (bytes: Buffer) =>
      as(a.auth).post('/v1/parceiro/propostas/anexo').set('Content-Type', 'application/pdf').send(bytes);
    expect((await upload(Buffer.from('GIF89a not a pdf')).expect(415)).body.message).toBe(m.pdfNotPdf);
    expect((await upload(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])).expect(413)).body.message).toBe(
      m.pdfTooLarge,
    );
    const stored = await upload(PDF).expect(201);
    const sha256 = stored.body.data.sha256 as string;
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await send(a, proposal(d.id, creaA, { pdf: { sha256: 'f'.repeat(64), name: 'x.pdf' } })).expect(422)).body
        .message,
    ).toBe(m.pdfUnknown);

    const first = await send(a, proposal(d.id, creaA)).expect(201);
    expect(first.body.message).toBe(m.sent);
    const revised = await send(
      a,
      proposal(d.id, creaA, { priceMaxCents: null, pdf: { sha256, name: 'Proposta PGR.pdf' } }),
    ).expect(201);
    expect(revised.body.message).toBe(m.revisedByYou);
    const fromB = await send(
      b,
      proposal(d.id, creaB, { priceMinCents: 199_000, priceMaxCents: null, deadlineDays: null, deadlineDate: day(20) }),
    ).expect(201);

    // The author reads its history; another provider never sees it.
    const mine = await as(a.auth, fromB).get(`/v1/parceiro/propostas/${d.id}`).expect(200);
    expect(mine.body.data).toMatchObject({
      stage: 'proposta_enviada',
      accepted: false,
      revisions: [
        { revision: 2, priceMaxCents: null, pdf: { name: 'Proposta PGR.pdf', size: PDF.length } },
        { revision: 1 },
      ],
    });
    await as(outsider.auth).get(`/v1/parceiro/propostas/${d.id}`).expect(404);
    const mineFromB = await as(b.auth).get(`/v1/parceiro/propostas/${d.id}`).expect(200);
    expect(mineFromB.body.data.revisions.map((r: { priceMinCents: number }) => r.priceMinCents)).toEqual([199_000]);
    expect(JSON.stringify(mineFromB.body)).not.toMatch(/250000|Proposta PGR/);
    await as(b.auth).get(`/v1/parceiro/propostas/${d.id}/anexo`).expect(404);
    const authorPdf = await as(a.auth)
      .get(`/v1/parceiro/propostas/${d.id}/anexo`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(authorPdf.headers['content-type']).toBe('application/pdf');
    expect(authorPdf.headers['content-disposition']).toContain('attachment');
    expect(Buffer.compare(authorPdf.body as Buffer, PDF)).toBe(0);

    // The requester compares the latest revision of each: verified signatory, notes masked, the PDF served as an attachment.
    const compared = await app().get(`/v1/minha-demanda/${d.token}/propostas`).expect(200);
    expect(compared.body.hired).toBeNull();
    const rows = compared.body.data as {
      providerId: string;
      revision: number;
      notes: string;
      signatory: { verified: boolean };
      pdfPath: string | null;
      answeredInHours: number | null;
    }[];
    expect(rows.map((r) => [r.providerId, r.revision]).sort()).toEqual(
      [
        [a.id, 2],
        [b.id, 1],
      ].sort(),
    );
    const rowA = rows.find((r) => r.providerId === a.id)!;
    expect(rowA).toMatchObject({
      signatory: { verified: true },
      notes: 'Visita técnica inclusa. WhatsApp [contato oculto].',
    });
    expect(rowA.answeredInHours).not.toBeNull();
    expect(rowA.pdfPath).toBe(`/v1/minha-demanda/${d.token}/propostas/${a.id}/anexo`);
    await app().get(rowA.pdfPath!).expect(200).expect('Content-Type', 'application/pdf');
    await app().get(`/v1/minha-demanda/${d.token}/propostas/${outsider.id}/anexo`).expect(404);
    await app()
      .get(`/v1/minha-demanda/${d.token.slice(0, -2)}xx/propostas`)
      .expect(403);

    // Accept: the revision seen must be the latest; then one decision records the hire and closes the demand.
    expect(
      (
        await app()
          .post('/v1/minha-demanda/propostas/aceitar')
          .send({ token: d.token, providerId: a.id, revision: 1 })
          .expect(409)
      ).body.message,
    ).toBe(m.revised);
    const accepted = await app()
      .post('/v1/minha-demanda/propostas/aceitar')
      .send({ token: d.token, providerId: a.id, revision: 2 })
      .expect(200);
    expect(accepted.body.message).toBe(m.accepted);
    // A copy of the same accept answers the same; accepting the other one is refused.
    await app()
      .post('/v1/minha-demanda/propostas/aceitar')
      .send({ token: d.token, providerId: a.id, revision: 2 })
      .expect(200);
    expect(
      (
        await app()
          .post('/v1/minha-demanda/propostas/aceitar')
          .send({ token: d.token, providerId: b.id, revision: 1 })
          .expect(409)
      ).body.message,
    ).toBe(m.hireAlreadyRecorded);
    // No revision after the acceptance.
    expect((await send(a, proposal(d.id, creaA)).expect(409)).body.message).toBe(m.alreadyAccepted);

    const page = await app()
      .get(`/v1/minha-demanda/${d.token}`)
      .set('X-Min-Position', positionOf(accepted))
      .expect(200);
    expect(page.body.data).toMatchObject({ state: 'closed', closeReason: 'hired' });
    const reviews = await app().get(`/v1/minha-demanda/${d.token}/avaliacoes`).expect(200);
    expect(reviews.body.data.hired).toBe(a.id);
    const stagesA = await as(a.auth).get('/v1/parceiro/propostas').expect(200);
    const stagesB = await as(b.auth).get('/v1/parceiro/propostas').expect(200);
    expect(stagesA.body.data).toEqual([{ demandId: d.id, stage: 'ganha', revision: 2, preferredChannel: null }]);
    expect(stagesB.body.data).toEqual([{ demandId: d.id, stage: 'perdida', revision: 1, preferredChannel: null }]);

    // "Meu desempenho": each provider's own proposals sent and win rate.
    const insightsOf = async (p: { auth: string }) =>
      (await as(p.auth, accepted).get('/v1/parceiro/desempenho').expect(200)).body.proposals;
    expect(await insightsOf(a)).toEqual({ sent: 1, won: 1, winRatePercent: 100 });
    expect(await insightsOf(b)).toEqual({ sent: 1, won: 0, winRatePercent: 0 });

    // The chosen provider and the other are told by e-mail.
    const mails = api().system.devMailbox!.list();
    expect(
      mails.some(
        (mail) =>
          mail.to === a.email && mail.subject === `ConectaSST: sua proposta para o pedido nº ${d.id} foi aceita`,
      ),
    ).toBe(true);
    expect(
      mails.some(
        (mail) =>
          mail.to === b.email && mail.subject === `ConectaSST: o pedido nº ${d.id} foi fechado com outro parceiro`,
      ),
    ).toBe(true);

    // LGPD: erasing the author deletes the PDF's bytes (outside the log) and blanks the notes.
    const erased = await as(admin()).post('/v1/admin/Parceiro/erase', { id: a.id }).expect(200);
    expect((await app().get(rowA.pdfPath!).expect(404)).body.message).toBe(m.attachmentNotFound);
    const afterErasure = await app()
      .get(`/v1/minha-demanda/${d.token}/propostas`)
      .set('X-Min-Position', positionOf(erased))
      .expect(200);
    expect(afterErasure.body.data.find((r: { providerId: string }) => r.providerId === a.id)).toMatchObject({
      notes: '',
    });
  });

  it('two accepts of two proposals at the same moment: one wins, the other is refused, one hire is recorded', async () => {
    const d = await demand();
    const [a, b] = await Promise.all([provider(), provider()]);
    const [creaA, creaB] = await Promise.all([
      verifiedCrea(a, `44${Date.now() % 1e8}`),
      verifiedCrea(b, `45${Date.now() % 1e8}`),
    ]);
    await subscribe(a, d);
    await subscribe(b, d);
    await send(a, proposal(d.id, creaA)).expect(201);
    await send(b, proposal(d.id, creaB)).expect(201);
    const accept = (providerId: string) =>
      app().post('/v1/minha-demanda/propostas/aceitar').send({ token: d.token, providerId, revision: 1 });
    const answers = await Promise.all([accept(a.id), accept(b.id), accept(a.id), accept(b.id)]);
    const winners = new Set(
      answers
        .filter((r) => r.status === 200)
        .map((r) => (r.request as unknown as { _data: { providerId: string } })._data.providerId),
    );
    expect(winners.size).toBe(1);
    expect(
      answers
        .filter((r) => r.status !== 200)
        .every((r) => r.status === 409 && r.body.message === m.hireAlreadyRecorded),
    ).toBe(true);
    const hires = (await api().system.store.read(`reviews-${d.id}`)).filter((e) => e.type === 'HireRecorded');
    const accepts = [
      ...(await api().system.store.read(`proposal-${d.id}-${a.id}`)),
      ...(await api().system.store.read(`proposal-${d.id}-${b.id}`)),
    ].filter((e) => e.type === 'ProposalAccepted');
    const closes = (await api().system.store.read(`demand-${d.id}`)).filter((e) => e.type === 'DemandClosed');
    expect([hires.length, accepts.length, closes.length]).toEqual([1, 1, 1]);
  });

  it("the seat stage: the provider marks contato feito; a non-holder cannot; the requester's preferred channel is shown to the seat holder", async () => {
    const d = await demand('whatsapp');
    const [a, outsider] = await Promise.all([provider(), provider()]);
    const seat = await subscribe(a, d);
    const fresh = await as(a.auth, seat).get('/v1/parceiro/propostas').expect(200);
    expect(fresh.body.data).toEqual([{ demandId: d.id, stage: 'nova', revision: 0, preferredChannel: 'whatsapp' }]);
    const marked = await as(a.auth)
      .post('/v1/parceiro/propostas/etapa', { demandId: d.id, stage: 'contato_feito' })
      .expect(200);
    const after = await as(a.auth, marked).get('/v1/parceiro/propostas').expect(200);
    expect(after.body.data).toEqual([
      { demandId: d.id, stage: 'contato_feito', revision: 0, preferredChannel: 'whatsapp' },
    ]);
    await as(outsider.auth)
      .post('/v1/parceiro/propostas/etapa', { demandId: d.id, stage: 'contato_feito' })
      .expect(403);
    expect(
      (await as(a.auth).post('/v1/parceiro/propostas/etapa', { demandId: d.id, stage: 'ganha' }).expect(400)).body
        .message,
    ).toBe(m.stage);
  });
});

/**
 * DESIGN §1: given the history of the tests above (revisions with and without a PDF, accepts, hires, a stage marked),
 * when the proposals read model is rebuilt from the log (its bulk session, ADR 0130), then its tables hold the rows the
 * live projection wrote.
 */
describe(onPostgres('the proposals read model rebuilds to the same rows'), () => {
  beforeAll(async () => {
    await api().system.runner.caughtUp();
  });
  itRebuildsToTheSameRows(
    api,
    [['proposals', ['proposal_revisions', 'seat_stages', 'proposal_demands'], '1, 2, 3']],
    'every',
  );
});
