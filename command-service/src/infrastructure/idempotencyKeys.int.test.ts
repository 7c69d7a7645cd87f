import { blumenauDemand } from '../../../test-support/demands';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';

/**
 * Issue #33 item 6 (ADR 0158): an `Idempotency-Key` is bound to the request it first came with. A copy with the same
 * body answers as the first did; another body under the same key is refused with 409 instead of being dropped as if it
 * were the first.
 */
const { app, as, admin, signUpProvider } = useTestApi();

const KEY_REUSED = 'Esta chave de idempotência já foi usada com outro conteúdo. Envie o novo pedido com outra chave.';

describe(onPostgres('one Idempotency-Key, one request'), () => {
  let serviceId: number;

  beforeAll(async () => {
    const area = await as(admin()).post('/v1/area', { name: 'Área da idempotência' }).expect(201);
    const service = await as(admin(), area)
      .post('/v1/admin/services', { name: 'Serviço da chave', area: area.body.data.id })
      .expect(201);
    serviceId = service.body.data.id;
  });

  it('a second demand under the key of the first is refused with 409, not answered as the first; the same body still is', async () => {
    const key = 'demanda-chave-0001';
    const first = await app()
      .post('/v1/demanda')
      .set('Idempotency-Key', key)
      .send(blumenauDemand(serviceId, 'primeira@example.com'))
      .expect(201);
    const again = await app()
      .post('/v1/demanda')
      .set('Idempotency-Key', key)
      .send(blumenauDemand(serviceId, 'primeira@example.com'))
      .expect(201);
    expect(again.body).toEqual(first.body);
    const other = await app()
      .post('/v1/demanda')
      .set('Idempotency-Key', key)
      .send(blumenauDemand(serviceId, 'segunda@example.com'));
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: KEY_REUSED });
  });

  it('the body is compared as parsed: the order of its fields does not matter', async () => {
    const key = 'area-chave-ordem-0001';
    const first = await as(admin())
      .post('/v1/area')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"name":"Ordem A","status":true}');
    expect(first.status).toBe(201);
    const reordered = await as(admin())
      .post('/v1/area')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"status":true,"name":"Ordem A"}');
    expect(reordered.status).toBe(201);
    expect(reordered.body.data.id).toBe(first.body.data.id);
    const renamed = await as(admin())
      .post('/v1/area')
      .set('Idempotency-Key', key)
      .send({ name: 'Ordem B', status: true });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(KEY_REUSED);
  });

  it('copies sent at the same moment with different bodies: one is taken, the others 409', async () => {
    const key = 'area-chave-corrida-0001';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(admin())
          .post('/v1/area')
          .set('Idempotency-Key', key)
          .send({ name: `Corrida ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(5).fill(KEY_REUSED));
  });

  it('a key belongs to its caller and its route: another account, or another call, may use the same key', async () => {
    const key = 'chave-compartilhada-0001';
    await as(admin())
      .post('/v1/area')
      .set('Idempotency-Key', key)
      .send({ name: 'Área da chave compartilhada' })
      .expect(201);
    const provider = await signUpProvider();
    const contact = {
      firstName: 'Ana',
      lastName: 'Chave',
      email: 'ana.chave@example.com',
      phone: '(11) 98765-4321',
      uf: 'SP',
      city: 'Campinas',
      subject: 'Dúvida',
      text: 'Uma pergunta qualquer sobre o site.',
    };
    const first = await as(provider.auth).post('/v1/contato').set('Idempotency-Key', key).send(contact);
    expect(first.status).toBeLessThan(300);
    const other = await as(provider.auth)
      .post('/v1/contato')
      .set('Idempotency-Key', key)
      .send({ ...contact, text: 'Outra pergunta, outro texto.' });
    expect(other.status).toBe(409);
  });
});
