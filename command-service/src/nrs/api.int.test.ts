import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';

const { app, as, admin, call, providerToken } = useTestApi();

describe(onPostgres('NRs through the HTTP API'), () => {
  let areaId: number;
  let otherAreaId: number;

  beforeAll(async () => {
    areaId = (await as(admin()).post('/v1/area', { name: 'Área de teste NR' }).expect(201)).body.data.id;
    otherAreaId = (await as(admin()).post('/v1/area', { name: 'Outra área NR' }).expect(201)).body.data.id;
  });

  it('creates an NR in an area; the admin list shows it with the area name, the area call lists it', async () => {
    const created = await as(admin())
      .post('/v1/admin/nrs', { name: 'NR-99 - Norma de Teste', area_id: areaId })
      .expect(201);
    expect(created.body).toEqual({ message: 'NR cadastrada com sucesso!', data: { id: expect.any(Number) } });
    const id = created.body.data.id as number;
    const list = await as(admin(), created).get('/v1/admin/nrs?page=1&name=norma de TESTE').expect(200);
    expect(list.body.data.data).toEqual([
      {
        id,
        name: 'NR-99 - Norma de Teste',
        area_id: areaId,
        area_name: 'Área de teste NR',
        status: true,
        visible: true,
      },
    ]);
    expect(list.body.pages).toEqual([{ page: 1 }]);
    const find = await app().get(`/v1/nrs/find?id=${areaId}`).expect(200);
    expect(find.body.data.map((n: { id: number }) => n.id)).toEqual([id]);
    const all = await app().get('/v1/search/all').expect(200);
    expect(all.body.data.map((n: { id: number }) => n.id)).toContain(id);
  });

  it('edits name, area and status by id header; inactive NRs leave the area call but stay in the admin list', async () => {
    const created = await as(admin()).post('/v1/admin/nrs', { name: 'NR-98', area_id: areaId }).expect(201);
    const id = String(created.body.data.id);
    const saved = await as(admin())
      .put('/v1/admin/nrs')
      .set('id', id)
      .send({ name: 'NR-98 - Renomeada', area_id: otherAreaId, status: false })
      .expect(200);
    expect(saved.body).toEqual({ message: 'Registro salvo com sucesso' });
    const shown = await as(admin())
      .get('/v1/admin/nrs/show')
      .set('id', id)
      .set('X-Min-Position', positionOf(saved))
      .expect(200);
    expect(shown.body.data).toMatchObject({
      name: 'NR-98 - Renomeada',
      area_id: otherAreaId,
      status: false,
      visible: false,
    });
    const byQuery = await as(admin()).get(`/v1/admin/nrs/show?id=${id}`).expect(200);
    expect(byQuery.body.data.area_name).toBe('Outra área NR');
    const find = await app().get(`/v1/nrs/find?id=${otherAreaId}`).expect(200);
    expect(find.body.data).toEqual([]);
  });

  it('deletes an NR by id header; a second delete and a show are 404', async () => {
    const created = await as(admin()).post('/v1/admin/nrs', { name: 'NR para excluir', area_id: areaId }).expect(201);
    const id = String(created.body.data.id);
    const deleted = await as(admin()).delete('/v1/admin/nrs').set('id', id).expect(200);
    expect(deleted.body).toEqual({ message: 'NR deletada com sucesso!' });
    await as(admin()).get('/v1/admin/nrs/show').set('id', id).set('X-Min-Position', positionOf(deleted)).expect(404);
    const again = await as(admin()).delete('/v1/admin/nrs').set('id', id).expect(404);
    expect(again.body).toEqual({ message: 'NR não encontrada.' });
  });

  describe('bad input gets a 4xx with a Portuguese message, never a 500', () => {
    it.each([
      ['no area', { name: 'NR-1' }, 'Selecione uma área', 'body.area_id'],
      ['an empty area', { name: 'NR-1', area_id: '' }, 'Selecione uma área', 'body.area_id'],
      ['area 0', { name: 'NR-1', area_id: 0 }, 'Selecione uma área', 'body.area_id'],
      ['an empty name', { name: '  ', area_id: 1 }, 'Preencha o campo nome', 'body.name'],
      [
        'a name too long',
        { name: 'x'.repeat(201), area_id: 1 },
        'O nome deve ter no máximo 200 caracteres',
        'body.name',
      ],
    ])('POST /v1/admin/nrs with %s → 400', async (_label, body, message, path) => {
      const r = await as(admin()).post('/v1/admin/nrs', body).expect(400);
      expect(r.body.message).toBe(message);
      expect(r.body.fields.map((f: { path: string }) => f.path)).toContain(path);
    });

    it('an area that does not exist → 422', async () => {
      const r = await as(admin()).post('/v1/admin/nrs', { name: 'NR-1', area_id: 999999 }).expect(422);
      expect(r.body.message).toBe('A área selecionada não existe.');
    });

    it('PUT without the id header, with a textual status, or of a missing NR', async () => {
      const noId = await as(admin()).put('/v1/admin/nrs', { name: 'X', area_id: areaId, status: true }).expect(400);
      expect(noId.body.message).toBe('Informe um id numérico.');
      const textual = await as(admin())
        .put('/v1/admin/nrs')
        .set('id', '1')
        .send({ name: 'X', area_id: areaId, status: 'true' })
        .expect(400);
      expect(textual.body.message).toBe('Informe a situação (Ativo ou Inativo).');
      await as(admin())
        .put('/v1/admin/nrs')
        .set('id', '999999')
        .send({ name: 'X', area_id: areaId, status: true })
        .expect(404);
    });

    it('the area call needs a numeric area id', async () => {
      await app().get('/v1/nrs/find').expect(400);
      await app().get('/v1/nrs/find?id=abc').expect(400);
    });
  });

  describe('authorization, checked on the server', () => {
    itRefusesAllButAdmins({ call, providerToken }, [
      ['post', '/v1/admin/nrs', { name: 'X', area_id: 1 }],
      ['put', '/v1/admin/nrs', { name: 'X', area_id: 1, status: true }],
      ['get', '/v1/admin/nrs?page=1', null],
      ['get', '/v1/admin/nrs/show', null],
      ['delete', '/v1/admin/nrs', null],
    ]);
  });
});
