import { signToken } from '@conectasst/platform/auth/tokens';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { CommandHandler } from '../infrastructure/commandHandler';
import { PostgresIdAllocator } from '../infrastructure/idAllocator';
import { loadDefaultPackages } from './defaultPackages';

const { app, api, as, admin } = useTestApi();

describe(onPostgres('credit packages through the HTTP API'), () => {
  it('the default packages exist after the first start, and a restart adds none', async () => {
    const list = await app().get('/v1/packages?page=1').expect(200);
    expect(list.body.data.total).toBe(4);
    // What a restart does: load them again → nothing new.
    const deps = {
      commands: new CommandHandler(api().system.store, api().system.catalogue),
      ids: new PostgresIdAllocator(api().system.pool),
    };
    expect(await loadDefaultPackages(deps)).toBe(0);
    expect(list.body.data.data.map((p: { name: string }) => p.name)).toContain('Pacote Essencial');
  });

  it('creates a package (price in reais, two decimals) and shows it with its price per credit', async () => {
    const created = await as(admin())
      .post('/v1/admin/packages', { name: 'Pacote Teste', credits: '40', ndemanda: '4', price: '119.60' })
      .expect(201);
    expect(created.body.message).toBe('Pacote cadastrado com sucesso!');
    const shown = await app()
      .get(`/v1/packages/show?id=${created.body.data.id}`)
      .set('X-Min-Position', positionOf(created))
      .expect(200);
    expect(shown.body.data).toEqual({
      id: created.body.data.id,
      name: 'Pacote Teste',
      credits: 40,
      ndemanda: 4,
      price: 119.6,
      pricePerCredit: 2.99,
      status: true,
    });
  });

  it.each([
    ['no name', { name: ' ' }, 'Prencha o campo nome'],
    ['zero credits', { credits: '0' }, 'O numero de creditos não pode ser zero'],
    ['zero demands', { ndemanda: 0 }, 'O numero de demandas não pode ser zero'],
    ['a zero price', { price: '0.00' }, 'O valor não pode ser zero'],
    ['three decimals', { price: '10.999' }, 'Informe o valor com no máximo duas casas decimais.'],
    ['negative credits', { credits: -5 }, 'Informe um número inteiro positivo.'],
    ['fractional demands', { ndemanda: 1.5 }, 'Informe um número inteiro positivo.'],
  ])('refuses %s → 400 with the spec message', async (_label, overrides, message) => {
    const r = await as(admin())
      .post('/v1/admin/packages', { name: 'P', credits: 10, ndemanda: 1, price: 30, ...overrides })
      .expect(400);
    expect(r.body.message).toBe(message);
  });

  it('edits only name and status; providers see active packages sorted by price', async () => {
    const created = await as(admin())
      .post('/v1/admin/packages', { name: 'Barato', credits: 10, ndemanda: 1, price: '1,50' })
      .expect(201);
    const id = created.body.data.id as number;
    const provider = `Bearer ${signToken({ id: '00000000-0000-4000-8000-0000000000aa', role: 'provider' }, api().config.jwtSecret, 60)}`;
    const active = await as(provider, created).get('/v1/dashboard/packages').expect(200);
    const prices = active.body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(active.body.data[0]).toMatchObject({ id, price: 1.5 });
    const saved = await as(admin())
      .put('/v1/admin/packages', { id, name: 'Barato (inativo)', status: false, credits: 999 })
      .expect(200);
    const after = await as(provider, saved).get('/v1/dashboard/packages').expect(200);
    expect(after.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const shown = await app().get(`/v1/packages/show?id=${id}`).expect(200);
    expect(shown.body.data).toMatchObject({ name: 'Barato (inativo)', credits: 10, status: false });
  });

  it('deletes a package by id header; again is 404; providers and visitors cannot manage packages', async () => {
    const created = await as(admin())
      .post('/v1/admin/packages', { name: 'Some', credits: 10, ndemanda: 1, price: 30 })
      .expect(201);
    const id = String(created.body.data.id);
    expect((await as(admin()).delete('/v1/admin/packages').set('id', id).expect(200)).body.message).toBe(
      'Pacote deletado com sucesso!',
    );
    expect((await as(admin()).delete('/v1/admin/packages').set('id', id).expect(404)).body.message).toBe(
      'Pacote não encontrado.',
    );
    const provider = `Bearer ${signToken({ id: 'p', role: 'provider' }, api().config.jwtSecret, 60)}`;
    await as(provider).post('/v1/admin/packages', { name: 'X', credits: 1, ndemanda: 1, price: 1 }).expect(403);
    await app().post('/v1/admin/packages').send({ name: 'X', credits: 1, ndemanda: 1, price: 1 }).expect(401);
    await app().get('/v1/dashboard/packages').expect(401);
  });
});
