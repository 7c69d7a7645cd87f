import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';
import { blumenauDemand } from '../../../test-support/demands';

const harness = useTestApi();
const { app, api, as, admin, providerToken } = harness;

/** Issue 37 item 3: the terms of use and the privacy policy, versioned in the CMS, read publicly. */
describe(onPostgres('legal documents through the HTTP API'), () => {
  it('the first versions are seeded at first start, in Portuguese, with their number and date', async () => {
    const terms = (await app().get('/v1/legal/termos-de-uso').expect(200)).body.data;
    expect(terms).toEqual({
      kind: 'termos-de-uso',
      version: 1,
      title: 'Termos e Condições Gerais de Uso',
      body: expect.stringContaining('## 1. O que a plataforma faz'),
      publishedAt: expect.any(String),
    });
    const privacy = (await app().get('/v1/legal/politica-de-privacidade').expect(200)).body.data;
    expect(privacy.version).toBe(1);
    for (const part of ['Controladora', 'art. 7º', 'Retenção', 'art. 18', 'destruímos essa chave'])
      expect(privacy.body).toContain(part);
  });

  it('the admin publishes a changed text as the next version; the same text again publishes nothing', async () => {
    const current = (await app().get('/v1/legal/termos-de-uso').expect(200)).body.data as {
      version: number;
      title: string;
      body: string;
    };
    const saved = await as(admin())
      .put('/v1/legal/termos-de-uso', {
        title: current.title,
        body: `${current.body}\n\n## 9. Nova cláusula\nTexto novo.`,
      })
      .expect(200);
    expect(saved.body).toEqual({ message: `Versão ${current.version + 1} publicada.` });
    const after = (await app().get('/v1/legal/termos-de-uso').set('X-Min-Position', positionOf(saved)).expect(200)).body
      .data;
    expect(after).toMatchObject({ version: current.version + 1, body: expect.stringContaining('Nova cláusula') });
    const again = await as(admin())
      .put('/v1/legal/termos-de-uso', { title: after.title, body: after.body })
      .expect(200);
    expect(again.body).toEqual({ message: 'Nada mudou: o texto já é o da versão em vigor.' });
  });

  it('an unknown document or an empty text: 400/422 in Portuguese, never a 500', async () => {
    expect((await app().get('/v1/legal/contrato').expect(400)).body.message).toBe(
      'Documento inválido: use termos-de-uso ou politica-de-privacidade.',
    );
    const empty = await as(admin()).put('/v1/legal/politica-de-privacidade', { title: 'Política', body: '   ' });
    expect([400, 422]).toContain(empty.status);
    expect(empty.body.message).toMatch(/Informe o texto/);
  });

  it('a provider accepts the versions in force; a new version makes the acceptance pending again; an outdated one is refused', async () => {
    const status = async (position?: string) => {
      const r = as(providerToken()).get('/v1/legal/acceptance');
      return (await (position ? r.set('X-Min-Position', position) : r).expect(200)).body.data;
    };
    const before = await status();
    expect(before).toMatchObject({ accepted: null, pending: true });
    const { termsVersion, privacyVersion } = before.current;
    const accepted = await as(providerToken()).post('/v1/legal/accept', { termsVersion, privacyVersion }).expect(200);
    expect(accepted.body).toEqual({ message: 'Aceite registrado.' });
    expect(await status(positionOf(accepted))).toMatchObject({
      accepted: { termsVersion, privacyVersion, acceptedAt: expect.any(String) },
      pending: false,
    });

    const current = (await app().get('/v1/legal/politica-de-privacidade').expect(200)).body.data;
    const published = await as(admin())
      .put('/v1/legal/politica-de-privacidade', { title: current.title, body: `${current.body}\n\nNova cláusula.` })
      .expect(200);
    const after = await status(positionOf(published));
    expect(after).toMatchObject({ current: { termsVersion, privacyVersion: privacyVersion + 1 }, pending: true });
    const outdated = await as(providerToken()).post('/v1/legal/accept', { termsVersion, privacyVersion }).expect(409);
    expect(outdated.body.message).toMatch(/Uma nova versão/);
    const again = await as(providerToken()).post('/v1/legal/accept', after.current).expect(200);
    expect(await status(positionOf(again))).toMatchObject({ pending: false });
  });

  it('a demand records the versions of the texts its ticked box accepted, beside the consent time', async () => {
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const terms = (await app().get('/v1/legal/termos-de-uso').expect(200)).body.data.version as number;
    const privacy = (await app().get('/v1/legal/politica-de-privacidade').expect(200)).body.data.version as number;
    const filed = await app()
      .post('/v1/demanda')
      .send(blumenauDemand(services[0]!.id, 'clara.termos@malhas-vale.com.br'))
      .expect(201);
    const event = await api().system.readPool.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM events WHERE stream_id = $1 AND event_type = 'DemandFiled'",
      [`demand-${filed.body.data.id}`],
    );
    expect(event.rows[0]!.data).toMatchObject({
      termsVersion: terms,
      privacyVersion: privacy,
      consentAt: expect.any(String),
    });
  });

  it('acceptance calls need a provider session', async () => {
    await app().get('/v1/legal/acceptance').expect(401);
    await app().post('/v1/legal/accept').send({ termsVersion: 1, privacyVersion: 1 }).expect(401);
  });

  itRefusesAllButAdmins(harness, [['put', '/v1/legal/termos-de-uso', { title: 'T', body: 'B' }]]);
});
