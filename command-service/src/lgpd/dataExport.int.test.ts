import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { partnerSlug } from '@conectasst/common/api/reviews';
import { reviewIdOf } from '../reviews/api';
import { DAY_MS } from '@conectasst/common/rules/time';

const { app, api, as, admin, signUpProvider, providerWithCredits } = useTestApi();

let seq = 0;
async function demand(email: string, name: string) {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const body = blumenauDemand(services[0]!.id, email);
  return fileConfirmedDemand(api(), { ...body, contact: { ...body.contact, Name: name } });
}
type Export = { subject: string; events: { type: string; stream: string; data: Record<string, unknown> }[] };

describe(onPostgres('LGPD: a data subject downloads their own data (issue 37 item 4, ADR 0167)'), () => {
  it('the requester downloads, through the signed link, the events holding their data, decoded; a wrong link gets 403', async () => {
    const d = await demand(`titular.${++seq}.${process.pid}@malhas.com.br`, 'Titularnome');
    const other = await demand(`outro.${++seq}.${process.pid}@malhas.com.br`, 'Outranome');
    // Their own LGPD requests are theirs too (ADR 0173).
    await app()
      .post('/v1/minha-demanda/lgpd')
      .send({ token: d.token, kind: 'correction', details: 'Meu sobrenome é Titularsobrenome.' })
      .expect(201);
    const r = await app().get(`/v1/minha-demanda/${d.token}/dados`).expect(200);
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-demanda-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(r.headers['cache-control']).toBe('private, no-store');
    const body = r.body as Export;
    expect(body.subject).toBe('requester');
    const filed = body.events.find((e) => e.type === 'DemandFiled')!;
    expect(filed.stream).toBe(`demand-${d.id}`);
    expect(filed.data.requesterName).toBe('Titularnome');
    expect(body.events.find((e) => e.type === 'LgpdRequestReceived')?.data).toMatchObject({
      kind: 'correction',
      details: 'Meu sobrenome é Titularsobrenome.',
    });
    expect(JSON.stringify(body)).not.toContain('$pii');
    expect(JSON.stringify(body)).not.toContain('Outranome');
    // Another demand's link exports that demand only.
    expect(JSON.stringify((await app().get(`/v1/minha-demanda/${other.token}/dados`).expect(200)).body)).not.toContain(
      'Titularnome',
    );
    const forged = `${d.token.slice(0, -3)}AAA`;
    expect((await app().get(`/v1/minha-demanda/${forged}/dados`).expect(403)).body.message).toMatch(/link/i);
    expect((await app().get('/v1/minha-demanda/xyz/dados').expect(400)).body.message).toBeTruthy();
  });

  it('a provider downloads their own data in Meus dados; anonymous gets 401 and another provider gets only their own', async () => {
    const ana = await signUpProvider({ name: 'Anatitular', surname: 'Export' });
    const bia = await signUpProvider({ name: 'Biaoutra', surname: 'Export' });
    const r = await as(ana.auth, ana.position).get('/v1/parceiro/meus-dados').expect(200);
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-parceiro-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = JSON.stringify(r.body);
    expect(r.body.subject).toBe('provider');
    expect(text).toContain('Anatitular');
    expect(text).toContain(ana.email);
    expect(text).not.toContain('$pii');
    expect(text).not.toContain('Biaoutra');
    expect(JSON.stringify((await as(bia.auth).get('/v1/parceiro/meus-dados').expect(200)).body)).not.toContain(
      'Anatitular',
    );
    await app().get('/v1/parceiro/meus-dados').expect(401);
  });

  it('the provider export holds everything about them (ADR 0173): seat, proposal, lead report, direct request, reviews about them and their reply, WhatsApp opt-in, order; no requester data', async () => {
    const p = await providerWithCredits(1, { name: 'Gabrielatitular', surname: 'Exportada' });
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const requesterEmail = `clara.export.${process.pid}@malhasvale.com.br`;
    const seatDemand = await fileConfirmedDemand(api(), blumenauDemand(services[0]!.id, requesterEmail));
    const seat = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(seatDemand.id))
      .set('X-Min-Position', seatDemand.position)
      .expect(200);

    // A proposal signed with a verified CREA, a lead report, a review written about them and their reply.
    const declared = await as(p.auth)
      .post('/v1/credentials', { kind: 'CREA', number: `77${process.pid % 1e8}`, uf: 'SC' })
      .expect(201);
    const credentialId = declared.body.data.credentialId as string;
    const verified = await as(admin(), declared)
      .post('/v1/admin/credentials/verify', { credentialId, note: 'Conferido no CREA-SC.' })
      .expect(200);
    const validUntil = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    await as(p.auth, verified)
      .post('/v1/parceiro/propostas', {
        demandId: seatDemand.id,
        priceMinCents: 250_000,
        priceMaxCents: 300_000,
        paymentTerms: 'À vista',
        items: [{ serviceId: null, description: 'PGR completo' }],
        deadlineDays: 45,
        deadlineDate: null,
        validUntil,
        credentialId,
        notes: 'Notadaproposta: visita técnica inclusa.',
        pdf: null,
      })
      .expect(201);
    await as(p.auth)
      .post('/v1/lead-reports', {
        demandId: seatDemand.id,
        reason: 'invalid_contact',
        note: 'Notadoreporte: telefone não atende.',
      })
      .expect(201);
    const written = await app()
      .post('/v1/minha-demanda/avaliacoes')
      .set('X-Min-Position', positionOf(seat))
      .send({
        token: seatDemand.token,
        providerId: p.id,
        stars: 4,
        comment: 'Comentariosobreela: bom trabalho, ligue 47 98888-7777.',
      })
      .expect(201);
    await as(p.auth, written)
      .post('/v1/parceiro/avaliacoes/resposta', {
        reviewId: reviewIdOf(seatDemand.id, p.id),
        reply: 'Respostadela: obrigada pela avaliação.',
      })
      .expect(201);

    // A direct request names them; the WhatsApp opt-in holds their number.
    const directBody = blumenauDemand(services[0]!.id, `rita.export.${process.pid}@metalforte.com.br`);
    const direct = await fileConfirmedDemand(api(), {
      ...directBody,
      contact: { ...directBody.contact, Name: 'Ritadireta' },
      parceiro: partnerSlug('Gabrielatitular Exportada', p.id),
    });
    const optIn = await as(p.auth).post('/v1/whatsapp/opt-in', { phone: '(47) 99123-4567', consent: true }).expect(200);

    const r = await as(p.auth, positionOf(optIn) || direct.position)
      .get('/v1/parceiro/meus-dados')
      .expect(200);
    const body = r.body as Export;
    const of = (stream: string, type: string) => body.events.find((e) => e.stream === stream && e.type === type)?.data;
    expect(of(`proposal-${seatDemand.id}-${p.id}`, 'ProposalSent')).toMatchObject({
      notes: 'Notadaproposta: visita técnica inclusa.',
      priceMinCents: 250_000,
    });
    expect(of(`leadreport-${seatDemand.id}-${p.id}`, 'LeadReported')).toMatchObject({
      note: 'Notadoreporte: telefone não atende.',
      reason: 'invalid_contact',
    });
    expect(of(`demand-${seatDemand.id}`, 'ProviderSubscribed')).toMatchObject({ providerId: p.id });
    expect(of(`reviews-${seatDemand.id}`, 'ReviewReplied')).toMatchObject({
      reply: 'Respostadela: obrigada pela avaliação.',
    });
    // The review written about them: stars and words (contacts masked), not the reviewer's name or id.
    const review = of(`reviews-${seatDemand.id}`, 'ReviewWritten')!;
    expect(review).toMatchObject({ providerId: p.id, stars: 4 });
    expect(review.comment).toMatch(/^Comentariosobreela: bom trabalho, ligue /);
    expect(review.comment).not.toContain('98888');
    expect(review).not.toHaveProperty('reviewerFirstName');
    expect(review).not.toHaveProperty('requesterId');
    // The direct request: that it named them, not who asked.
    const named = of(`demand-${direct.id}`, 'DemandFiled')!;
    expect(named.directProviderId).toBe(p.id);
    expect(named).not.toHaveProperty('requesterId');
    expect(named).not.toHaveProperty('requesterName');
    expect(of(`demand-alerts-${p.id}`, 'WhatsAppCodeSent')).toMatchObject({
      phone: expect.stringContaining('991234567'),
    });
    // Secrets are not data about them: no password or code hash leaves in a file.
    expect(of(`user-${p.id}`, 'UserRegistered')).toMatchObject({ name: 'Gabrielatitular', surname: 'Exportada' });
    expect(of(`user-${p.id}`, 'UserRegistered')).not.toHaveProperty('passwordHash');
    expect(of(`demand-alerts-${p.id}`, 'WhatsAppCodeSent')).not.toHaveProperty('codeHash');
    expect(body.events.some((e) => e.stream === `wallet-${p.id}` && e.type === 'CreditsPurchased')).toBe(true);
    expect(
      body.events.some((e) => e.stream.startsWith('order-') && e.type === 'OrderPlaced' && e.data.providerId === p.id),
    ).toBe(true);

    const text = JSON.stringify(body);
    expect(text).not.toContain('$pii');
    for (const theirs of [requesterEmail, 'Clara', 'Schmidt', 'Malhas Vale', 'Ritadireta', 'metalforte', '47987654321'])
      expect(text).not.toContain(theirs);
  });
});
