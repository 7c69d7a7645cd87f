import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp } from '../test-support/testApp';
import { describeInBrowser, launchBrowser, newVisitor, saveScreenshot } from './support/browser';
import { ensureFreshFrontendBuild } from './support/frontendBuild';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

describeInBrowser('a provider buys credits in the browser (sandbox checkout)', () => {
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let seq = 0;

  beforeAll(async () => {
    ensureFreshFrontendBuild();
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await app?.stop();
  });

  async function providerPage(viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
    const email = `compras${++seq}@exemplo.com.br`;
    const signup = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Beatriz', surname: 'Costa', phone: '21987654321', email, password: 'segredo1' }),
    });
    const { token } = (await signup.json()) as { token: string };
    const context = await newVisitor(browser, viewport);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.evaluate((t) => window.localStorage.setItem('token', t), token);
    await page.goto(`${app.url}/dashboard/pacotes`);
    await page.getByRole('heading', { name: 'Comprar Créditos' }).waitFor();
    return page;
  }

  const balance = async (page: Page) => ((await page.getByText(/^Saldo:/).first().textContent()) ?? '').replace(/\u00a0/g, ' ');

  it('card: Comprar → checkout → Pagar com cartão → the credits are in the header at once', async () => {
    const page = await providerPage();
    await page.getByText('Perguntas frequentes').waitFor();
    await saveScreenshot(page, 'provider-packages-desktop');
    expect(await balance(page)).toBe('Saldo: 0 créditos');
    await page.getByRole('button', { name: 'Comprar Pacote Inicial' }).click();
    await page.waitForURL(/\/checkout\?token=[a-f0-9]{32}$/);
    await page.getByText('Pacote Inicial').waitFor();
    await page.getByRole('button', { name: 'Pagar com cartão' }).click();
    await page.getByText('Pagamento aprovado! Seus créditos já estão disponíveis.').waitFor();
    await page.getByRole('link', { name: 'Voltar aos pacotes' }).click();
    await page.getByText('Pago: créditos liberados').waitFor();
    expect(await balance(page)).toBe('Saldo: 30 créditos');
  });

  it('boleto: no credits until the (simulated) bank confirms', async () => {
    const page = await providerPage('phone');
    await page.getByRole('button', { name: 'Comprar Pacote Essencial' }).click();
    await page.waitForURL(/\/checkout\?token=/);
    await page.getByRole('button', { name: 'Gerar boleto' }).click();
    await page.getByText('Boleto emitido', { exact: false }).first().waitFor();
    await saveScreenshot(page, 'checkout-boleto-phone');
    await page.goto(`${app.url}/dashboard/pacotes`);
    await page.getByText('Boleto emitido: aguardando confirmação do banco').waitFor();
    const checkoutUrl = page.url();
    expect(checkoutUrl).toContain('/dashboard/pacotes');
    await page.goBack();
    await page.getByRole('button', { name: 'Simular confirmação do banco' }).click();
    await page.getByText('Boleto compensado: créditos liberados.').waitFor();
    await page.goto(`${app.url}/dashboard/pacotes`);
    await page.getByText('Pago: créditos liberados').waitFor();
  });
});
