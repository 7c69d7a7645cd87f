import type { Page } from 'playwright-core';
import { describeInBrowser, pickOption, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';
import { addFirstAreaWithAllNrs } from './support/onboarding';

describeInBrowser('provider onboarding in the browser', () => {
  const { app, openPage } = browserSession();
  let seq = 0;

  async function signUp(page: Page): Promise<string> {
    const email = `parceiro${++seq}@exemplo.com.br`;
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Nome', { exact: true }).fill('Carla');
    await page.getByLabel('Sobrenome').fill('Mendes');
    await page.getByLabel('Celular (com DDD)').pressSequentially('11987654321', { delay: 40 });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirme a senha').fill('segredo1');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${app.url}/second-state`);
    await page.getByRole('heading', { name: 'Conta criada com sucesso!' }).waitFor();
    return email;
  }

  async function fillAddress(page: Page): Promise<void> {
    await page.getByLabel('CEP').pressSequentially('01310100', { delay: 40 });
    await page.getByLabel('Logradouro').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('DDD').pressSequentially('11', { delay: 40 });
    await page.getByLabel('Telefone').pressSequentially('987654321', { delay: 40 });
  }

  async function completeServiceProfile(page: Page): Promise<void> {
    await addFirstAreaWithAllNrs(page, app);
    await page.getByText('Não, porém pretendo adquirir').click();
    await pickOption(page, 'Qual sistema?', 'Sistema próprio');
    await page.getByLabel('Estado').click();
    await page.keyboard.type('São Paulo');
    await page.keyboard.press('Enter');
    // The cities: a searchable multi-select (issue #35).
    await page.getByRole('combobox', { name: 'Cidades' }).click();
    await page.keyboard.type('Campinas');
    await page.locator('.ant-select-dropdown:visible').getByTitle('Campinas', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Adicionar' }).last().click();
    await page.locator('.ant-list-item').filter({ hasText: 'Campinas' }).waitFor();
    await saveScreenshot(page, 'third-state-desktop');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Dados salvos com sucesso.').waitFor();
    await page.waitForURL(`${app.url}/dashboard`, { timeout: 10_000 });
  }

  it('signup → /second-state (Física) → /third-state → /dashboard', async () => {
    const page = await openPage();
    await signUp(page);
    await saveScreenshot(page, 'second-state-desktop');
    await page.getByLabel('CPF').pressSequentially('52998224725', { delay: 40 });
    await fillAddress(page);
    await pickOption(page, 'Profissão', 'Engenheiro de Segurança do Trabalho');
    // The registry field by field, as "Registros profissionais" asks it (ADR 0160).
    await pickOption(page, 'Registro profissional', 'CREA (engenharia)');
    await page.getByLabel('Número do registro').fill('5060');
    await page.getByLabel('UF do registro').click();
    await page.keyboard.type('SP');
    await page.keyboard.press('Enter');
    await page.getByLabel('Como nos conheceu?').click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByText('Detalhes adicionados com sucesso!').waitFor();
    await completeServiceProfile(page);
    await page.getByText('Carla Mendes').first().waitFor();
  });

  it('the Jurídica path: Dados Adicionais with CNPJ (its lookup fills the CNAE and the grade), owner/CEO without role', async () => {
    const page = await openPage();
    await signUp(page);
    await page.getByText('Jurídica').click();
    await page.getByRole('heading', { name: 'Dados Adicionais' }).waitFor();
    await page.getByLabel('Nome Fantasia').fill('Segura SST');
    // Issue 37 item 2: the sandbox's active company (CNPJ_LOOKUP_URL=sandbox); names typed first are kept.
    await page.getByLabel('CNPJ').pressSequentially('41873205000169', { delay: 40 });
    await page.getByTestId('cnae-grade').getByText('Grau de risco 2').waitFor();
    expect(await page.getByLabel('CNAE principal (opcional)').inputValue()).toBe('47.11-3');
    expect(await page.getByLabel('Nome Fantasia').inputValue()).toBe('Segura SST');
    expect(await page.getByLabel('Razão Social').inputValue()).toBe('SUPERMERCADO BOM PRECO DE CAMPINAS LTDA');
    expect(await page.getByLabel('CEP').inputValue()).toBe('13.015-904');
    await saveScreenshot(page, 'pj-details-cnae');
    await page.getByLabel('DDD').pressSequentially('19', { delay: 40 });
    await page.getByLabel('Telefone').pressSequentially('987654321', { delay: 40 });
    await pickOption(page, 'Departamento', 'Proprietário(a) / CEO');
    expect(await page.getByLabel('Cargo').count()).toBe(0);
    await page.getByLabel('Como nos conheceu?').click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByText('Detalhes adicionados com sucesso!').waitFor();
    await completeServiceProfile(page);
  });

  it('recovery: the code from the mailbox changes the password, and the new one logs in', async () => {
    const page = await openPage('phone');
    const email = await signUp(page);
    // Someone who forgot the password is logged out.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${app.url}/recovery`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(`${app.url}/change/password`);
    const mailbox = (await (await fetch(`${app.url}/v1/dev/mailbox`)).json()) as { to: string; text: string }[];
    const code = /é: ([A-Z0-9-]+)/.exec(mailbox.find((mail) => mail.to === email)!.text)![1]!;
    await page.getByLabel('Código').fill(code);
    await page.getByLabel('Senha').fill('novasenha');
    await saveScreenshot(page, 'change-password-phone');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.waitForURL(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('novasenha');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
  });

  it('a stored pending service id is where the provider lands after login', async () => {
    const page = await openPage();
    const email = await signUp(page);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.localStorage.setItem('pendingServiceId', '42');
    });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${app.url}/dashboard/service/42`);
    expect(await page.evaluate(() => window.localStorage.getItem('pendingServiceId'))).toBeNull();
  });
});
