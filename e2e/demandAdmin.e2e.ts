import type { Page } from 'playwright-core';
import {
  acknowledgeDialog,
  describeInBrowser,
  expectNoSidewaysScroll,
  saveScreenshot,
  waitForAnimations,
} from './support/browser';
import { browserSession, type TestApp } from './support/session';

/** Files a demand the way the wizard does (POST /v1/demanda), so the admin has one to edit. */
async function fileDemand(app: TestApp, corporateName: string, email: string): Promise<number> {
  const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
    data: { data: { id: number }[] };
  };
  const response = await fetch(`${app.url}/v1/demanda`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      nrs: [services.data.data[0]!.id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Supermercado',
        numberOfemployees: '21 a 50',
        maxDate: 'O mais rápido possível',
      },
      location: {
        UF: 'MG',
        City: 'Belo Horizonte',
        Street: 'Savassi',
        Contact: 'Somente empresas',
        About: 'Treinamento de NR-35.',
      },
      contact: {
        Name: 'Marta',
        Surname: 'Lima',
        CorporateName: corporateName,
        DepartmentName: 'Compras',
        Role: 'Gerente',
        Email: email,
        ConfirmEmail: email,
        Phone: '(31) 98888-7777',
      },
    }),
  });
  if (response.status !== 201) throw new Error(`demand not filed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

function demandRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

describeInBrowser('admin demands in the browser', () => {
  const { app, adminPage } = browserSession();

  it('an admin filters demands, edits one (required fields, cancel dialog, close it) and deletes it', async () => {
    await fileDemand(app, 'Supermercado Serra Azul', 'marta@serraazul.com.br');
    await fileDemand(app, 'Padaria Pão Quente', 'compras@paoquente.com.br');
    const page = await adminPage('desktop');
    await page.goto(`${app.url}/admin/demanda`);
    await page.getByRole('heading', { name: 'Demandas' }).waitFor();
    await demandRow(page, 'Padaria Pão Quente').waitFor();

    // Filter by name (accents and case ignored).
    await page.getByLabel('Nome').fill('serra azul');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await demandRow(page, 'Padaria Pão Quente').waitFor({ state: 'detached' });
    await demandRow(page, 'Supermercado Serra Azul').waitFor();
    expect(await demandRow(page, 'Supermercado Serra Azul').textContent()).toContain('Em Aberto');
    await saveScreenshot(page, 'admin-demands-list-desktop');

    // Edit: fields loaded from GET /v1/demanda/show.
    await page.getByRole('button', { name: 'Editar Supermercado Serra Azul' }).click();
    await page.waitForURL(`${app.url}/admin/demanda/edit`);
    await page.getByRole('heading', { name: 'Editar Demanda' }).waitFor();
    const nameField = page.getByLabel('Nome', { exact: true });
    await nameField.waitFor();
    expect(await nameField.inputValue()).toBe('Marta');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('marta@serraazul.com.br');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(31) 98888-7777');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Savassi');

    // Required fields.
    await nameField.fill('');
    await page.getByLabel('Bairro').fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Preencha o campo Nome', { exact: true }).waitFor();
    await page.getByText('Preencha o campo Bairro', { exact: true }).waitFor();
    await saveScreenshot(page, 'admin-demand-edit-errors-desktop');

    // Cancel asks first; 'Cancelar' in the dialog stays on the form.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const cancelDialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Tem certeza que deseja cancelar? Os dados informados serão perdidos.' });
    await cancelDialog.waitFor();
    await cancelDialog.getByRole('button', { name: 'Cancelar' }).click();
    await cancelDialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${app.url}/admin/demanda/edit`);

    await nameField.fill('Marta');
    await page.getByLabel('Sobrenome').fill('Lima Souza');
    await page.getByLabel('Bairro').fill('Funcionários');
    await page.getByLabel('Situação', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByTitle('Fechado', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await acknowledgeDialog(page, 'Registro salvo com sucesso');
    await page.waitForURL(`${app.url}/admin/demanda`);
    await demandRow(page, 'Supermercado Serra Azul').waitFor();
    // The list may first show what it had, then the reloaded rows: wait for the saved state.
    await demandRow(page, 'Supermercado Serra Azul').filter({ hasText: 'Fechado' }).waitFor();

    // The edit is stored: reopen it.
    await page.getByRole('button', { name: 'Editar Supermercado Serra Azul' }).click();
    await page.getByRole('heading', { name: 'Editar Demanda' }).waitFor();
    await page.getByLabel('Sobrenome').waitFor();
    expect(await page.getByLabel('Sobrenome').inputValue()).toBe('Lima Souza');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Funcionários');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja cancelar?' });
    await leave.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${app.url}/admin/demanda`);

    // Delete with confirmation; the list reloads without it.
    await demandRow(page, 'Supermercado Serra Azul').waitFor();
    await page.getByRole('button', { name: 'Excluir Supermercado Serra Azul' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir o registro?' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await demandRow(page, 'Supermercado Serra Azul').waitFor({ state: 'detached' });
    await demandRow(page, 'Padaria Pão Quente').waitFor();
  }, 120_000);

  it('the list and the edit screen fit a phone', async () => {
    const page = await adminPage('phone');
    await page.goto(`${app.url}/admin/demanda`);
    await demandRow(page, 'Padaria Pão Quente').waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'admin-demands-list-phone');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Editar Padaria Pão Quente' }).click();
    await page.getByLabel('Sobrenome').waitFor();
    await saveScreenshot(page, 'admin-demand-edit-phone');
    await expectNoSidewaysScroll(page);
  }, 60_000);
});
