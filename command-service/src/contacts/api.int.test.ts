import { signToken } from '@conectasst/platform/auth/tokens';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const message = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana.souza@example.com',
  subject: 'Quero ser parceira',
  text: 'Como faço para me cadastrar?',
  phone: '(11) 98765-4321',
  uf: 'sp',
  city: 'Campinas',
};

const { app, api, as, admin } = useTestApi();

describe(onPostgres('contact messages through the HTTP API'), () => {
  it('a visitor sends a message; the admin lists it (newest first) and deletes it', async () => {
    const sent = await app().post('/v1/contato').send(message).expect(201);
    expect(sent.body).toEqual({ message: 'Recebemos seu contato!', data: { id: expect.any(Number) } });
    const id = sent.body.data.id as number;
    const list = await as(admin(), sent).get('/v1/contato').expect(200);
    expect(list.body.data.data[0]).toEqual({
      id,
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana.souza@example.com',
      phone: '11987654321',
      uf: 'SP',
      city: 'Campinas',
      subject: 'Quero ser parceira',
      text: 'Como faço para me cadastrar?',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const deleted = await as(admin()).delete(`/v1/contato/${id}`).expect(200);
    expect(deleted.body).toEqual({ message: 'Contato deletado com sucesso!' });
    const after = await as(admin(), deleted).get('/v1/contato').expect(200);
    expect(after.body.data.data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await as(admin()).delete(`/v1/contato/${id}`).expect(404)).body.message).toBe('Contato não encontrado.');
  });

  it('stores the personal fields encrypted in the log', async () => {
    const sent = await app()
      .post('/v1/contato')
      .send({ ...message, email: 'segredo.unico@example.com' })
      .expect(201);
    const raw = await api().system.readPool.query<{ data: unknown }>(`SELECT data FROM events WHERE stream_id = $1`, [
      `contact-${sent.body.data.id}`,
    ]);
    expect(JSON.stringify(raw.rows)).not.toContain('segredo.unico');
    expect(positionOf(sent)).not.toBe('');
  });

  it('a retried send with the same Idempotency-Key is stored once', async () => {
    const send = () => app().post('/v1/contato').set('Idempotency-Key', 'contato-retry-0001').send(message);
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.body.data.id).toBe(b.body.data.id);
  });

  describe('bad input gets a 400 with a Portuguese message', () => {
    it.each([
      ['no first name', { firstName: '' }, 'Preencha o campo nome'],
      ['no last name', { lastName: ' ' }, 'Preencha o campo sobrenome'],
      ['an invalid e-mail', { email: 'ana@' }, 'O e-mail informado é inválido'],
      ['a short phone', { phone: '1199' }, 'Numero de telefone invalido!'],
      ['a phone that is not text', { phone: 11987654321 }, 'Numero de telefone invalido!'],
      ['an invalid state', { uf: 'São Paulo' }, 'Selecione um estado'],
      ['no city', { city: '' }, 'Selecione uma cidade'],
      ['no subject', { subject: '' }, 'Preencha o campo assunto'],
      ['no text', { text: '' }, 'Escreva sua mensagem'],
      ['a text too long', { text: 'x'.repeat(3001) }, 'Texto longo demais'],
    ])('POST /v1/contato with %s', async (_label, change, expected) => {
      const r = await app()
        .post('/v1/contato')
        .send({ ...message, ...change })
        .expect(400);
      expect(r.body.message).toBe(expected);
    });

    it('DELETE with a non-numeric id → 400', async () => {
      await as(admin()).delete('/v1/contato/abc').expect(400);
    });
  });

  it('the list is paged: 10 per page, newest first, with the page count (issue #18 item 13)', async () => {
    let last = '';
    for (let i = 0; i < 12; i++)
      last = positionOf(
        await app()
          .post('/v1/contato')
          .send({ ...message, subject: `Página ${i}` })
          .expect(201),
      );
    const first = await as(admin(), last).get('/v1/contato').expect(200);
    const total = first.body.data.total as number;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(first.body.data).toMatchObject({ page: 1, perPage: 10, lastPage: Math.ceil(total / 10) });
    expect(first.body.data.data).toHaveLength(10);
    expect(first.body.data.data.slice(0, 3).map((m: { subject: string }) => m.subject)).toEqual([
      'Página 11',
      'Página 10',
      'Página 9',
    ]);
    expect(first.body.pages).toEqual(Array.from({ length: Math.ceil(total / 10) }, (_, i) => ({ page: i + 1 })));
    const second = await as(admin()).get('/v1/contato?page=2').expect(200);
    expect(second.body.data.page).toBe(2);
    const ids = new Set([...first.body.data.data, ...second.body.data.data].map((m: { id: number }) => m.id));
    expect(ids.size).toBe(first.body.data.data.length + second.body.data.data.length);
    const beyond = await as(admin()).get('/v1/contato?page=99').expect(200);
    expect(beyond.body.data).toMatchObject({ data: [], page: 99, total });
    expect((await as(admin()).get('/v1/contato?page=0').expect(400)).body.message).toBe('Página inválida.');
  });

  it('listing and deleting are for admins only', async () => {
    await app().get('/v1/contato').expect(401);
    await app().delete('/v1/contato/1').expect(401);
    const provider = `Bearer ${signToken({ id: '00000000-0000-4000-8000-000000000001', role: 'provider' }, api().config.jwtSecret, 60)}`;
    await as(provider).get('/v1/contato').expect(403);
    await as(provider).delete('/v1/contato/1').expect(403);
  });
});
