import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

describeInBrowser('a provider buys credits in the browser (sandbox checkout)', () => {
  const session = browserSession();
  const { app } = session;
  let seq = 0;

  async function providerPage(viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
    const email = `compras${++seq}@exemplo.com.br`;
    const signup = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Beatriz', surname: 'Costa', phone: '21987654321', email, password: 'segredo1' }),
    });
    const { token } = (await signup.json()) as { token: string };
    const page = await session.pageLoggedInWith(token, viewport);
    await page.goto(`${app.url}/dashboard/pacotes`);
    await page.getByRole('heading', { name: 'Comprar Créditos' }).waitFor();
    return page;
  }

  const balance = async (page: Page) => ((await page.getByText(/^Saldo:/).first().textContent()) ?? '').replace(/\u00a0/g, ' ');

  it('PIX (issue #21): the first option; QR code and copia e cola for 30 minutes; the simulated payment puts the credits in the header once', async () => {
    const page = await providerPage();
    expect(await balance(page)).toBe('Saldo: 0 créditos');
    await page.getByRole('button', { name: 'Comprar Pacote Inicial' }).click();
    await page.waitForURL(/\/checkout\?token=[a-f0-9]{32}$/);
    // The checkout opens inside the app (ADR 0160): wait for its own heading, not the packages still shown while it loads.
    await page.getByRole('heading', { name: 'Pagamento' }).waitFor();
    await page.getByText('Pacote Inicial').waitFor();
    const choices = await page.locator('main button, .ant-card button').allTextContents();
    expect(choices.filter((t) => /Pagar com|Gerar boleto/.test(t))).toEqual(['Pagar com PIX', 'Pagar com cartão', 'Gerar boleto']);
    await expectNoSeriousA11yViolations(page, 'checkout (choices) desktop');

    await page.getByRole('button', { name: 'Pagar com PIX' }).click();
    await page.getByText('PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.').waitFor();
    const qr = page.getByRole('img', { name: 'QR code do PIX' });
    await qr.waitFor();
    expect(await qr.evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    const code = await page.getByLabel('PIX copia e cola').inputValue();
    expect(code).toMatch(/^000201010212.*br\.gov\.bcb\.pix.*5802BR.*6304[0-9A-F]{4}$/);
    expect(code).toContain('540589.70'); // the package's price, R$ 89,70
    expect(await page.getByTestId('pix-countdown').textContent()).toMatch(/^(30:00|29:[0-5]\d)$/);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await page.getByRole('button', { name: 'Código copiado' }).waitFor();
    await saveScreenshot(page, 'checkout-pix-desktop');
    await expectNoSeriousA11yViolations(page, 'checkout (PIX QR code) desktop');

    const token = new URL(page.url()).searchParams.get('token');
    await page.getByRole('button', { name: 'Simular pagamento do PIX' }).click();
    await page.getByText('PIX recebido: créditos liberados.').waitFor();
    await page.getByText('Pago: créditos liberados').waitFor();
    // The bank reporting the same payment again credits nothing more.
    const again = await fetch(`${app.url}/v1/checkout/sandbox/pix/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(again.status).toBe(200);
    await page.getByRole('link', { name: 'Voltar aos pacotes' }).click();
    await page.getByText('Pago: créditos liberados').waitFor();
    expect(await balance(page)).toBe('Saldo: 30 créditos');
  });

  it('card: Comprar → checkout → Pagar com cartão → the credits are in the header at once', async () => {
    const page = await providerPage();
    await page.getByText('Perguntas frequentes').waitFor();
    await saveScreenshot(page, 'provider-packages-desktop');
    expect(await balance(page)).toBe('Saldo: 0 créditos');
    await page.getByRole('button', { name: 'Comprar Pacote Inicial' }).click();
    await page.waitForURL(/\/checkout\?token=[a-f0-9]{32}$/);
    await page.getByRole('heading', { name: 'Pagamento' }).waitFor();
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
    await page.getByRole('heading', { name: 'Pagamento' }).waitFor();
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
