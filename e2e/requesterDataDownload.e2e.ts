import type { Download } from 'playwright-core';
import { subjectDataExportSchema, type SubjectDataExport } from '@conectasst/common/api/lgpd';
import { blumenauDemand, contagemDemand, fileConfirmedDemand, tokenFromMailbox } from '../test-support/demands';
import { apiClient } from './support/api';
import { describeInBrowser, downloadedBytes, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

const jsonOf = async (download: Download): Promise<unknown> =>
  JSON.parse((await downloadedBytes(download)).toString('utf8')) as unknown;

/**
 * LGPD art. 18 II (ADR 0167): the requester of a demand downloads their data from the signed link of their e-mail —
 * a JSON file decoded with their key, holding their contact and nothing of the other requester or of the provider who
 * subscribed to the same demand.
 */
describeInBrowser('a requester downloads their data from the signed link (LGPD)', () => {
  const session = browserSession();
  const { app } = session;
  const api = apiClient(app);

  it("'Baixar meus dados' saves the decoded JSON of this requester only", async () => {
    const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const serviceId = services.data.data[0]!.id;
    const clara = 'clara@malhasvale.com.br';
    const rita = 'rita@metalforte.com.br';
    const mine = await fileConfirmedDemand(app.url, blumenauDemand(serviceId, clara));
    const other = await fileConfirmedDemand(app.url, contagemDemand(serviceId, rita));

    // A provider subscribes to Clara's demand: their name and contact are on the same demand's streams' neighbours.
    const signup = await api.post('/auth', {
      name: 'Bruno',
      surname: 'Tavares',
      phone: '11987654321',
      email: 'bruno@tavares-sst.com.br',
      password: 'segredo1',
    });
    const providerToken = String(signup.body.token);
    await api.post(
      '/details/pf',
      {
        cpf: '52998224725',
        name: 'Bruno',
        surname: 'Tavares',
        street: '89010000 - Rua XV de Novembro - 10 - ',
        DDD: '47',
        Phone: '987654321',
        profission: 'Engenheiro de Segurança do Trabalho',
        register: 'CREA-SC 123456',
        socialnetwork: 'Google',
      },
      providerToken,
    );
    const bought = await api.buyFirstPackageByCard(providerToken, signup.position);
    await api.get('/auth/me', providerToken, bought.position);
    await api.post('/subs', undefined, providerToken, { id: String(mine.id), 'X-Min-Position': mine.position });

    const page = await session.openPage('phone');
    await page.goto(`${app.url}/minha-demanda/${await tokenFromMailbox(app.url, clara, mine.id)}`);
    await page.getByRole('heading', { name: `Meu pedido nº ${mine.id}` }).waitFor();
    const card = page.getByLabel('Seus dados (LGPD)');
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'requester-data-download-phone');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /Baixar meus dados/ }).click(),
    ]);

    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^meus-dados-demanda-${mine.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const exported: SubjectDataExport = subjectDataExportSchema.parse(await jsonOf(download));
    expect(exported.subject).toBe('requester');
    expect(exported.controller).toMatch(/ConectaSST/);

    // Clara's contact, decoded (no envelope left), from her demand's stream only.
    const filed = exported.events.find((e) => e.type === 'DemandFiled');
    expect(filed).toBeDefined();
    expect(filed!.stream).toBe(`demand-${mine.id}`);
    const text = JSON.stringify(exported.events);
    for (const own of [clara, 'Clara', 'Schmidt', 'Malhas Vale Ltda', '47987654321']) expect(text).toContain(own);
    expect(text).not.toContain('"$pii"');
    for (const event of exported.events) expect([`demand-${mine.id}`, `reviews-${mine.id}`]).toContain(event.stream);

    // Nothing of anyone else: not the other requester, not the subscribed provider.
    for (const theirs of [
      rita,
      'Rita',
      'Moura',
      'Metal Forte',
      '31987654321',
      'bruno@tavares-sst.com.br',
      'Tavares',
      '52998224725',
      `demand-${other.id}`,
    ]) {
      expect(text).not.toContain(theirs);
    }
  });
});
