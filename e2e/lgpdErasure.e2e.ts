import type { Page } from 'playwright-core';
import { describeInBrowser, saveScreenshot, waitForAnimations } from './support/browser';
import { browserSession, type TestApp } from './support/session';

async function post(app: TestApp, path: string, body: unknown): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** LGPD erasure from the admin's edit screens (partner and demand): confirmation, then the data reads as removed. */
describeInBrowser('an admin erases personal data on request (LGPD) in the browser', () => {
  const { app, adminPage } = browserSession();

  async function confirmErasure(page: Page, screenshot: string): Promise<void> {
    await page.getByRole('button', { name: 'Remover dados pessoais (LGPD)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Remover dados pessoais (LGPD)?' }).waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, screenshot);
    await dialog.getByRole('button', { name: 'Remover dados' }).click();
  }

  it("erases a partner: the list and the edit screen show 'Dados removidos (LGPD)', the account no longer logs in", async () => {
    const signup = await post(app, '/v1/auth', {
      name: 'Helena',
      surname: 'Duarte',
      phone: '11987654321',
      email: 'helena@duarte-sst.com.br',
      password: 'segredo1',
    });
    expect(signup.status).toBe(201);
    const page = await adminPage('desktop');
    await page.goto(`${app.url}/admin/Parceiro`);
    await page.getByRole('cell', { name: 'Helena Duarte', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Editar Helena Duarte' }).click();
    await page.waitForURL(/\/admin\/Parceiro\/edit\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Pedido de exclusão de dados (LGPD)' }).waitFor();
    await saveScreenshot(page, 'admin-partner-lgpd-desktop');

    // Cancelar keeps everything.
    await page.getByRole('button', { name: 'Remover dados pessoais (LGPD)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/Parceiro\/edit\//);

    await confirmErasure(page, 'admin-partner-lgpd-confirm-desktop');
    await page.waitForURL(`${app.url}/admin/Parceiro`);
    await page.getByRole('cell', { name: 'Dados removidos (LGPD)', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Helena Duarte', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Editar Dados removidos (LGPD)' }).click();
    await page.getByText('Os dados pessoais deste parceiro foram removidos (LGPD).').waitFor();
    expect(await page.getByRole('button', { name: 'Remover dados pessoais (LGPD)' }).count()).toBe(0);

    const login = await fetch(`${app.url}/v1/auth`, {
      headers: { Authorization: `Basic ${Buffer.from('helena@duarte-sst.com.br:segredo1').toString('base64')}` },
    });
    expect(login.status).toBe(401);
  });

  it('erases the requester of a demand: the demand closes and its edit screen is read-only', async () => {
    const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const filed = await post(app, '/v1/demanda', {
      nrs: [services.data.data[0]!.id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Indústria',
        companyType: 'Metalúrgica',
        numberOfemployees: '51 a 100',
        maxDate: 'Em até 30 dias',
      },
      location: {
        UF: 'MG',
        City: 'Contagem',
        Street: 'Cidade Industrial',
        Contact: 'Sem preferência',
        About: 'PGR e PCMSO.',
      },
      contact: {
        Name: 'Rita',
        Surname: 'Moura',
        CorporateName: 'Metalúrgica Horizonte',
        DepartmentName: 'Compras',
        Role: 'Gerente',
        Email: 'rita@horizonte.com.br',
        ConfirmEmail: 'rita@horizonte.com.br',
        Phone: '(31) 98888-1234',
      },
    });
    expect(filed.status).toBe(201);
    const page = await adminPage('phone');
    await page.goto(`${app.url}/admin/demanda`);
    await page.getByRole('button', { name: 'Editar Metalúrgica Horizonte' }).click();
    await page.waitForURL(`${app.url}/admin/demanda/edit`);
    const name = page.getByLabel('Nome', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Rita');

    await confirmErasure(page, 'admin-demand-lgpd-confirm-phone');
    await page.waitForURL(`${app.url}/admin/demanda`);
    // The corporate name is the requester's data too (ADR 0112): the list shows the demand as removed.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Dados removidos (LGPD)', exact: true }) });
    await row.getByText('Fechado').waitFor();
    expect(await page.getByRole('cell', { name: 'Metalúrgica Horizonte', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Editar Dados removidos (LGPD)' }).click();
    await page
      .getByText(
        'Os dados pessoais do solicitante desta demanda foram removidos (LGPD); ela não pode mais ser editada.',
      )
      .waitFor();
    expect(await name.inputValue()).toBe('Dados removidos (LGPD)');
    expect(await name.isDisabled()).toBe(true);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    await saveScreenshot(page, 'admin-demand-lgpd-erased-phone');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(`${app.url}/admin/demanda`);
  });
});
