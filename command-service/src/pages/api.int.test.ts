import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';

const { app, as, admin, call, providerToken } = useTestApi();

describe(onPostgres('CMS pages through the HTTP API'), () => {
  const home = {
    title: 'Título',
    subtitle: 'Sub',
    about: 'Sobre nós',
    item1: 'Passo 1',
    item2: 'Passo 2',
    item3: 'Passo 3',
  };

  it('saves the home texts and serves them publicly', async () => {
    const saved = await as(admin()).put('/v1/pages?page=home', home).expect(200);
    expect(saved.body).toEqual({ message: 'Registro salvo com sucesso' });
    const r = await app().get('/v1/pages?page=home').set('X-Min-Position', positionOf(saved)).expect(200);
    expect(r.body.data).toEqual(home);
  });

  it('creates, shows, edits and deletes a FAQ entry', async () => {
    const created = await as(admin())
      .post('/v1/pages', { title: 'Posso parcelar?', description: 'Sim.\nNo cartão.' })
      .expect(201);
    expect(created.body).toEqual({ message: 'Pergunta cadastrada com sucesso!', data: { id: expect.any(Number) } });
    const id = created.body.data.id as number;
    const item = await app()
      .get(`/v1/pages/item?common_questions_id=${id}`)
      .set('X-Min-Position', positionOf(created))
      .expect(200);
    expect(item.body.data).toEqual({ id, title: 'Posso parcelar?', description: 'Sim.\nNo cartão.' });
    const edited = await as(admin())
      .put('/v1/pages?page=common_questions', { id, title: 'Posso parcelar a compra?', description: 'Sim.' })
      .expect(200);
    const list = await app()
      .get('/v1/pages?page=common_questions')
      .set('X-Min-Position', positionOf(edited))
      .expect(200);
    expect(list.body.data).toContainEqual({ id, title: 'Posso parcelar a compra?', description: 'Sim.' });
    const deleted = await as(admin()).delete(`/v1/pages?common_questions_id=${id}`).expect(200);
    expect(deleted.body).toEqual({ message: 'Pergunta deletada com sucesso!' });
    await app().get(`/v1/pages/item?common_questions_id=${id}`).set('X-Min-Position', positionOf(deleted)).expect(404);
    await as(admin()).delete(`/v1/pages?common_questions_id=${id}`).expect(404);
  });

  it('edits a mission/vision/values entry by questID', async () => {
    const entries = (await app().get('/v1/pages?page=quest').expect(200)).body.data as { id: number; type: string }[];
    const vision = entries.find((e) => e.type === 'vision')!;
    const saved = await as(admin())
      .put('/v1/pages?page=quest', { questID: vision.id, description: 'Nova visão' })
      .expect(200);
    const after = (await app().get('/v1/pages?page=quest').set('X-Min-Position', positionOf(saved)).expect(200)).body
      .data as { id: number; description: string }[];
    expect(after.find((e) => e.id === vision.id)!.description).toBe('Nova visão');
    await as(admin()).put('/v1/pages?page=quest', { questID: 999999, description: 'x' }).expect(404);
  });

  describe('bad input gets a 4xx with a Portuguese message, never a 500', () => {
    it.each([
      ['POST', '/v1/pages', { description: 'sem título' }, 'Preencha o campo titulo', 400],
      ['POST', '/v1/pages', { title: '   ' }, 'Preencha o campo titulo', 400],
      ['POST', '/v1/pages', { title: 'x'.repeat(201) }, 'O título deve ter no máximo 200 caracteres', 400],
      // The PUT body depends on ?page=, which the OpenAPI document cannot state: a body wrong for its page is 422 (ADR 0114).
      ['PUT', '/v1/pages?page=home', { title: 'só o título' }, 'Preencha todos os campos da Home', 422],
      ['PUT', '/v1/pages?page=common_questions', { id: 'abc', title: 'x' }, 'Informe um id numérico.', 422],
      ['PUT', '/v1/pages?page=common_questions', { id: 1, title: '' }, 'Preencha o campo titulo', 422],
      ['PUT', '/v1/pages?page=quest', { questID: 1, description: '' }, 'Preencha o campo descrição', 422],
      // NUL in a field the page keeps is 422 too (the document's free object cannot state it); elsewhere it is ignored.
      [
        'PUT',
        '/v1/pages?page=common_questions',
        { id: 1, title: 'Pergunta', description: 'Res\u0000posta' },
        'O texto contém caracteres inválidos.',
        422,
      ],
      [
        'PUT',
        '/v1/pages?page=common_questions',
        { id: 999_999, title: 'Pergunta', description: 'Resposta', extra: ['x\u0000'] },
        'Pergunta não encontrada.',
        404,
      ],
      ['PUT', '/v1/pages?page=outra', {}, 'Página inválida (home, common_questions ou quest).', 400],
      ['PUT', '/v1/pages', {}, 'Página inválida (home, common_questions ou quest).', 400],
    ])('%s %s %j → %d', async (method, path, body, message, status) => {
      const test = method === 'POST' ? app().post(path) : app().put(path);
      const r = await test.set('Authorization', admin()).send(body).expect(status);
      expect(r.body.message).toBe(message);
    });

    it('GET with an unknown page, an item without id, a delete without id → 400; an edit of a missing FAQ → 404', async () => {
      await app().get('/v1/pages?page=blog').expect(400);
      await app().get('/v1/pages/item').expect(400);
      await as(admin()).delete('/v1/pages').expect(400);
      await as(admin()).put('/v1/pages?page=common_questions', { id: 999999, title: 'x' }).expect(404);
    });
  });

  describe('authorization, checked on the server', () => {
    itRefusesAllButAdmins({ call, providerToken }, [
      ['put', '/v1/pages?page=home', home],
      ['post', '/v1/pages', { title: 'x' }],
      ['delete', '/v1/pages?common_questions_id=1', null],
    ]);
  });
});
