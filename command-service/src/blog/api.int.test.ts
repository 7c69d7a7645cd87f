import { signToken } from '@conectasst/platform/auth/tokens';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin } = useTestApi();

describe(onPostgres('blog through the HTTP API'), () => {
  it('the public blog is empty at first', async () => {
    const r = await app().get('/v1/blog/all').expect(200);
    expect(r.body.data.data).toEqual([]);
  });

  it('sanitizes script injection before storing and serving; drafts stay out of the public blog until published', async () => {
    const created = await as(admin())
      .post('/v1/admin/blog', {
        titulo: 'O novo PGR',
        code: '<p onmouseover="steal()">Texto</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>',
      })
      .expect(201);
    expect(created.body).toEqual({ message: 'Post cadastrado com sucesso!', data: { id: expect.any(Number) } });
    const id = created.body.data.id as number;
    const shown = await as(admin(), created).get(`/v1/admin/blog/show?id=${id}`).expect(200);
    expect(shown.body.data).toMatchObject({
      id,
      type: 'Blog',
      titulo: 'O novo PGR',
      published: false,
      published_at: null,
    });
    expect(shown.body.data.code).toBe('<p>Texto</p><a rel="noopener noreferrer" target="_blank">link</a>');
    const raw = await api().system.readPool.query<{ data: unknown }>(`SELECT data FROM events WHERE stream_id = $1`, [
      `post-${id}`,
    ]);
    expect(JSON.stringify(raw.rows)).not.toMatch(/script|onerror|onmouseover|javascript:/);
    expect((await app().get('/v1/blog/all').expect(200)).body.data.data).toEqual([]);

    const published = await as(admin())
      .put('/v1/admin/blog', { id, titulo: 'O novo PGR', code: shown.body.data.code, published: true })
      .expect(200);
    const blog = await app().get('/v1/blog/all?page=1').set('X-Min-Position', positionOf(published)).expect(200);
    expect(blog.body.data.data).toEqual([
      expect.objectContaining({ id, titulo: 'O novo PGR', published: true, published_at: expect.any(String) }),
    ]);

    const deleted = await as(admin()).delete('/v1/admin/blog').set('id', String(id)).expect(200);
    expect(deleted.body).toEqual({ message: 'Post deletado com sucesso!' });
    expect(
      (await app().get('/v1/blog/all').set('X-Min-Position', positionOf(deleted)).expect(200)).body.data.data,
    ).toEqual([]);
  });

  it('the admin list shows drafts too', async () => {
    const created = await as(admin()).post('/v1/admin/blog', { titulo: 'Rascunho', code: '<p>x</p>' }).expect(201);
    const list = await as(admin(), created).get('/v1/admin/blog').expect(200);
    expect(list.body.data.data.map((p: { titulo: string }) => p.titulo)).toContain('Rascunho');
  });

  describe('bad input gets a 4xx with a Portuguese message', () => {
    it.each([
      ['no title', { code: '<p>x</p>' }, 400, 'Preencha o campo titulo'],
      ['no content', { titulo: 'x', code: '' }, 400, 'Escreva o conteúdo do post'],
      ['only a script', { titulo: 'x', code: '<script>alert(1)</script>' }, 422, 'Escreva o conteúdo do post'],
      ['content that is not text', { titulo: 'x', code: 42 }, 400, 'Escreva o conteúdo do post'],
      ['content too long', { titulo: 'x', code: 'y'.repeat(90_001) }, 400, 'O conteúdo do post é longo demais'],
    ])('POST with %s → %i', async (_label, body, status, message) => {
      const r = await as(admin()).post('/v1/admin/blog', body).expect(status);
      expect(r.body.message).toBe(message);
    });

    it('PUT of a missing post → 404; show without id → 400', async () => {
      await as(admin())
        .put('/v1/admin/blog', { id: 999999, titulo: 'x', code: '<p>x</p>', published: false })
        .expect(404);
      await as(admin()).get('/v1/admin/blog/show').expect(400);
    });
  });

  it('writing and the admin list are for admins only', async () => {
    const provider = `Bearer ${signToken({ id: '00000000-0000-4000-8000-000000000001', role: 'provider' }, api().config.jwtSecret, 60)}`;
    for (const [method, path] of [
      ['post', '/v1/admin/blog'],
      ['put', '/v1/admin/blog'],
      ['delete', '/v1/admin/blog'],
      ['get', '/v1/admin/blog'],
      ['get', '/v1/admin/blog/show?id=1'],
    ] as const) {
      expect((await app()[method](path).set('id', '1')).status).toBe(401);
      expect((await app()[method](path).set('id', '1').set('Authorization', provider)).status).toBe(403);
    }
  });
});
