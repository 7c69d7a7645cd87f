import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';

const harness = useTestApi();
const { app, admin } = harness;

/** Issue 37 item 3: the terms of use and the privacy policy, versioned in the CMS, read publicly. */
describe(onPostgres('legal documents through the HTTP API'), () => {
  it('the first versions are seeded at first start, in Portuguese, with their number and date', async () => {
    const terms = (await app().get('/v1/legal/termos-de-uso').expect(200)).body.data;
    expect(terms).toEqual({ kind: 'termos-de-uso', version: 1, title: 'Termos e Condições Gerais de Uso', body: expect.stringContaining('## 1. O que a plataforma faz'), publishedAt: expect.any(String) });
    const privacy = (await app().get('/v1/legal/politica-de-privacidade').expect(200)).body.data;
    expect(privacy.version).toBe(1);
    for (const part of ['Controladora', 'art. 7º', 'Retenção', 'art. 18', 'destruímos essa chave']) expect(privacy.body).toContain(part);
  });

  it('the admin publishes a changed text as the next version; the same text again publishes nothing', async () => {
    const current = (await app().get('/v1/legal/termos-de-uso').expect(200)).body.data as { version: number; title: string; body: string };
    const saved = await app().put('/v1/legal/termos-de-uso').set('Authorization', admin()).send({ title: current.title, body: `${current.body}\n\n## 9. Nova cláusula\nTexto novo.` }).expect(200);
    expect(saved.body).toEqual({ message: `Versão ${current.version + 1} publicada.` });
    const after = (await app().get('/v1/legal/termos-de-uso').set('X-Min-Position', positionOf(saved)).expect(200)).body.data;
    expect(after).toMatchObject({ version: current.version + 1, body: expect.stringContaining('Nova cláusula') });
    const again = await app().put('/v1/legal/termos-de-uso').set('Authorization', admin()).send({ title: after.title, body: after.body }).expect(200);
    expect(again.body).toEqual({ message: 'Nada mudou: o texto já é o da versão em vigor.' });
  });

  it('an unknown document or an empty text: 400/422 in Portuguese, never a 500', async () => {
    expect((await app().get('/v1/legal/contrato').expect(400)).body.message).toBe('Documento inválido: use termos-de-uso ou politica-de-privacidade.');
    const empty = await app().put('/v1/legal/politica-de-privacidade').set('Authorization', admin()).send({ title: 'Política', body: '   ' });
    expect([400, 422]).toContain(empty.status);
    expect(empty.body.message).toMatch(/Informe o texto/);
  });

  itRefusesAllButAdmins(harness, [['put', '/v1/legal/termos-de-uso', { title: 'T', body: 'B' }]]);
});
