import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { CommandHandler } from '../infrastructure/commandHandler';
import { reviewIdOf } from './api';
import { reviewsDecider } from './businessLogic';
import { DAY_MS } from '@conectasst/common/rules/time';

const { app, api, as, admin, providerWithCredits, subscribe } = useTestApi();

let seq = 0;

/** A provider with one package of credits bought in the sandbox. */
const provider = () => providerWithCredits(1, { name: 'Bruna', surname: `Reis ${++seq}` });

async function demand(email: string, contact: Record<string, string> = {}) {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  return fileConfirmedDemand(
    api(),
    blumenauDemand(services[0]!.id, email, { contact: { Name: 'Clara Maria', ...contact } }),
  );
}
const review = (token: string, providerId: string, stars: number, comment: string) =>
  app().post('/v1/minha-demanda/avaliacoes').send({ token, providerId, stars, comment });

/** Reviews through the HTTP API (docs/reviews.md): the requester from the signed link, the provider replies, admins moderate. */
describe(onPostgres('reviews that cannot be faked'), () => {
  it('only a provider who held a seat is reviewed, once per demand; the hired one is marked; the reviewer is first name + city; contacts are masked', async () => {
    const d = await demand(`clara.${Date.now()}@malhas.com.br`);
    const [seated, outsider] = await Promise.all([provider(), provider()]);
    const position = await subscribe(seated, d);

    // A provider who never subscribed cannot be reviewed.
    expect(
      (
        await review(d.token, outsider.id, 5, 'Não fez nada, nem se inscreveu.')
          .set('X-Min-Position', position)
          .expect(403)
      ).body.message,
    ).toBe('Só é possível avaliar um parceiro que se inscreveu nesta demanda.');
    // Bad input: 400 from the document, 422 from the rule, 403 for a forged link; never a 500.
    expect((await review(d.token, seated.id, 6, 'Muito bom atendimento.').expect(400)).body.message).toBe(
      'Escolha de 1 a 5 estrelas.',
    );
    expect((await review(d.token, seated.id, 4, 'Bom.').expect(422)).body.message).toBe(
      'Escreva um comentário de pelo menos 10 caracteres.',
    );
    expect((await review(d.token, seated.id, 4, 'x'.repeat(1001)).expect(400)).body.message).toBe(
      'Use no máximo 1000 caracteres no comentário.',
    );
    await review(`${d.token.slice(0, -2)}xx`, seated.id, 4, 'Muito bom atendimento.').expect(403);

    const written = await review(
      d.token,
      seated.id,
      5,
      'Ótimo atendimento, ligue 47 98888-7777 para confirmar.',
    ).expect(201);
    expect(written.body.message).toBe('Avaliação publicada. Obrigado!');
    expect((await review(d.token, seated.id, 4, 'Escrevendo de novo a avaliação.').expect(409)).body.message).toBe(
      'Você já avaliou este parceiro nesta demanda. Edite a avaliação existente.',
    );

    // 'Já contratei': a provider who did not subscribe is refused; the seated one is recorded.
    await app().post('/v1/minha-demanda/contratado').send({ token: d.token, hired: outsider.id }).expect(422);
    const hired = await app()
      .post('/v1/minha-demanda/contratado')
      .send({ token: d.token, hired: seated.id })
      .expect(200);

    const page = await app()
      .get(`/v1/minha-demanda/${d.token}/avaliacoes`)
      .set('X-Min-Position', positionOf(hired))
      .expect(200);
    expect(page.body.data).toEqual({
      hired: seated.id,
      hiddenProviderIds: [],
      reviews: [
        expect.objectContaining({
          providerId: seated.id,
          stars: 5,
          reviewer: 'Clara, Blumenau',
          hired: true,
          reply: null,
          comment: 'Ótimo atendimento, ligue [contato oculto] para confirmar.',
        }),
      ],
    });
    expect(JSON.stringify(page.body)).not.toMatch(/Schmidt|malhas\.com|98888/);
  });

  it('the edit window is 14 days after writing', async () => {
    const d = await demand(`edita.${Date.now()}@malhas.com.br`);
    const [recent, old] = await Promise.all([provider(), provider()]);
    await subscribe(recent, d);
    const position = await subscribe(old, d);
    await review(d.token, recent.id, 3, 'Atendimento razoável, atrasou.').set('X-Min-Position', position).expect(201);
    const edited = await app()
      .put('/v1/minha-demanda/avaliacoes')
      .send({ token: d.token, providerId: recent.id, stars: 4, comment: 'Atrasou, mas entregou tudo certo.' })
      .expect(200);
    expect(edited.body.message).toBe('Avaliação atualizada.');

    // Given a review written 15 days ago (appended through the decider with its own clock)…
    const handler = new CommandHandler(api().system.store, api().system.catalogue);
    const loaded = await handler.load(`demand-${d.id}`, (await import('../demands/businessLogic')).demandDecider);
    const fifteenDaysAgo = new Date(Date.now() - 15 * DAY_MS).toISOString();
    await handler.handle(
      reviewsStream(d.id),
      reviewsDecider,
      {
        type: 'WriteReview',
        reviewId: reviewIdOf(d.id, old.id),
        demandId: d.id,
        requesterId: loaded.state.requesterId,
        subscribers: loaded.state.subscribers,
        providerId: old.id,
        stars: 2,
        comment: 'Não retornou as ligações.',
        reviewerFirstName: 'Clara',
        city: 'Blumenau',
        now: fifteenDaysAgo,
        flagReportId: reviewIdOf(-d.id, old.id),
        requester: { email: '', phone: '', name: '', company: '' },
        provider: { emails: [], phones: [], documents: [], companies: [], names: [] },
      },
      { userId: 'requester', role: 'public' },
    );
    // …when the requester edits it, then it is refused.
    const late = await app()
      .put('/v1/minha-demanda/avaliacoes')
      .send({ token: d.token, providerId: old.id, stars: 5, comment: 'Mudei de ideia sobre o serviço.' })
      .expect(409);
    expect(late.body.message).toBe('O prazo para editar esta avaliação terminou (14 dias após ser escrita).');
    const page = await app()
      .get(`/v1/minha-demanda/${d.token}/avaliacoes`)
      .set('X-Min-Position', positionOf(edited))
      .expect(200);
    expect(page.body.data.reviews.find((r: { providerId: string }) => r.providerId === recent.id)).toMatchObject({
      stars: 4,
      comment: 'Atrasou, mas entregou tudo certo.',
    });
  });
});

describe(onPostgres('a provider cannot review himself (issue #33 item 4)'), () => {
  const selfDealing =
    'Esta avaliação não pode ser registrada: os dados de contato desta demanda (e-mail, telefone ou empresa) são os do próprio parceiro avaliado.';
  const selfHire =
    'Não é possível marcar este parceiro como contratado: os dados de contato desta demanda (e-mail, telefone ou empresa) são os do próprio parceiro.';

  it('the attack: a provider files a demand with his own e-mail, confirms it, takes the seat and reviews himself: refused, no hire mark, no rating on his page', async () => {
    const cheat = await provider();
    // His own e-mail, written as anyone would type it again (upper case, spaces).
    const d = await demand(`  ${cheat.email.toUpperCase()} `.trim());
    const position = await subscribe(cheat, d);
    const refused = await review(d.token, cheat.id, 5, 'Excelente, recomendo a todos, muito profissional.')
      .set('X-Min-Position', position)
      .expect(403);
    expect(refused.body.message).toBe(selfDealing);
    expect(
      (await app().post('/v1/minha-demanda/contratado').send({ token: d.token, hired: cheat.id }).expect(403)).body
        .message,
    ).toBe(selfHire);

    const page = await app().get(`/v1/minha-demanda/${d.token}/avaliacoes`).expect(200);
    expect(page.body.data).toMatchObject({ hired: null, reviews: [] });
    const slug = (await app().get(`/v1/parceiros/x-${cheat.id}`).expect(200)).body.data.slug as string;
    const html = (await app().get(`/parceiros/${slug}`).expect(200)).text;
    expect(html).not.toContain('AggregateRating');
    expect(html).not.toContain('Contratado pela ConectaSST');
  });

  it('the same phone, written another way, is refused too; the same full name alone goes to the moderation queue', async () => {
    const cheat = await provider();
    // The provider signed up with 11987654321; the demand carries it formatted, with another e-mail.
    const byPhone = await demand(`outro.${Date.now()}@gmail.com`, { Phone: '(11) 98765-4321' });
    const position = await subscribe(cheat, byPhone);
    expect(
      (
        await review(byPhone.token, cheat.id, 5, 'Excelente, recomendo a todos.')
          .set('X-Min-Position', position)
          .expect(403)
      ).body.message,
    ).toBe(selfDealing);

    // Same name and surname as the provider, nothing else in common: accepted, and flagged for the admins.
    const namesake = await providerWithCredits(1, { name: 'Rui', surname: `Barbosa Neto ${++seq}` });
    const d = await demand(`rui.${Date.now()}@outra-empresa.com.br`, {
      Name: 'RUI',
      Surname: `Barbosa  Neto ${seq}`,
      Phone: '31999990000',
      CorporateName: 'Outra Empresa S.A.',
    });
    const seat = await subscribe(namesake, d);
    const written = await review(d.token, namesake.id, 5, 'Excelente, recomendo a todos.')
      .set('X-Min-Position', seat)
      .expect(201);
    const queue = await as(admin(), written).get('/v1/admin/avaliacoes?status=reported').expect(200);
    expect(queue.body.data.find((r: { providerId: string }) => r.providerId === namesake.id)).toMatchObject({
      reports: 1,
      reportReasons: ['Verificação automática: o nome de quem pediu o orçamento é o mesmo do parceiro avaliado.'],
      hidden: false,
    });
  });
});

describe(onPostgres('reviews: replies, moderation, erasure and the rebuilt read model'), () => {
  it('the provider replies once; anyone reports; an admin hides it from every read and restores it, audited', async () => {
    const d = await demand(`modera.${Date.now()}@malhas.com.br`);
    const [seated, other] = await Promise.all([provider(), provider()]);
    const position = await subscribe(seated, d);
    const written = await review(d.token, seated.id, 1, 'Péssimo, não apareceu no dia marcado.')
      .set('X-Min-Position', position)
      .expect(201);
    const reviewId = reviewIdOf(d.id, seated.id);

    const mine = await as(seated.auth, written).get('/v1/parceiro/avaliacoes').expect(200);
    expect(mine.body).toMatchObject({
      count: 1,
      average: 1,
      data: [{ reviewId, stars: 1, reviewer: 'Clara, Blumenau' }],
    });

    // Another provider cannot reply; an admin is not a provider; nobody without a token.
    await as(other.auth).post('/v1/parceiro/avaliacoes/resposta', { reviewId, reply: 'Não fui eu.' }).expect(404);
    await as(admin()).post('/v1/parceiro/avaliacoes/resposta', { reviewId, reply: 'Oi' }).expect(403);
    await app().post('/v1/parceiro/avaliacoes/resposta').send({ reviewId, reply: 'Oi' }).expect(401);
    const replied = await as(seated.auth)
      .post('/v1/parceiro/avaliacoes/resposta', { reviewId, reply: 'Houve um imprevisto, pedimos desculpas.' })
      .expect(201);
    expect(
      (await as(seated.auth).post('/v1/parceiro/avaliacoes/resposta', { reviewId, reply: 'De novo.' }).expect(409)).body
        .message,
    ).toBe('Esta avaliação já foi respondida.');

    const reported = await app()
      .post('/v1/avaliacoes/denuncia')
      .send({ reviewId, reason: 'Texto ofensivo e falso.' })
      .expect(201);
    expect(reported.body.message).toBe('Denúncia recebida. Um administrador vai analisar a avaliação.');
    await app()
      .post('/v1/avaliacoes/denuncia')
      .send({ reviewId: '00000000-0000-4000-8000-000000000000', reason: 'Não existe esta.' })
      .expect(404);

    // The admin queue is for admins only.
    await as(seated.auth).get('/v1/admin/avaliacoes').expect(403);
    await as(seated.auth).post('/v1/admin/avaliacoes/ocultar', { reviewId, reason: 'Quero esconder.' }).expect(403);
    const queue = await as(admin(), reported).get('/v1/admin/avaliacoes?status=reported').expect(200);
    expect(queue.body.data.find((r: { reviewId: string }) => r.reviewId === reviewId)).toMatchObject({
      reports: 1,
      reportReasons: ['Texto ofensivo e falso.'],
      hidden: false,
      reply: 'Houve um imprevisto, pedimos desculpas.',
    });
    void replied;

    const hidden = await as(admin())
      .post('/v1/admin/avaliacoes/ocultar', { reviewId, reason: 'Ofensivo.' })
      .expect(200);
    expect(hidden.body.message).toBe('Avaliação ocultada.');
    await as(admin()).post('/v1/admin/avaliacoes/ocultar', { reviewId, reason: 'Ofensivo.' }).expect(409);
    // Hidden: neither the requester's page nor the provider's area shows or counts it; the admin queue still does.
    const after = positionOf(hidden);
    expect(
      (await app().get(`/v1/minha-demanda/${d.token}/avaliacoes`).set('X-Min-Position', after).expect(200)).body.data,
    ).toMatchObject({ reviews: [], hiddenProviderIds: [seated.id] });
    expect((await as(seated.auth, after).get('/v1/parceiro/avaliacoes').expect(200)).body).toMatchObject({
      data: [],
      count: 0,
      average: null,
    });
    expect((await as(admin(), after).get('/v1/admin/avaliacoes?status=hidden').expect(200)).body.data).toEqual([
      expect.objectContaining({ reviewId, hidden: true, moderationReason: 'Ofensivo.' }),
    ]);
    // Audited like every admin action: the review's history names the admin.
    const adminId = (await as(admin()).get('/v1/auth/me').expect(200)).body.userData.id;
    const history = await api().system.readPool.query(
      'SELECT event_type, summary, actor_id, actor_role FROM record_history WHERE record_kind = $1 AND record_id = $2 ORDER BY revision',
      ['reviews', String(d.id)],
    );
    expect(history.rows.at(-1)).toMatchObject({
      event_type: 'ReviewHidden',
      summary: 'Avaliação de {parceiro} ocultada: Ofensivo.',
      actor_id: adminId,
      actor_role: 'admin',
    });

    // The public profile neither shows nor counts it while hidden.
    const slug = `caio-${seated.id}`;
    expect((await app().get(`/v1/parceiros/${slug}`).set('X-Min-Position', after).expect(200)).body.data).toMatchObject(
      { rating: { average: null, count: 0 }, reviews: [] },
    );
    // Nor does the admin partners list count it (issue #21 item 7); the partner's admin page still lists it, marked hidden.
    const partnerRow = async (position: string) =>
      (await as(admin(), position).get('/v1/admin/users').expect(200)).body.data.find(
        (p: { id: string }) => p.id === seated.id,
      );
    expect(await partnerRow(after)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    // The ratings chart of /admin/painel neither (the only 1-star review is this one).
    const oneStar = async (position: string) =>
      (await as(admin(), position).get('/v1/admin/dashboard').expect(200)).body.data.reviewsByStars as {
        stars: number;
        reviews: number;
      }[];
    expect((await oneStar(after)).map((r) => r.stars)).toEqual([1, 2, 3, 4, 5]);
    expect((await oneStar(after))[0]).toEqual({ stars: 1, reviews: 0 });
    const ofPartner = await as(admin(), after).get(`/v1/admin/avaliacoes?providerId=${seated.id}`).expect(200);
    expect(ofPartner.body.data).toEqual([
      expect.objectContaining({ reviewId, providerId: seated.id, hidden: true, stars: 1 }),
    ]);
    expect((await as(admin()).get(`/v1/admin/avaliacoes?providerId=${other.id}`).expect(200)).body.data).toEqual([]);
    expect((await as(admin()).get('/v1/admin/avaliacoes?providerId=nao-e-um-id').expect(400)).body.message).toBe(
      'Parceiro inválido.',
    );
    await as(seated.auth).get(`/v1/admin/avaliacoes?providerId=${seated.id}`).expect(403);

    const restored = await as(admin())
      .post('/v1/admin/avaliacoes/restaurar', { reviewId, reason: 'Revisado: legítimo.' })
      .expect(200);
    expect(
      (
        await app()
          .get(`/v1/minha-demanda/${d.token}/avaliacoes`)
          .set('X-Min-Position', positionOf(restored))
          .expect(200)
      ).body.data.reviews,
    ).toHaveLength(1);

    // Restored: the public profile (issue #21 item 5) shows it with the reply, and never the provider's e-mail or phone.
    const profile = await app().get(`/v1/parceiros/${slug}`).set('X-Min-Position', positionOf(restored)).expect(200);
    expect(profile.body.data).toMatchObject({
      id: seated.id,
      name: expect.stringMatching(/^Bruna Reis/),
      rating: { average: 1, count: 1 },
      demandsAttended: 1,
      reviews: [{ reviewId, reviewer: 'Clara, Blumenau', reply: 'Houve um imprevisto, pedimos desculpas.' }],
    });
    expect(JSON.stringify(profile.body)).not.toMatch(/@sst\.com\.br|11987654321/);
    expect(await partnerRow(positionOf(restored))).toMatchObject({ ratingAverage: 1, ratingCount: 1 });
    expect((await oneStar(positionOf(restored)))[0]).toEqual({ stars: 1, reviews: 1 });
    // The requester's page links the provider's profile and shows its rating.
    const requesterPage = await app()
      .get(`/v1/minha-demanda/${d.token}`)
      .set('X-Min-Position', positionOf(restored))
      .expect(200);
    expect(requesterPage.body.data.providers[0]).toMatchObject({
      profilePath: `/parceiros/${profile.body.data.slug}`,
      rating: { average: 1, count: 1 },
    });
    expect((await app().get(`/v1/parceiros/${profile.body.data.slug}`).expect(200)).body.data.id).toBe(seated.id);
    expect(
      (await app().get('/v1/parceiros/ninguem-00000000-0000-4000-8000-000000000000').expect(404)).body.message,
    ).toBe('Parceiro não encontrado.');
    await app().get('/v1/parceiros/sem-id').expect(404);
  });

  it('LGPD erasure of the requester removes the comment and the name from every read', async () => {
    const d = await demand(`apaga.${Date.now()}@malhas.com.br`);
    const seated = await provider();
    const position = await subscribe(seated, d);
    await review(d.token, seated.id, 4, 'Comentário pessoal da Clara sobre o serviço.')
      .set('X-Min-Position', position)
      .expect(201);
    const erased = await as(admin()).post('/v1/admin/demanda/erase', { id: d.id }).expect(200);
    const after = positionOf(erased);
    const mine = await as(seated.auth, after).get('/v1/parceiro/avaliacoes').expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ stars: 4, comment: '', reviewer: 'Dados removidos (LGPD)' }),
    ]);
    const queue = await as(admin(), after).get('/v1/admin/avaliacoes').expect(200);
    const ofDemand = queue.body.data.filter((r: { demandId: number }) => r.demandId === d.id);
    expect(ofDemand).toEqual([expect.objectContaining({ comment: '', reviewer: 'Dados removidos (LGPD)' })]);
    expect(JSON.stringify(queue.body)).not.toContain('Comentário pessoal da Clara');
    // The log keeps only ciphertext: a replay decodes the fields as null.
    const decoded = await api().system.catalogue.decodeMany(await api().system.store.read(reviewsStream(d.id)));
    expect(decoded[0]).toMatchObject({ erased: true, data: { comment: null, reviewerFirstName: null, stars: 4 } });
  });

  it('the reviews read model, rebuilt from the log after all of the above (moderation, replies, hires, erasure), gives the same rows', async () => {
    await api().system.runner.caughtUp();
    const dump = async () =>
      Promise.all([
        api().system.readPool.query('SELECT * FROM reviews ORDER BY review_id'),
        api().system.readPool.query('SELECT * FROM review_reports ORDER BY report_id'),
        api().system.readPool.query('SELECT * FROM review_hires ORDER BY demand_id'),
      ]).then((results) => results.map((r) => r.rows));
    const before = await dump();
    expect(before[0]!.length).toBeGreaterThanOrEqual(5);
    expect(before[0]!.some((r) => r.erased === true && r.comment === '' && r.reviewer_name === '')).toBe(true);
    await api().system.runner.rebuild('reviews');
    expect(await dump()).toEqual(before);
  });
});
