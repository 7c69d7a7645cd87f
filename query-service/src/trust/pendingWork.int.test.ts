import { onPostgres, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin, signUpProvider } = useTestApi();
const caughtUp = async () => api().system.runner.waitFor(await api().system.store.headPosition(), 30_000);

/** Issue #35 item 9: the counts of pending work the admin menu shows, `GET /v1/admin/pendencias`. */
describe(onPostgres('GET /v1/admin/pendencias'), () => {
  it('counts the registries to verify as providers declare them; only an admin may ask', async () => {
    const before = (await as(admin()).get('/v1/admin/pendencias').expect(200)).body.data;
    expect(before).toEqual({
      reportedReviews: expect.any(Number),
      credentials: expect.any(Number),
      refunds: expect.any(Number),
    });

    const provider = await signUpProvider({ name: 'Carla', surname: 'Registro' });
    await as(provider.auth, provider.position)
      .post('/v1/credentials', { kind: 'CREA', number: '5061234567', uf: 'SP' })
      .expect(201);
    await caughtUp();
    const after = (await as(admin()).get('/v1/admin/pendencias').expect(200)).body.data;
    expect(after.credentials).toBe(before.credentials + 1);

    expect((await as(provider.auth).get('/v1/admin/pendencias')).status).toBe(403);
    expect((await app().get('/v1/admin/pendencias')).status).toBe(401);
  });
});
