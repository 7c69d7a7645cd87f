import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { itRebuildsToTheSameRows } from '../../../test-support/readModelRebuild';

const { app, api, admin } = useTestApi();

beforeAll(async () => {
  // Some history on top of the reference data: edits, deletions, personal data.
  const nr = (
    await app()
      .post('/v1/admin/nrs')
      .set('Authorization', admin())
      .send({ name: 'NR-90 - Rebuild', area_id: 3 })
      .expect(201)
  ).body.data.id;
  await app()
    .put('/v1/admin/nrs')
    .set('Authorization', admin())
    .set('id', String(nr))
    .send({ name: 'NR-90 - Rebuild 2', area_id: 4, status: false })
    .expect(200);
  await app().delete('/v1/admin/nrs').set('Authorization', admin()).set('id', '38').expect(200);
  const service = (
    await app()
      .post('/v1/admin/services')
      .set('Authorization', admin())
      .send({ name: 'Serviço de rebuild', area: 3, nr: [17] })
      .expect(201)
  ).body.data.id;
  await app()
    .put('/v1/admin/services')
    .set('Authorization', admin())
    .send({ id: service, name: 'Serviço de rebuild 2', area: 4, nr: [12, nr], status: false })
    .expect(200);
  await app().delete('/v1/admin/services').set('Authorization', admin()).set('id', '1').expect(200);
  await app()
    .put('/v1/pages?page=home')
    .set('Authorization', admin())
    .send({ title: 'T', subtitle: 'S', about: 'A', item1: '1', item2: '2', item3: '3' })
    .expect(200);
  await app().post('/v1/pages').set('Authorization', admin()).send({ title: 'Nova', description: 'x' }).expect(201);
  await app().delete('/v1/pages?common_questions_id=1').set('Authorization', admin()).expect(200);
  await app()
    .put('/v1/pages?page=quest')
    .set('Authorization', admin())
    .send({ questID: 2, description: 'Nova visão' })
    .expect(200);
  await app()
    .post('/v1/contato')
    .send({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      subject: 'Oi',
      text: 'Olá',
      phone: '11987654321',
      uf: 'SP',
      city: 'Santos',
    })
    .expect(201);
  const post = (
    await app()
      .post('/v1/admin/blog')
      .set('Authorization', admin())
      .send({ titulo: 'Post', code: '<p>x</p>', published: true })
      .expect(201)
  ).body.data.id;
  await app()
    .put('/v1/admin/blog')
    .set('Authorization', admin())
    .send({ id: post, titulo: 'Post 2', code: '<p>y</p>', published: false })
    .expect(200);
  await api().system.runner.caughtUp();
});

/** DESIGN §1: every read model can be dropped and rebuilt from the log with the same rows. */
describe(onPostgres('catalogue and content read models rebuild to the same rows'), () => {
  itRebuildsToTheSameRows(
    api,
    [
      ['nrs', ['nrs'], 'id'],
      ['services', ['services'], 'id'],
      ['pages', ['home_content', 'faqs', 'mvv_entries', 'social_options'], '1'],
      ['contacts', ['contact_messages'], 'id'],
      ['posts', ['posts'], 'id'],
    ],
    'some',
  );
});
