import { acknowledgeDialog, describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession, logInAsAdmin } from './support/session';

describeInBrowser('public site in the browser', () => {
  const { app, openPage } = browserSession();

  it('a visitor searches on the home page, adds two services, removes one, adds another and reaches /demanda with them', async () => {
    const page = await openPage('desktop');
    // No post yet: the blog says so (spec §2).
    await page.goto(`${app.url}/blog`);
    await page.getByText('Nenhum post disponivel').waitFor();
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: 'ConectaSST', level: 1 }).waitFor();

    const search = page.getByLabel('Buscar serviços ou NRs');
    await search.fill('pcmso');
    await page
      .getByRole('button', { name: 'Adicionar PCMSO - Programa de Controle Médico de Saúde Ocupacional' })
      .click();
    // Issue #35 item 9: PCMSO is a service, not an NR.
    await page.getByText('Serviço adicionado com sucesso!').waitFor();

    await search.fill('treinamento');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(7);
    await page.getByRole('button', { name: 'Adicionar Treinamento NR-35 - Trabalho em Altura' }).click();
    await page
      .getByRole('button', {
        name: 'Adicionar Treinamento NR-10 - Segurança em Instalações e Serviços em Eletricidade',
      })
      .click();
    await page
      .getByRole('button', { name: 'Remover Treinamento NR-10 - Segurança em Instalações e Serviços em Eletricidade' })
      .click();
    await search.fill('');
    await saveScreenshot(page, 'home-search-desktop');

    await page.getByRole('button', { name: 'Próximo Passo' }).click();
    await page.waitForURL(`${app.url}/demanda`);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('selectedNrs'))) ?? '[]') as {
      id: number;
      name: string;
    }[];
    expect(stored.map((s) => s.name)).toEqual([
      'PCMSO - Programa de Controle Médico de Saúde Ocupacional',
      'Treinamento NR-35 - Trabalho em Altura',
    ]);
    expect(stored.every((s) => Number.isInteger(s.id))).toBe(true);

    // Back on the home page the picks are still listed.
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Remover Treinamento NR-35 - Trabalho em Altura' }).waitFor();
  }, 120_000);

  it('the public pages render on a phone and a desktop; the service worker is served', async () => {
    const phone = await openPage('phone');
    await phone.goto(`${app.url}/`);
    await phone.getByLabel('Buscar serviços ou NRs').waitFor();
    await saveScreenshot(phone, 'home-phone');
    await phone.goto(`${app.url}/missao-visao-valores`);
    await phone.getByText('Missão', { exact: true }).waitFor();
    await saveScreenshot(phone, 'mvv-phone');
    for (const [path, heading] of [
      ['/comofunciona', 'Como funciona'],
      ['/conectasst', 'Sobre a ConectaSST'],
    ] as const) {
      await phone.goto(`${app.url}${path}`);
      await phone.getByRole('heading', { name: heading }).waitFor();
      expect(await phone.getByRole('link', { name: 'Solicitar orçamento' }).getAttribute('href')).toBe('/#header');
      expect(await phone.getByRole('link', { name: 'Quero ser parceiro' }).getAttribute('href')).toBe(
        '/signup/#header',
      );
    }
    const worker = await fetch(`${app.url}/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    const desktop = await openPage('desktop');
    await desktop.goto(`${app.url}/`);
    await desktop.getByLabel('Buscar serviços ou NRs').waitFor();
    await saveScreenshot(desktop, 'home-desktop-full');
  }, 120_000);
});

describeInBrowser('public site in the browser: what visitors send and admins publish', () => {
  const { app, openPage } = browserSession();

  it('a contact message reaches the admin, who opens and deletes it', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/faleconosco`);
    await page.getByRole('heading', { name: 'Fale conosco' }).waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Preencha o campo nome').waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Joana');
    await page.getByLabel('Sobrenome').fill('Pereira');
    await page.getByLabel('E-mail').fill('joana.pereira@example.com');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Estado').fill('SP');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('SP', { exact: true })
      .click();
    await page.getByLabel('Cidade').fill('Campinas');
    await page.getByLabel('Assunto').fill('Dúvida sobre créditos');
    await page.getByLabel('Mensagem').fill('Como compro créditos por boleto?');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await saveScreenshot(page, 'contact-desktop');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Recebemos seu contato!').waitFor();
    await page.waitForURL(`${app.url}/`);

    const admin = await openPage('desktop');
    await logInAsAdmin(admin, app);
    await admin.getByRole('link', { name: 'Contatos' }).click();
    await admin.getByRole('heading', { name: 'Contatos' }).waitFor();
    await admin.getByRole('cell', { name: 'Joana Pereira', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Visualizar Joana Pereira' }).click();
    const popup = admin.getByRole('dialog').filter({ hasText: 'Dúvida sobre créditos' });
    await popup.getByText('Como compro créditos por boleto?').waitFor();
    await popup.getByText('joana.pereira@example.com').waitFor();
    await popup.getByText('(11) 98765-4321').waitFor();
    await acknowledgeDialog(admin, 'Dúvida sobre créditos', 'Fechar');
    await admin.getByRole('button', { name: 'Excluir Joana Pereira' }).click();
    await admin
      .getByRole('dialog')
      .filter({ hasText: 'Tem certeza que deseja excluir o registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await admin.getByText('Contato deletado com sucesso!').waitFor();
    await admin.getByRole('cell', { name: 'Joana Pereira', exact: true }).waitFor({ state: 'detached' });
  }, 120_000);

  it('a FAQ entry edited in the CMS shows on /perguntas-frequentes; a new one too', async () => {
    const admin = await openPage('desktop');
    await logInAsAdmin(admin, app);
    await admin.goto(`${app.url}/admin/CMS/PerguntasFrequentes`);
    await admin.getByRole('heading', { name: 'Perguntas Frequentes' }).waitFor();
    await admin.getByRole('button', { name: 'Editar Quando os créditos são consumidos?' }).click();
    await admin.waitForURL(`${app.url}/admin/cms/PerguntasFrequentes/edit`);
    const title = admin.getByLabel('Titulo');
    await title.waitFor();
    expect(await title.inputValue()).toBe('Quando os créditos são consumidos?');
    await title.fill('Quando meus créditos são usados?');
    await admin
      .getByLabel('Descrição')
      .fill('Somente quando você se inscreve em uma demanda.\nNada é cobrado antes disso.');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await acknowledgeDialog(admin, 'Registro salvo com sucesso');
    await admin.waitForURL(`${app.url}/admin/cms/PerguntasFrequentes`);

    await admin.getByRole('button', { name: 'Novo' }).click();
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Preencha o campo titulo').waitFor();
    await admin.getByLabel('Titulo').fill('Atendem todo o Brasil?');
    await admin.getByLabel('Descrição').fill('Sim, há parceiros em todos os estados.');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await acknowledgeDialog(admin, 'Registro salvo com sucesso');

    const visitor = await openPage('phone');
    await visitor.goto(`${app.url}/perguntas-frequentes`);
    await visitor.getByText('Quando meus créditos são usados?').click();
    await visitor.getByText('Nada é cobrado antes disso.').waitFor();
    await visitor.getByText('Atendem todo o Brasil?').waitFor();
    expect(await visitor.getByText('Quando os créditos são consumidos?').count()).toBe(0);
    await saveScreenshot(visitor, 'faq-phone');
  }, 120_000);

  it('an admin writes and publishes a blog post with the rich-text editor; it shows on /blog', async () => {
    const admin = await openPage('desktop');
    await logInAsAdmin(admin, app);
    await admin.getByRole('link', { name: 'CMS' }).click();
    await admin.getByRole('button', { name: 'Blog' }).click();
    await admin.waitForURL(`${app.url}/admin/blog`);
    await admin.getByRole('button', { name: 'Novo' }).click();
    await admin.getByRole('heading', { name: 'Novo Post' }).waitFor();
    await admin.getByLabel('Titulo').fill('O que muda no PGR');
    const editor = admin.getByRole('textbox', { name: 'Conteúdo' });
    await editor.click();
    await admin.keyboard.type('Texto comum. ');
    await admin.getByRole('button', { name: 'Negrito' }).click();
    // The toolbar hands the focus back to the editor a frame later: typing before that loses the first key.
    const content = await editor.elementHandle();
    await admin.waitForFunction((el) => el !== null && el.contains(document.activeElement), content);
    await admin.keyboard.type('Prazo importante');
    await admin.getByRole('switch', { name: 'Publicado' }).click();
    await saveScreenshot(admin, 'blog-editor-desktop');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await admin.waitForURL(`${app.url}/admin/blog`);
    const row = admin.getByRole('row').filter({ hasText: 'O que muda no PGR' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Publicado');

    const visitor = await openPage('phone');
    await visitor.goto(`${app.url}/blog`);
    await visitor.getByRole('heading', { name: 'O que muda no PGR' }).waitFor();
    expect(await visitor.locator('.blog-post strong').textContent()).toBe('Prazo importante');
    await saveScreenshot(visitor, 'blog-phone');
  }, 120_000);
});
