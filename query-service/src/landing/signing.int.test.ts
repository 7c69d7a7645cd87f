import type request from 'supertest';
import { toSlug } from '@conectasst/common/text/slug';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin, signUpProviderServing } = useTestApi();
const caughtUp = async () => api().system.runner.waitFor(await api().system.store.headPosition(), 30_000);

/** "Quem pode assinar" (issue 38, ADR 0169): seeded, edited by the admin, and stated on the service's landing page. */
describe(onPostgres('who may sign a service'), () => {
  it('the seeded PCMSO rule is on its landing page and in the admin form; the admin changes and clears it (400 on a rule without its source)', async () => {
    const found = (await app().get('/v1/services?page=1&name=PCMSO').expect(200)).body.data.data as {
      id: number;
      name: string;
      signing: unknown;
    }[];
    const pcmso = found.find((s) => s.name.startsWith('PCMSO'))!;
    /** PCMSO's landing page, once the read models hold every write. */
    const landingText = async () => {
      await caughtUp();
      return (
        await app()
          .get(`/servicos/${toSlug(pcmso.name)}`)
          .expect(200)
      ).text;
    };
    /** The admin form's PCMSO, read after the write at `after` (when given). */
    const shownInForm = async (after?: request.Response) => {
      const show = as(admin()).get(`/v1/admin/services/show?item=${pcmso.id}`);
      return JSON.stringify((await (after ? show.set('X-Min-Position', positionOf(after)) : show).expect(200)).body);
    };
    expect(pcmso.signing).toEqual({
      signers: [{ kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true }],
      source: 'NR-7 (médico do trabalho responsável pelo PCMSO)',
    });
    expect(await landingText()).toContain(
      'Quem pode assinar: médico do trabalho (NR-7 (médico do trabalho responsável pelo PCMSO)).',
    );

    const shown = (await as(admin()).get(`/v1/admin/services/show?item=${pcmso.id}`).expect(200)).body;
    const form = {
      id: pcmso.id,
      name: pcmso.name,
      area: shown.data?.area ?? shown.area,
      nr: shown.data?.nr ?? shown.nr,
      status: true,
    };
    const noSource = await as(admin()).put('/v1/admin/services', {
      ...form,
      signing: { signers: [{ kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true }], source: ' ' },
    });
    expect(noSource.status).toBe(400);
    expect(noSource.body.message).toBe(
      'Informe a fonte legal de quem pode assinar (ex.: Lei 8.213/1991, art. 58, § 1º).',
    );

    const edited = await as(admin())
      .put('/v1/admin/services', {
        ...form,
        signing: {
          signers: [
            { kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true },
            { kind: 'COREN', professional: 'enfermeiro do trabalho', requiresRqe: false },
          ],
          source: 'Fonte de teste',
        },
      })
      .expect(200);
    expect(await shownInForm(edited)).toContain('enfermeiro do trabalho');
    expect(await landingText()).toContain(
      'Quem pode assinar: médico do trabalho ou enfermeiro do trabalho (Fonte de teste).',
    );

    // Left out of an edit, it stays; null clears it.
    await as(admin()).put('/v1/admin/services', form).expect(200);
    expect(await shownInForm()).toContain('Fonte de teste');
    const cleared = await as(admin())
      .put('/v1/admin/services', { ...form, signing: null })
      .expect(200);
    expect(await shownInForm(cleared)).toContain('"signing":null');
    expect(await landingText()).not.toContain('Quem pode assinar');
  });
});

/**
 * Issue 38: "the relevance order prefers providers who may sign" (ADR 0177). Where a company sees providers — a
 * service's landing pages, which lead to the direct request — those who may sign a signed service come first.
 */
describe(onPostgres("providers who may sign come first on a signed service's page"), () => {
  const signing = {
    signers: [
      {
        kind: 'CREA',
        professional: 'engenheiro de segurança do trabalho',
        requiresRqe: false,
        speciality: 'engenharia-de-seguranca-do-trabalho',
      },
    ],
    source: 'Fonte de teste',
  };
  async function provider(areaId: number, name: string, crea?: { speciality: boolean }) {
    const p = await signUpProviderServing(areaId, undefined, { name, surname: 'Teste' });
    if (!crea) return p.id;
    const declared = await as(p.auth, p.position)
      .post('/v1/credentials', {
        kind: 'CREA',
        number: `${Math.floor(Math.random() * 1e9)}`,
        uf: 'SC',
        ...(crea.speciality ? { speciality: 'engenharia-de-seguranca-do-trabalho' } : {}),
      })
      .expect(201);
    await as(admin(), declared)
      .post('/v1/admin/credentials/verify', {
        credentialId: declared.body.data.credentialId,
        note: 'Conferido.',
        specialityConfirmed: crea.speciality,
      })
      .expect(200);
    return p.id;
  }

  it('given an older provider without a registry, one with a CREA but no speciality and a newer safety engineer, then the engineer is listed first with "Assinatura habilitada ✔"; without the rule, the oldest first again', async () => {
    const areaId = (await as(admin()).post('/v1/area', { name: 'Área da ordem por assinatura' }).expect(201)).body.data
      .id as number;
    const created = await as(admin())
      .post('/v1/admin/services', { name: 'Laudo Assinado de Teste', area: areaId, nr: [], signing })
      .expect(201);
    const serviceId = created.body.data.id as number;
    const oldest = await provider(areaId, 'Ana');
    const anyCrea = await provider(areaId, 'Caio', { speciality: false });
    const engineer = await provider(areaId, 'Bia', { speciality: true });
    await caughtUp();

    const listed = (html: string) => [...html.matchAll(/data-provider-id="([^"]+)"/g)].map((m) => m[1]);
    const cardOf = (html: string, id: string) =>
      new RegExp(`data-provider-id="${id}"[\\s\\S]*?</li>\\s*(?=<li class="site-card landing-provider"|</ul>)`).exec(
        html,
      )?.[0] ?? '';
    for (const path of [
      '/servicos/laudo-assinado-de-teste',
      '/servicos/laudo-assinado-de-teste/sc',
      '/servicos/laudo-assinado-de-teste/sc/blumenau',
    ]) {
      const page = (await app().get(path).expect(200)).text;
      expect(listed(page).slice(0, 3)).toEqual([engineer, oldest, anyCrea]);
      expect(cardOf(page, engineer)).toContain('Assinatura habilitada ✔');
      expect(cardOf(page, anyCrea)).not.toContain('Assinatura habilitada ✔');
    }

    const shown = (await as(admin()).get(`/v1/admin/services/show?item=${serviceId}`).expect(200)).body;
    await as(admin())
      .put('/v1/admin/services', {
        id: serviceId,
        name: 'Laudo Assinado de Teste',
        area: shown.data?.area ?? shown.area,
        nr: shown.data?.nr ?? shown.nr,
        status: true,
        signing: null,
      })
      .expect(200);
    await caughtUp();
    const unsigned = (await app().get('/servicos/laudo-assinado-de-teste').expect(200)).text;
    expect(listed(unsigned).slice(0, 3)).toEqual([oldest, anyCrea, engineer]);
    expect(unsigned).not.toContain('Assinatura habilitada ✔');
  });
});
