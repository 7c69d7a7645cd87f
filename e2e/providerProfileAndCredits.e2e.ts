import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  describeInBrowser,
  expectNoSidewaysScroll,
  pickOption,
  saveScreenshot,
  waitForAnimations,
} from './support/browser';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { browserSession, giveFiscalData } from './support/session';
import { addFirstAreaWithAllNrs } from './support/onboarding';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The same screen at 1366 × 768 too: a screenshot to look at, and nothing wider than the screen. */
async function alsoOnDesktop(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreenshot(page, `${name}-desktop`);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
}

describeInBrowser('issue #35 items 4 and 5 on a phone (390 × 844)', () => {
  const session = browserSession();
  const { app } = session;
  const { post, get, signUpProvider } = apiClient(app);
  let seq = 0;

  /** A provider who has just signed up, each with an e-mail of its own. */
  const provider = () =>
    signUpProvider({ name: 'Carla', surname: 'Mendes', phone: '11987654321', email: `perfil${++seq}@exemplo.com.br` });

  it('onboarding with a registry and cities found by typing; "Alterar áreas e regiões" opens with them in the provider area, and saving keeps them', async () => {
    const { token } = await provider();
    const page = await session.pageLoggedInWith(token, 'phone');
    await page.goto(`${app.url}/second-state`);
    await page.getByRole('heading', { name: 'Conta criada com sucesso!' }).waitFor();
    await page.getByLabel('CPF').pressSequentially('52998224725', { delay: 20 });
    await page.getByLabel('CEP').pressSequentially('01310100', { delay: 20 });
    await page.getByLabel('Logradouro').fill('Avenida Paulista');
    await page.getByLabel('Número', { exact: true }).fill('1000');
    await page.getByLabel('DDD').pressSequentially('11', { delay: 20 });
    await page.getByLabel('Telefone').pressSequentially('987654321', { delay: 20 });
    await pickOption(page, 'Profissão', 'Engenheiro de Segurança do Trabalho');
    await pickOption(page, 'Registro profissional', 'CREA (engenharia)');
    await page.getByLabel('Número do registro').fill('5061234567');
    await page.getByLabel('UF do registro').click();
    await page.keyboard.type('SP');
    await page.keyboard.press('Enter');
    await saveScreenshot(page, 'issue35-second-state-registry-phone');
    await page.getByLabel('Como nos conheceu?').click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Avançar' }).click();

    await addFirstAreaWithAllNrs(page, app);
    await page.getByText('Sim', { exact: true }).click();
    await pickOption(page, 'Qual sistema?', 'Sistema próprio');
    await page.getByLabel('Estado').click();
    await page.keyboard.type('São Paulo');
    await page.keyboard.press('Enter');
    // São Paulo's 645 cities: found by typing, accents aside.
    const cities = page.getByRole('combobox', { name: 'Cidades' });
    await cities.click();
    await page.keyboard.type('sao jose dos c');
    await page.locator('.ant-select-dropdown:visible').getByTitle('São José dos Campos', { exact: true }).click();
    await page.keyboard.type('campinas');
    await page.locator('.ant-select-dropdown:visible').getByTitle('Campinas', { exact: true }).click();
    await saveScreenshot(page, 'issue35-third-state-city-search-phone', 'screen');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Adicionar' }).last().click();
    await page.locator('.ant-list-item').filter({ hasText: 'Campinas' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/dashboard`, { timeout: 10_000 });

    // Meus dados: the registry typed at sign-up is listed, waiting for verification.
    await page.goto(`${app.url}/dashboard/profile`);
    await page.getByRole('heading', { name: 'Registros profissionais' }).waitFor();
    const registry = page.locator('.ant-list-item').filter({ hasText: 'CREA 5061234567/SP' });
    await registry.getByText('Em verificação').waitFor();
    await registry.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'issue35-profile-registry-phone', 'screen');

    await page.getByRole('button', { name: 'Alterar áreas e regiões' }).click();
    await page.waitForURL(/\/third-state\?voltar=%2Fdashboard%2Fprofile$/);
    await page.getByRole('heading', { name: 'Áreas e regiões de atendimento' }).waitFor();
    await page
      .getByText(/^Saldo:/)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Perfil de serviços' }).count()).toBe(0);
    await page.locator('.ant-list-item').filter({ hasText: 'São José dos Campos, Campinas' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Sim' }).isChecked()).toBe(true);
    expect(
      await page
        .locator('.ant-select')
        .filter({ has: page.locator('#field-software') })
        .textContent(),
    ).toContain('Sistema próprio');
    await saveScreenshot(page, 'issue35-areas-editor-saved-phone');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'áreas e regiões (Meus dados, 390)');
    await alsoOnDesktop(page, 'issue35-areas-editor-saved');

    // Cancelar returns to Meus dados, not to the sign-up's /second-state.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${app.url}/dashboard/profile`);

    // Saving keeps it: saved again unchanged, reopened, the same profile.
    await page.getByRole('button', { name: 'Alterar áreas e regiões' }).click();
    await page.locator('.ant-list-item').filter({ hasText: 'São José dos Campos, Campinas' }).waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/dashboard/profile`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Alterar áreas e regiões' }).click();
    await page.locator('.ant-list-item').filter({ hasText: 'São José dos Campos, Campinas' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Sim' }).isChecked()).toBe(true);

    // /second-state opens with the saved details too (no empty CPF).
    await page.goto(`${app.url}/second-state`);
    expect(await page.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
    expect(await page.getByLabel('Número do registro').inputValue()).toBe('5061234567');
  }, 180_000);

  it('with 0 credits: the cost beside Inscreva-se, the shortfall, Comprar créditos, the card paid, and back on the demand with 30 credits', async () => {
    const demand = await fileConfirmedDemandForFirstService(app, { contact: { Email: 'renata35@quimica.com.br' } });
    const { token, position } = await provider();
    await post(
      '/details/pf',
      {
        cpf: '11144477735',
        name: 'Carla',
        surname: 'Mendes',
        street: '30130010 - Avenida Afonso Pena - 100 - ',
        DDD: '31',
        Phone: '987654321',
        profission: 'Higienista Ocupacional',
        register: 'ABHO 123',
        socialnetwork: 'Google',
      },
      token,
    );
    await giveFiscalData(app.url, token);
    const packages = (await get('/dashboard/packages', token, position)) as {
      data: { pricePerCredit: number; status: boolean }[];
    };
    const cheapest = Math.min(...packages.data.filter((p) => p.status).map((p) => p.pricePerCredit));
    const quote = `10 créditos ≈ ${nbsp(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(10 * cheapest))}`;
    await get('/companys/service?page=1', token, demand.position);

    const page = await session.pageLoggedInWith(token, 'phone');
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Demandas Abertas' }).waitFor();
    const card = page.getByRole('button', { name: /^Inscreva-se:/ }).first();
    const costId = await card.getAttribute('aria-describedby');
    expect(nbsp(await page.locator(`#${costId!}`).textContent())).toBe(quote);
    await saveScreenshot(page, 'issue35-dashboard-quote-phone', 'screen');
    await alsoOnDesktop(page, 'issue35-dashboard-quote');
    await card.click();
    await page.waitForURL(new RegExp(`/dashboard/service/${String(demand.id)}$`));
    expect(nbsp(await page.getByText(/^Inscrição:/).textContent())).toBe(`Inscrição: ${quote}`);
    await page.getByRole('button', { name: 'Inscreva-se' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Faltam 10 créditos').waitFor();
    expect(await dialog.getByText('Novo saldo').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'issue35-subscribe-shortfall-phone', 'screen');
    await expectNoSeriousA11yViolations(page, 'inscrição sem créditos (390)');
    await alsoOnDesktop(page, 'issue35-subscribe-shortfall');

    await dialog.getByRole('button', { name: 'Comprar créditos' }).click();
    await page.waitForURL(new RegExp(`/dashboard/pacotes\\?voltar=%2Fdashboard%2Fservice%2F${String(demand.id)}$`));
    await page.getByText('Depois do pagamento, você volta para a demanda para se inscrever.').waitFor();
    await saveScreenshot(page, 'issue35-packages-from-demand-phone', 'screen');
    await page.getByRole('button', { name: 'Comprar Pacote Inicial' }).click();
    await page.waitForURL(/\/checkout\?token=[a-f0-9]{32}&voltar=/);
    await page.getByRole('link', { name: 'Voltar para a demanda' }).waitFor();
    await saveScreenshot(page, 'issue35-checkout-from-demand-phone', 'screen');
    await page.getByRole('button', { name: 'Pagar com cartão' }).click();
    await page.getByText('Pagamento aprovado! Seus créditos já estão disponíveis.').waitFor();

    // Back on the demand's page, with the new balance: now the dialog confirms.
    await page.waitForURL(new RegExp(`/dashboard/service/${String(demand.id)}$`), { timeout: 10_000 });
    await page.getByText('Saldo: 30 créditos').first().waitFor();
    await page.getByRole('button', { name: 'Inscreva-se' }).click();
    await dialog.getByText('20 créditos').waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirmar' }).isEnabled()).toBe(true);
    await waitForAnimations(page);
    await saveScreenshot(page, 'issue35-subscribe-after-purchase-phone', 'screen');
  }, 180_000);
});
