import { acknowledgeDialog, describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

describeInBrowser('admin credit packages in the browser', () => {
  const session = browserSession();
  const { app } = session;

  it('an admin creates a package (zero credits refused), sees its price per credit, renames and deactivates it', async () => {
    const page = await session.adminPage();
    await page.goto(`${app.url}/admin/credits`);
    await page.getByRole('heading', { name: 'Pacotes de Créditos' }).waitFor();
    await page.getByRole('cell', { name: 'Pacote Essencial', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${app.url}/admin/credits/add`);
    await page.getByRole('heading', { name: 'Cadastrar Pacote' }).waitFor();
    await page.getByLabel('Nome').fill('Pacote Obras');
    await page.getByLabel('Créditos').fill('0');
    await page.getByLabel('Demandas').fill('8');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O numero de creditos não pode ser zero').waitFor();
    await page.getByLabel('Créditos').fill('80');
    await page.getByLabel('Valor (R$)').fill('200.00');
    await page.getByText('Valor por crédito: R$').waitFor();
    await saveScreenshot(page, 'admin-credits-add-desktop');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin/credits`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Pacote Obras', exact: true }) });
    await row.waitFor();
    expect((await row.textContent())?.replace(/\u00a0/g, ' ')).toContain('R$ 2,50');

    await row.getByRole('button', { name: 'Editar Pacote Obras' }).click();
    await page.waitForURL(`${app.url}/admin/credits/edit`);
    await page.getByRole('heading', { name: 'Editar Pacote' }).waitFor();
    await page.getByLabel('Nome').fill('Pacote Obras e Reformas');
    await page.getByText('Inativo').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await acknowledgeDialog(page, 'Registro salvo com sucesso');
    await page.waitForURL(`${app.url}/admin/credits`);
    const renamed = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Pacote Obras e Reformas', exact: true }) });
    await renamed.waitFor();
    expect(await renamed.textContent()).toContain('Inativo');
    await saveScreenshot(page, 'admin-credits-desktop');
  });
});
