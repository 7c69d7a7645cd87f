import { apiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, expectNoSidewaysScroll, saveScreenshot, waitForAnimations } from './support/browser';
import { browserSession } from './support/session';

const PGR = 'PGR - Programa de Gerenciamento de Riscos';
const PGR_PATH = '/servicos/pgr-programa-de-gerenciamento-de-riscos';
const CAMPINAS = `${PGR_PATH}/sp/campinas`;

/**
 * Issue #19 item 3 (ADR 0120): the landing pages of the services. Given a provider of Segurança do Trabalho serving
 * Campinas (SP), the PGR page of Campinas reads right without JavaScript, starts the wizard with PGR picked when
 * JavaScript runs, has no serious accessibility finding, fits a 390-px phone, and is in the sitemap.
 */
describeInBrowser('landing pages /servicos and /nr in the browser', () => {
  const session = browserSession();
  const { app, openPage } = session;
  const { get, signUpProvider, areaId, serviceProfile } = apiClient(app);

  beforeAll(async () => {
    const { token, position } = await signUpProvider({
      name: 'Rita',
      surname: 'Alves',
      phone: '11987654321',
      email: 'rita@landing-sst.com.br',
    });
    const area = await areaId('Segurança do Trabalho');
    const profile = await serviceProfile(token, position, { area, uf: 'SP', cities: 'Campinas' });
    // Until the read models hold the profile (any query with X-Min-Position waits for them).
    await get('/auth/me', token, profile);
  }, 60_000);

  it('with JavaScript off, the page of PGR in Campinas (SP) shows what it is, its NR, the providers there, how the free request works and the call to action', async () => {
    const page = await session.phonePageWithoutJavaScript();
    const response = await page.goto(`${app.url}${CAMPINAS}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`${PGR} em Campinas (SP) – orçamento grátis | ConectaSST`);
    await page.getByRole('heading', { level: 1, name: `${PGR} em Campinas (SP)` }).waitFor();
    await page
      .getByRole('link', { name: 'NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais' })
      .first()
      .waitFor();
    await page.getByText('1 prestador ativo atende Campinas (SP) neste serviço.').first().waitFor();
    await page
      .getByText('A empresa recebe até 5 contatos e negocia direto com o parceiro, sem comissão.')
      .first()
      .waitFor();
    const cta = page.getByRole('link', { name: `Pedir orçamentos grátis de ${PGR}` }).first();
    expect(await cta.getAttribute('href')).toMatch(/^\/demanda\?servico=\d+&uf=SP&cidade=Campinas$/);
    // Issue #35 item 8: the providers the count refers to, each linked to its page.
    await page.getByRole('link', { name: 'Rita Alves' }).first().waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'landing-sem-javascript-phone');

    const missing = await page.goto(`${app.url}${PGR_PATH}/sp/cidade-que-nao-existe`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
  }, 60_000);

  it('with JavaScript on a phone, the page sits in the site layout without serious accessibility findings or sideways scroll, and its call to action opens the wizard with PGR picked', async () => {
    const page = await openPage('phone');
    await page.goto(`${app.url}${CAMPINAS}`);
    // The app shows the server's content in its layout (the page card's heading, the site's footer).
    await page.getByRole('navigation', { name: 'Links do rodapé' }).waitFor();
    await page.getByRole('heading', { name: `${PGR} em Campinas (SP)`, exact: true }).waitFor();
    await page.getByText('1 prestador ativo atende Campinas (SP) neste serviço.').first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'landing page phone');
    await saveScreenshot(page, 'landing-phone');

    await page
      .getByRole('link', { name: `Pedir orçamentos grátis de ${PGR}` })
      .first()
      .click();
    await page.waitForURL(`${app.url}/demanda`);
    await page.getByText(PGR, { exact: true }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('selectedNrs'))) ?? '[]') as {
      name: string;
    }[];
    expect(stored.map((s) => s.name)).toEqual([PGR]);
    // Issue #35 item 8 (ADR 0164): the city page's button carried the place: step 2 starts with Campinas (SP).
    const draft = JSON.parse((await page.evaluate(() => window.localStorage.getItem('demandWizard'))) ?? '{}') as {
      location?: { UF: string; City: string };
    };
    expect(draft.location).toMatchObject({ UF: 'SP', City: 'Campinas' });
    expect(await page.getByRole('button', { name: 'Próximo' }).isEnabled()).toBe(true);
    // The button turns from disabled to enabled with a transition: a steady picture.
    await waitForAnimations(page);
    await saveScreenshot(page, 'landing-wizard-phone');
  }, 120_000);

  it('on a desktop, the footer leads to /servicos, which leads to a service and an NR page; the sitemap lists them', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/`);
    await page
      .getByRole('navigation', { name: 'Links do rodapé' })
      .getByRole('link', { name: 'Serviços de SST' })
      .click();
    await page.waitForURL(`${app.url}/servicos`);
    await page.getByRole('heading', { name: 'Serviços de SST', exact: true }).waitFor();
    expect(await page.title()).toBe('Serviços de SST | ConectaSST');
    await expectNoSeriousA11yViolations(page, '/servicos desktop');
    await page.getByRole('link', { name: PGR, exact: true }).click();
    await page.waitForURL(`${app.url}${PGR_PATH}`);
    await page.getByRole('heading', { name: `${PGR} no Brasil`, exact: true }).waitFor();
    await page.getByRole('link', { name: `${PGR} em São Paulo` }).waitFor();
    await page
      .getByRole('link', { name: 'NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais' })
      .first()
      .click();
    await page.waitForURL(`${app.url}/nr/1`);
    await page
      .getByRole('heading', { name: 'NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais', exact: true })
      .waitFor();
    await expectNoSeriousA11yViolations(page, '/nr/1 desktop');
    await saveScreenshot(page, 'landing-nr-desktop');

    // The sitemap index (ADR 0156), then its files.
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => `${app.url}${new URL(m[1]!).pathname}`);
    const sitemap = (await Promise.all(files.map(async (file) => (await fetch(file)).text()))).join('');
    for (const path of ['/servicos', PGR_PATH, `${PGR_PATH}/sp`, CAMPINAS, '/nr/1'])
      expect(sitemap).toContain(`${path}</loc>`);
  }, 120_000);
});
