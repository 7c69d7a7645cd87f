import type { BrowserContext, Page } from 'playwright-core';
import { createArea, logInThroughApi } from './support/api';
import { acknowledgeDialog, describeInBrowser, saveScreenshot, waitForAnimations } from './support/browser';
import { browserSession, logInAsAdmin } from './support/session';

function areaRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

describeInBrowser('admin areas in the browser', () => {
  const session = browserSession();
  const { app } = session;

  async function openPage(
    viewport: 'desktop' | 'phone',
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
  ) {
    const context = await session.openContext(viewport, storageState);
    return { context, page: await context.newPage() };
  }

  it('an admin logs in, creates, edits and deletes an area', async () => {
    const { page } = await openPage('desktop');
    const name = 'Ergonomia Ocupacional';
    const renamed = 'Ergonomia e Biomecânica';

    await logInAsAdmin(page, app);
    await page.goto(`${app.url}/admin`);

    // Create through /admin/area/add.
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${app.url}/admin/area/add`);
    await page.getByRole('heading', { name: 'Cadastrar Área' }).waitFor();
    await page.getByLabel('Nome').fill(name);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin`);
    await areaRow(page, name).waitFor();
    expect(await areaRow(page, name).textContent()).toContain('Ativo');

    // Edit: rename and make it Inativo.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await page.waitForURL(`${app.url}/admin/area/edit`);
    await page.getByRole('heading', { name: 'Editar Área' }).waitFor();
    const nameField = page.getByLabel('Nome');
    await nameField.waitFor();
    expect(await nameField.inputValue()).toBe(name);
    await nameField.fill(renamed);
    await page.getByLabel('Inativo').check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await acknowledgeDialog(page, 'Registro salvo com sucesso');
    await page.waitForURL(`${app.url}/admin`);
    await areaRow(page, renamed).waitFor();
    expect(await areaRow(page, renamed).textContent()).toContain('Inativo');
    expect(await areaRow(page, name).count()).toBe(0);

    // Search by name.
    await page.getByLabel('Pesquisar por nome').fill('biomec');
    await areaRow(page, renamed).waitFor();

    // Delete with the confirmation dialog.
    await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir o registro?' });
    await confirmation.waitFor();
    // Let the dialog finish its opening animation: a click during it can miss the moving button on a loaded machine.
    await waitForAnimations(page);
    await confirmation.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Área deletada com sucesso!').waitFor();
    await areaRow(page, renamed).waitFor({ state: 'detached' });

    // Gone for good: a fresh load of the list does not bring it back.
    await page.getByLabel('Pesquisar por nome').fill('');
    await page.reload();
    await page.getByRole('heading', { name: 'Áreas' }).waitFor();
    await page.getByRole('row').first().waitFor();
    expect(await areaRow(page, renamed).count()).toBe(0);
  }, 120_000);

  it('takes screenshots of /login and /admin on a desktop and on a phone', async () => {
    const token = await logInThroughApi(app.url, app.adminEmail, app.adminPassword);
    const areaNames = [
      'Segurança do Trabalho',
      'Medicina do Trabalho',
      'Higiene Ocupacional',
      'Ergonomia',
      'Meio Ambiente',
      'Treinamentos e Capacitações',
      'Laudos Técnicos',
      'e-Social',
      'Engenharia de Incêndio',
      'Saúde Mental no Trabalho',
      'Perícias',
      'Consultoria em SST',
    ];
    for (const name of areaNames) await createArea(app.url, token, name);

    const desktop = await openPage('desktop');
    await desktop.page.goto(`${app.url}/login`);
    await desktop.page.getByRole('button', { name: 'Entrar' }).waitFor();
    await saveScreenshot(desktop.page, 'login-desktop');
    await logInAsAdmin(desktop.page, app);
    await desktop.page.goto(`${app.url}/admin`);
    await areaRow(desktop.page, 'Consultoria em SST').waitFor();
    await saveScreenshot(desktop.page, 'admin-desktop');
    await desktop.page.getByRole('button', { name: 'Editar Ergonomia' }).click();
    await desktop.page.getByLabel('Nome').waitFor();
    await saveScreenshot(desktop.page, 'admin-area-edit-desktop');
    await desktop.page.goto(`${app.url}/`);
    await desktop.page.getByRole('heading', { name: 'ConectaSST' }).waitFor();
    await saveScreenshot(desktop.page, 'home-desktop');
    const loggedIn = await desktop.context.storageState();

    const phoneLogin = await openPage('phone');
    await phoneLogin.page.goto(`${app.url}/login`);
    await phoneLogin.page.getByRole('button', { name: 'Entrar' }).waitFor();
    await saveScreenshot(phoneLogin.page, 'login-phone');
    await phoneLogin.page.goto(`${app.url}/pagina-inexistente`);
    await phoneLogin.page.getByText('Página não encontrada').waitFor();
    await saveScreenshot(phoneLogin.page, 'not-found-phone');

    const phone = await openPage('phone', loggedIn);
    await phone.page.goto(`${app.url}/admin`);
    await areaRow(phone.page, 'Consultoria em SST').waitFor();
    // On a phone the admin header folds into a menu button.
    expect(await phone.page.getByRole('link', { name: 'NRs' }).count()).toBe(0);
    await saveScreenshot(phone.page, 'admin-phone');
    await phone.page.getByRole('button', { name: 'Abrir menu' }).click();
    await phone.page.getByRole('link', { name: 'NRs' }).waitFor();
    await waitForAnimations(phone.page);
    await saveScreenshot(phone.page, 'admin-phone-menu', 'screen');
  }, 120_000);
});
