import type { Page } from 'playwright-core';
import { describeInBrowser, pickOption, saveScreenshot } from './support/browser';
import { browserSession, logInAsAdmin } from './support/session';

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** antd Select: open it by its label and pick an option by its text. */
describeInBrowser('catalogue in the browser: NRs and services', () => {
  const { app, openPage } = browserSession();

  it('an admin creates an NR and a service; the NR is offered for its area and the service is found on the home search', async () => {
    const page = await openPage('desktop');
    await logInAsAdmin(page, app);

    // The reference catalogue is there.
    await page.getByRole('link', { name: 'NRs' }).click();
    await page.getByRole('heading', { name: 'NRs' }).waitFor();
    await row(page, 'NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais').waitFor();

    // Cadastrar NR: without an area nothing is sent.
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${app.url}/admin/nrs/add`);
    await page.getByRole('heading', { name: 'Cadastrar NR' }).waitFor();
    await page.getByLabel('Nome').fill('NR-99 - Norma de Ensaio');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Selecione uma área').first().waitFor();
    await pickOption(page, 'Área', 'Ergonomia');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin/nrs`);
    await page.getByLabel('Pesquisar por nome').fill('ensaio');
    await row(page, 'NR-99 - Norma de Ensaio').waitFor();
    expect(await row(page, 'NR-99 - Norma de Ensaio').textContent()).toContain('Ergonomia');
    expect(await row(page, 'NR-99 - Norma de Ensaio').textContent()).toContain('Ativo');
    await saveScreenshot(page, 'catalogue-nrs-desktop');

    // Cadastrar Serviço: the area's active NRs are offered, the new one among them.
    await page.getByRole('link', { name: 'Serviços' }).click();
    await page.getByRole('heading', { name: 'Serviço' }).waitFor();
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.getByRole('heading', { name: 'Cadastrar Serviço' }).waitFor();
    await page.getByLabel('Nome').fill('Consultoria de Ergonomia em Ensaios');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Selecione uma Área').first().waitFor();
    await pickOption(page, 'Área', 'Ergonomia');
    await pickOption(page, 'NRs', 'NR-99 - Norma de Ensaio');
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'catalogue-service-add-desktop');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin/services`);
    await row(page, 'Consultoria de Ergonomia em Ensaios').waitFor();

    // Edit: the form shows the saved NR; cancel asks first.
    await page.getByRole('button', { name: 'Editar Consultoria de Ergonomia em Ensaios' }).click();
    await page.getByRole('heading', { name: 'Editar Serviço' }).waitFor();
    await page.getByTitle('NR-99 - Norma de Ensaio').first().waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Tem certeza que deseja cancelar? Os dados informados serão perdidos.' });
    await confirm.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${app.url}/admin/services`);

    // A visitor finds it on the home search, by its name and by its NR.
    const visitor = await openPage('desktop');
    await visitor.goto(`${app.url}/`);
    await visitor.getByLabel('Buscar serviços ou NRs').fill('nr 99');
    await visitor.getByRole('option').filter({ hasText: 'Consultoria de Ergonomia em Ensaios' }).waitFor();
  }, 180_000);

  it('shows the admin NR list on a phone', async () => {
    const page = await openPage('phone');
    await logInAsAdmin(page, app);
    await page.goto(`${app.url}/admin/nrs`);
    await row(page, 'NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais').waitFor();
    await saveScreenshot(page, 'catalogue-nrs-phone');
  }, 120_000);
});
