import { createLogger } from '@conectasst/platform/logger';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { startSystem } from '../../../test-support/testApp';
import { referenceNrs, referenceServices, referenceSocialOptions } from './referenceCatalogue';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

interface NrBody {
  id: number;
  name: string;
  area_id: number;
  status: boolean;
}

const { app, api, as, admin } = useTestApi();

describe(onPostgres('reference data loaded as events on first start'), () => {
  it('has the NRs 1 to 38 with their official names, the revoked NR-2 and NR-27 inactive', async () => {
    const { data } = (await app().get('/v1/search/all').expect(200)).body as { data: NrBody[] };
    expect(data).toHaveLength(38);
    expect(data.map((nr) => nr.name)).toEqual(referenceNrs.map((nr) => `NR-${nr.number} - ${nr.title}`));
    expect(data.filter((nr) => !nr.status).map((nr) => nr.name)).toEqual([
      'NR-2 - Inspeção Prévia (revogada)',
      'NR-27 - Registro Profissional do Técnico de Segurança do Trabalho (revogada)',
    ]);
    expect(data.find((nr) => nr.name.startsWith('NR-35 '))!.name).toBe('NR-35 - Trabalho em Altura');
  });

  it('numbers the areas 1–10 on a fresh database; area 10 holds the general NRs, offered active only', async () => {
    const areas = (await app().get('/v1/area').expect(200)).body.data as { id: number; name: string }[];
    expect(areas.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(areas.find((a) => a.id === 10)!.name).toBe('Segurança do Trabalho');
    const general = (await app().get('/v1/nrs/find?id=10').expect(200)).body.data as NrBody[];
    expect(general.map((nr) => nr.name)).toContain('NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais');
    expect(general.every((nr) => nr.status && nr.area_id === 10)).toBe(true);
    expect(general.map((nr) => nr.name).join()).not.toContain('revogada');
  });

  it('has the typical services, found by the home search', async () => {
    const page = (await app().get('/v1/services?page=1').expect(200)).body;
    expect(page.data.total).toBe(referenceServices.length);
    const search = async (text: string) =>
      ((await app().get('/v1/search').set('query', b64(text)).expect(200)).body.data as { title: string }[]).map(
        (r) => r.title,
      );
    expect(await search('pcmso')).toContain('PCMSO - Programa de Controle Médico de Saúde Ocupacional');
    expect(await search('S-2240')).toEqual([
      'e-Social SST: evento S-2240 - Condições Ambientais do Trabalho - Agentes Nocivos',
    ]);
    expect(await search('nr 35')).toContain('Treinamento NR-35 - Trabalho em Altura');
    expect(await search('altura')).toContain('Treinamento NR-35 - Trabalho em Altura');
  });

  it('has the social list and the default home, FAQ and mission/vision/values', async () => {
    const social = (await app().get('/v1/social').expect(200)).body.data as { name: string }[];
    expect(social.map((s) => s.name)).toEqual(referenceSocialOptions.map((s) => s.name));
    const home = (await app().get('/v1/pages?page=home').expect(200)).body.data;
    expect(home).toEqual({
      title: expect.any(String),
      subtitle: expect.any(String),
      about: expect.any(String),
      item1: expect.any(String),
      item2: expect.any(String),
      item3: expect.any(String),
    });
    const faq = JSON.stringify((await app().get('/v1/pages?page=common_questions').expect(200)).body.data);
    expect(faq).toContain('24 horas úteis bancárias');
    expect(faq).toContain('No máximo 5 prestadores');
    expect(faq).toContain('só são consumidos quando o parceiro se inscreve');
    expect(faq).toContain('Posso receber os créditos de volta se a demanda tiver problema?');
    expect(faq).toContain('os créditos voltam na hora, automaticamente');
    const mvv = (await app().get('/v1/pages?page=quest').expect(200)).body.data as { type: string }[];
    expect(mvv.map((e) => e.type)).toEqual(['mission', 'vision', 'value']);
  });

  it('a restart (two processes at once, on the same database) adds nothing and keeps the admin edits', async () => {
    const faqs = (await app().get('/v1/pages?page=common_questions').expect(200)).body.data as {
      id: number;
      title: string;
      description: string;
    }[];
    await as(admin())
      .put('/v1/pages?page=common_questions', { id: faqs[0]!.id, title: 'Editada pelo admin', description: 'x' })
      .expect(200);
    const nr38 = ((await app().get('/v1/search/all').expect(200)).body.data as NrBody[]).find((nr) =>
      nr.name.startsWith('NR-38 '),
    )!;
    await as(admin()).delete('/v1/admin/nrs').set('id', String(nr38.id)).expect(200);
    const eventsBefore = Number(
      (await api().system.readPool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n,
    );

    const logger = createLogger('silent');
    const [a, b] = await Promise.all([
      startSystem({ config: api().config, databaseUrl: api().databaseUrl, logger, parts: ['commands'] }),
      startSystem({ config: api().config, databaseUrl: api().databaseUrl, logger, parts: ['commands'] }),
    ]);
    await a.stop();
    await b.stop();

    const eventsAfter = Number(
      (await api().system.readPool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n,
    );
    expect(eventsAfter).toBe(eventsBefore);
    const faqsAfter = (await app().get('/v1/pages?page=common_questions').expect(200)).body.data as {
      id: number;
      title: string;
    }[];
    expect(faqsAfter.find((f) => f.id === faqs[0]!.id)!.title).toBe('Editada pelo admin');
    expect(faqsAfter).toHaveLength(faqs.length);
    const nrsAfter = (await app().get('/v1/search/all').expect(200)).body.data as NrBody[];
    expect(nrsAfter).toHaveLength(37);
    expect((await app().get('/v1/area').expect(200)).body.data).toHaveLength(10);
  });
});
