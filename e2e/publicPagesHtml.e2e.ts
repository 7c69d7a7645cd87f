import { logInThroughApi } from './support/api';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

/**
 * Issue #19 item 2 (ADR 0121): the public pages arrive as HTML with their content, so a browser without JavaScript
 * (or a crawler) reads them; with JavaScript the app takes over the same address.
 */
describeInBrowser('public pages rendered by the server', () => {
  const session = browserSession();
  const { app, openPage } = session;
  let postPath = '';

  beforeAll(async () => {
    const token = await logInThroughApi(app.url, app.adminEmail, app.adminPassword);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const home = await fetch(`${app.url}/v1/pages?page=home`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        title: 'Orçamentos de SST sem custo',
        subtitle: 'Descreva o que sua empresa precisa e receba contatos de prestadores.',
        about: 'Ligamos empresas a profissionais de SST em todo o Brasil.',
        item1: 'Escolha os serviços',
        item2: 'Conte onde',
        item3: 'Receba os contatos',
      }),
    });
    expect(home.status).toBe(200);
    const created = await fetch(`${app.url}/v1/admin/blog`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        titulo: 'O que muda no PGR',
        published: true,
        code: '<p>Texto comum. <strong>Prazo importante</strong></p>',
      }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    // The read models have the post and the home texts once the public list shows the post.
    await fetch(`${app.url}/v1/blog/all`, { headers: { 'X-Min-Position': created.headers.get('x-position') ?? '' } });
    postPath = `/blog/${data.id}-o-que-muda-no-pgr`;
  }, 120_000);

  it('with JavaScript disabled, / shows the home texts the admin saved, under its own title', async () => {
    const page = await session.phonePageWithoutJavaScript();
    const response = await page.goto(`${app.url}/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'ConectaSST', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Orçamentos de SST sem custo', level: 2 }).waitFor();
    await page.getByText('Ligamos empresas a profissionais de SST em todo o Brasil.').waitFor();
    await page.getByRole('link', { name: 'Solicitar orçamento' }).waitFor();
    expect(await page.title()).toBe('Serviços de Saúde e Segurança do Trabalho | ConectaSST');
    await saveScreenshot(page, 'home-no-javascript-phone');
  }, 120_000);

  it('with JavaScript disabled, a post shows its title and text, and an unknown post is a 404', async () => {
    const page = await session.phonePageWithoutJavaScript();
    const response = await page.goto(`${app.url}${postPath}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'O que muda no PGR', level: 1 }).waitFor();
    expect(await page.locator('#root .blog-post strong').textContent()).toBe('Prazo importante');
    expect(await page.title()).toBe('O que muda no PGR | Blog ConectaSST');
    await saveScreenshot(page, 'blog-post-no-javascript-phone');

    const missing = await page.goto(`${app.url}/blog/999999-nao-existe`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Post não encontrado', level: 1 }).waitFor();
  }, 120_000);

  it('with JavaScript, the app takes over: the home search works, and the blog list opens the post inside the site layout', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/`);
    // The app's own home (the search field exists only once React has rendered).
    await page.getByLabel('Buscar serviços ou NRs').waitFor();
    await page.getByRole('heading', { name: 'Orçamentos de SST sem custo' }).waitFor();
    // The picks card sits on the hero's green but is white: its hint is the muted text colour, not the hero's white.
    const hint = page.getByText('Busque e adicione os serviços de que sua empresa precisa.');
    expect(await hint.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(91, 107, 91)');

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('link', { name: 'O que muda no PGR' }).click();
    await page.waitForURL(`${app.url}${postPath}`);
    await page.locator('.public-page-content .blog-post strong', { hasText: 'Prazo importante' }).waitFor();
    await page.getByRole('heading', { name: 'O que muda no PGR' }).first().waitFor();
    expect(await page.title()).toBe('O que muda no PGR | ConectaSST');

    // Opened directly, a post is shown without antd: antd's frame is not among what the page loaded.
    const direct = await openPage('phone');
    await direct.goto(`${app.url}${postPath}`);
    await direct.locator('.public-page-content .blog-post strong', { hasText: 'Prazo importante' }).waitFor();
    const loaded = await direct.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((name) => name.includes('/assets/AntdFrame-'))).toBe(false);
    expect(loaded.some((name) => name.includes('/assets/BlogPostScreen-'))).toBe(true);
    await saveScreenshot(page, 'blog-post-desktop');
  }, 120_000);
});
