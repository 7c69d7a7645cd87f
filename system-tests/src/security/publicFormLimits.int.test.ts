/**
 * Public calls that cost us something per request are limited per client address (issue #18 item 13): the
 * "Fale conosco" form (it stores what it gets) and the postal-code lookup (it may call ViaCEP). Over the limit:
 * 429 with a Portuguese message and Retry-After; other addresses are not affected.
 */
import request from 'supertest';
import type { TestApi } from '../../../test-support/testApp';
import { startTestApi } from '../../../test-support/testApp';

const message = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana.souza@example.com',
  subject: 'Dúvida',
  text: 'Olá!',
  phone: '(11) 98765-4321',
  uf: 'SP',
  city: 'Campinas',
};

describe('rate limits of the public contact form and postal-code lookup', () => {
  let api: TestApi;
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi({ contactsPerHourPerIp: 3, cepLookupsPerMinutePerIp: 4 });
  }, 60_000);
  afterAll(async () => api.stop());

  it('POST /v1/contato: 3 per address and hour (invalid sends count), then 429 with Retry-After; another address still gets through', async () => {
    const from = (address: string) => app().post('/v1/contato').set('X-Forwarded-For', address);
    await from('10.13.0.1').send(message).expect(201);
    await from('10.13.0.1')
      .send({ ...message, email: 'ana@' })
      .expect(400);
    await from('10.13.0.1').send(message).expect(201);
    const refused = await from('10.13.0.1').send(message).expect(429);
    expect(refused.body).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await from('10.13.0.2').send(message).expect(201);
  });

  it('GET /v1/cep/{cep}: 4 per address and minute, then 429 with Retry-After; another address still gets an answer', async () => {
    const from = (address: string) => app().get('/v1/cep/01310100').set('X-Forwarded-For', address);
    // The lookup is off in tests: the answer is "not found", which counts all the same.
    for (let i = 0; i < 4; i++) expect((await from('10.13.1.1')).status).toBe(404);
    const refused = await from('10.13.1.1').expect(429);
    expect(refused.body).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.13.1.2')).status).toBe(404);
  });
});
