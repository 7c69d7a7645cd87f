import { toSlug } from '@conectasst/common/text/slug';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, api, admin } = useTestApi();
const caughtUp = async () => api().system.runner.waitFor(await api().system.store.headPosition(), 30_000);

/** "Quem pode assinar" (issue 38, ADR 0169): seeded, edited by the admin, and stated on the service's landing page. */
describe(onPostgres('who may sign a service'), () => {
  it('the seeded PCMSO rule is on its landing page and in the admin form; the admin changes and clears it (400 on a rule without its source)', async () => {
    const found = (await app().get('/v1/services?page=1&name=PCMSO').expect(200)).body.data.data as { id: number; name: string; signing: unknown }[];
    const pcmso = found.find((s) => s.name.startsWith('PCMSO'))!;
    expect(pcmso.signing).toEqual({ signers: [{ kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true }], source: 'NR-7 (médico do trabalho responsável pelo PCMSO)' });
    await caughtUp();
    const page = await app().get(`/servicos/${toSlug(pcmso.name)}`).expect(200);
    expect(page.text).toContain('Quem pode assinar: médico do trabalho (NR-7 (médico do trabalho responsável pelo PCMSO)).');

    const shown = (await app().get(`/v1/admin/services/show?item=${pcmso.id}`).set('Authorization', admin()).expect(200)).body;
    const form = { id: pcmso.id, name: pcmso.name, area: shown.data?.area ?? shown.area, nr: shown.data?.nr ?? shown.nr, status: true };
    const noSource = await app().put('/v1/admin/services').set('Authorization', admin()).send({ ...form, signing: { signers: [{ kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true }], source: ' ' } });
    expect(noSource.status).toBe(400);
    expect(noSource.body.message).toBe('Informe a fonte legal de quem pode assinar (ex.: Lei 8.213/1991, art. 58, § 1º).');

    const edited = await app()
      .put('/v1/admin/services')
      .set('Authorization', admin())
      .send({ ...form, signing: { signers: [{ kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true }, { kind: 'COREN', professional: 'enfermeiro do trabalho', requiresRqe: false }], source: 'Fonte de teste' } })
      .expect(200);
    const after = await app().get(`/v1/admin/services/show?item=${pcmso.id}`).set('Authorization', admin()).set('X-Min-Position', positionOf(edited)).expect(200);
    expect(JSON.stringify(after.body)).toContain('enfermeiro do trabalho');
    await caughtUp();
    expect((await app().get(`/servicos/${toSlug(pcmso.name)}`).expect(200)).text).toContain('Quem pode assinar: médico do trabalho ou enfermeiro do trabalho (Fonte de teste).');

    // Left out of an edit, it stays; null clears it.
    await app().put('/v1/admin/services').set('Authorization', admin()).send(form).expect(200);
    expect(JSON.stringify((await app().get(`/v1/admin/services/show?item=${pcmso.id}`).set('Authorization', admin()).expect(200)).body)).toContain('Fonte de teste');
    const cleared = await app().put('/v1/admin/services').set('Authorization', admin()).send({ ...form, signing: null }).expect(200);
    expect(JSON.stringify((await app().get(`/v1/admin/services/show?item=${pcmso.id}`).set('Authorization', admin()).set('X-Min-Position', positionOf(cleared)).expect(200)).body)).toContain('"signing":null');
    await caughtUp();
    expect((await app().get(`/servicos/${toSlug(pcmso.name)}`).expect(200)).text).not.toContain('Quem pode assinar');
  });
});
