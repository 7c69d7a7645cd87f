import { apiClient } from './support/api';
import { describeInBrowser, pageWidth, saveScreenshot, waitForAnimations } from './support/browser';
import { browserSession } from './support/session';

/** Every link of the admin menu (the admin features' descriptors, app/routes/adminFeatures.ts) and the heading of the screen it opens. */
const menu: { group: string; link: string; path: string; heading: string }[] = [
  { group: 'Painel', link: 'Painel', path: '/admin/painel', heading: 'Painel' },
  { group: 'Catálogo', link: 'Áreas', path: '/admin', heading: 'Áreas' },
  { group: 'Catálogo', link: 'NRs', path: '/admin/nrs', heading: 'NRs' },
  { group: 'Catálogo', link: 'Serviços', path: '/admin/services', heading: 'Serviço' },
  { group: 'Parceiros e créditos', link: 'Parceiros', path: '/admin/Parceiro', heading: 'Parceiros' },
  { group: 'Parceiros e créditos', link: 'Créditos', path: '/admin/credits', heading: 'Pacotes de Créditos' },
  { group: 'Parceiros e créditos', link: 'Estornos', path: '/admin/estornos', heading: 'Estornos' },
  { group: 'Demandas', link: 'Demandas', path: '/admin/demanda', heading: 'Demandas' },
  { group: 'Demandas', link: 'Inscrições', path: '/admin/inscricoes', heading: 'Inscrições' },
  { group: 'Confiança', link: 'Credenciais', path: '/admin/credenciais', heading: 'Credenciais' },
  { group: 'Confiança', link: 'Reembolsos', path: '/admin/reembolsos', heading: 'Reembolsos' },
  { group: 'Conteúdo', link: 'CMS', path: '/admin/cms', heading: 'CMS' },
  { group: 'Conteúdo', link: 'Blog', path: '/admin/blog', heading: 'Blog' },
  { group: 'Conteúdo', link: 'Contatos', path: '/admin/contatos', heading: 'Contatos' },
];

/** Public, wizard and sign-in screens and the title each gives its tab. */
const publicScreens: { path: string; title: string }[] = [
  { path: '/', title: 'Serviços de Saúde e Segurança do Trabalho' },
  { path: '/comofunciona', title: 'Como funciona' },
  { path: '/conectasst', title: 'Sobre a ConectaSST' },
  { path: '/missao-visao-valores', title: 'Missão, visão e valores' },
  { path: '/perguntas-frequentes', title: 'Perguntas frequentes' },
  { path: '/faleconosco', title: 'Fale conosco' },
  { path: '/blog', title: 'Blog' },
  { path: '/demanda', title: 'Pedido de orçamento' },
  { path: '/minha-demanda', title: 'Novo link do pedido' },
  { path: '/login', title: 'Entrar' },
  { path: '/signup', title: 'Criar conta' },
  { path: '/recovery', title: 'Recuperar senha' },
  { path: '/change/password', title: 'Redefinir senha' },
  { path: '/pagina-inexistente', title: 'Página não encontrada' },
];

describeInBrowser('admin menu and page titles in the browser', () => {
  const session = browserSession();
  const { app, adminPage } = session;

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`the admin menu reaches every admin screen on a ${viewport === 'desktop' ? '1366-px screen' : '390-px phone'}, the page no wider than the screen`, async () => {
      const page = await adminPage(viewport);
      const nav = page.getByRole('navigation', { name: 'Navegação do administrador' });
      // Sair is on screen, not cut off.
      const signOut = await page.getByRole('button', { name: 'Sair' }).boundingBox();
      const { viewport: width } = await pageWidth(page);
      expect(signOut && signOut.x >= 0 && signOut.x + signOut.width <= width).toBe(true);

      const titles: string[] = [];
      for (const entry of menu) {
        if (viewport === 'phone') {
          await page.getByRole('button', { name: 'Abrir menu' }).click();
          await nav.getByRole('link', { name: entry.link, exact: true }).waitFor();
          await waitForAnimations(page);
          if (entry.link === 'Painel') await saveScreenshot(page, 'admin-menu-phone-open', 'screen');
        }
        await nav.getByRole('link', { name: entry.link, exact: true }).click();
        await page.waitForURL(`${app.url}${entry.path}`);
        await page.getByRole('heading', { name: entry.heading, exact: true }).first().waitFor();
        await page.waitForFunction(
          (expected) => document.title === expected,
          `${entry.heading} — Administração | ConectaSST`,
        );
        titles.push(await page.title());
        if (viewport === 'desktop')
          expect(await nav.getByRole('link', { name: entry.link, exact: true }).getAttribute('aria-current')).toBe(
            'page',
          );
        const { scroll, viewport: w } = await pageWidth(page);
        expect([entry.path, scroll]).toEqual([entry.path, w]);
        // On a phone the drawer closes once a link is chosen.
        if (viewport === 'phone') await nav.waitFor({ state: 'hidden' });
      }
      expect(new Set(titles).size).toBe(titles.length);
      await page.goto(`${app.url}/admin`);
      await page.getByRole('heading', { name: 'Áreas' }).waitFor();
      await saveScreenshot(page, `admin-menu-${viewport}`);
    }, 180_000);
  }

  it('the side menu folds to icons and opens again on wide screens', async () => {
    const page = await adminPage('desktop');
    await page.getByLabel('Recolher menu').click();
    await page.getByLabel('Expandir menu').waitFor();
    // The side menu narrows with a transition: measure it once it has ended (a loaded machine measured it mid-way).
    await waitForAnimations(page);
    const nav = page.getByRole('navigation', { name: 'Navegação do administrador' });
    const folded = await nav.boundingBox();
    expect(folded?.width ?? 999).toBeLessThan(100);
    await page.getByLabel('Expandir menu').click();
    await nav.getByRole('link', { name: 'Contatos', exact: true }).click();
    await page.waitForURL(`${app.url}/admin/contatos`);
  }, 120_000);

  it('the partners list shows the CPF formatted, and fits a phone', async () => {
    const { post } = apiClient(app);
    const signup = await post('/auth', {
      name: 'Heitor',
      surname: 'Formatado',
      phone: '41998765432',
      email: 'heitor@sst.com.br',
      password: 'segredo1',
    });
    const details = await post(
      '/details/pf',
      {
        cpf: '52998224725',
        name: 'Heitor',
        surname: 'Formatado',
        street: '80010000 - Rua XV de Novembro - 10 - ',
        DDD: '41',
        Phone: '998765432',
        profission: 'Técnico de Segurança do Trabalho',
        register: 'MTE 123',
        socialnetwork: 'Google',
      },
      signup.body.token as string,
    );
    const basic = `Basic ${Buffer.from(`${app.adminEmail}:${app.adminPassword}`).toString('base64')}`;
    const admin = (
      (await (await fetch(`${app.url}/v1/auth`, { headers: { Authorization: basic } })).json()) as { token: string }
    ).token;
    // The list's read model has the details before the browser asks for it.
    await fetch(`${app.url}/v1/admin/users`, {
      headers: { Authorization: `Bearer ${admin}`, 'X-Min-Position': details.position },
    });

    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await adminPage(viewport);
      await page.goto(`${app.url}/admin/Parceiro`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Heitor Formatado', exact: true }) });
      await row.waitFor();
      if (viewport === 'desktop') {
        await row.getByRole('cell', { name: '529.982.247-25', exact: true }).waitFor();
        expect(await page.content()).not.toContain('52998224725');
      }
      const { scroll, viewport: w } = await pageWidth(page);
      expect(scroll).toBe(w);
      await saveScreenshot(page, `admin-partners-${viewport}`);
    }
  }, 180_000);

  it('every public, wizard and sign-in screen names its tab "<Página> | ConectaSST", each its own', async () => {
    const page = await session.openPage('desktop');
    for (const screen of publicScreens) {
      await page.goto(`${app.url}${screen.path}`);
      await page.waitForFunction((expected) => document.title === expected, `${screen.title} | ConectaSST`);
    }
    const titles = publicScreens.map((screen) => screen.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  }, 120_000);
});
