import { apiClient, martaPrado } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, expectNoSidewaysScroll, saveScreenshot } from './support/browser';
import { browserSession, logInAsAdmin, logInWithToken } from './support/session';

/**
 * Issue #35 item 8 as a user sees it, at 390×844 and 1366×768: the provider's public page sells (a "Pedir orçamento"
 * button into the wizard, the profession, the NRs as tags, "N cidades em SP"), "Meus dados" links to it with
 * "Compartilhar"; item 9: the home hero leads with the admin's title, and the admin lands on the Painel.
 */
describeInBrowser('public pages that sell (issue #35 items 8-9)', () => {
  const session = browserSession();
  const { app, openPage } = session;
  const { post, signUpProvider, areaId, serviceProfile, publicPagePath } = apiClient(app);
  let token = '';
  let providerPath = '';

  beforeAll(async () => {
    const signup = await signUpProvider(martaPrado);
    token = signup.token;
    const details = await post(
      '/details/pf',
      {
        cpf: '529.982.247-25',
        name: 'Marta',
        surname: 'Prado',
        street: '01310100 - Av. Paulista - 1 - ',
        DDD: '19',
        Phone: '991234567',
        profission: 'Engenheira de Segurança do Trabalho',
        register: 'X',
        socialnetwork: 'Google',
      },
      token,
      { 'X-Min-Position': signup.position },
    );
    const area = await areaId('Segurança do Trabalho');
    const cities = 'Campinas,Jundiaí,Valinhos,Vinhedo,Sumaré';
    const profile = await serviceProfile(token, details.position, { area, uf: 'SP', cities });
    providerPath = await publicPagePath(token, profile, 'marta-prado');
  }, 60_000);

  for (const size of ['phone', 'desktop'] as const) {
    it(`${size}: the provider page has "Pedir orçamento", the profession, NR tags and "5 cidades em SP"; the button opens the wizard`, async () => {
      const page = await openPage(size);
      await page.goto(`${app.url}${providerPath}`);
      await page.getByRole('heading', { name: 'Marta Prado' }).first().waitFor();
      await page.getByText('Engenheira de Segurança do Trabalho').waitFor();
      await page.getByText('5 cidades em SP').waitFor();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `página do parceiro (${size})`);
      await saveScreenshot(page, `issue35-provider-page-${size}`);
      await page.getByRole('link', { name: 'Pedir orçamento' }).first().click();
      await page.waitForURL(`${app.url}/demanda`);
    }, 120_000);
  }

  it('phone: "Meus dados" links to the own public page with "Compartilhar"', async () => {
    const page = await openPage('phone');
    await logInWithToken(page, app, token);
    await page.goto(`${app.url}/dashboard/profile`);
    const link = page.getByRole('link', { name: 'Ver minha página' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(providerPath);
    await page.getByRole('button', { name: /Compartilhar/ }).waitFor();
    await saveScreenshot(page, 'issue35-my-data-share-phone', 'screen');
  }, 120_000);

  for (const size of ['phone', 'desktop'] as const) {
    it(`${size}: the home hero leads with the admin's title (no second "ConectaSST"); the admin lands on the Painel`, async () => {
      const page = await openPage(size);
      await page.goto(`${app.url}/`);
      await page.getByLabel('Buscar serviços ou NRs').waitFor();
      // The h1 is read by screen readers but not drawn next to the logo (a 1-px clipped box).
      const box = await page.getByRole('heading', { level: 1, name: 'ConectaSST' }).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(1);
      await saveScreenshot(page, `issue35-home-${size}`, 'screen');
      await logInAsAdmin(page, app);
      await saveScreenshot(page, `issue35-admin-painel-${size}`, 'screen');
    }, 120_000);
  }
});
