import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, downloadedBytes, expectNoSidewaysScroll, saveScreenshot } from './support/browser';
import { browserSession, giveFiscalData } from './support/session';

describeInBrowser('a provider buys credits in the browser (sandbox checkout)', () => {
  const session = browserSession();
  const { app } = session;
  let seq = 0;

  /** A new provider on the packages page; with its NFS-e fiscal data already given unless `fiscalData` is false. */
  async function providerPage(viewport: 'desktop' | 'phone' = 'desktop', fiscalData = true): Promise<Page> {
    const email = `compras${++seq}@exemplo.com.br`;
    const signup = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Beatriz', surname: 'Costa', phone: '21987654321', email, password: 'segredo1' }),
    });
    const { token } = (await signup.json()) as { token: string };
    if (fiscalData) await giveFiscalData(app.url, token);
    const page = await session.pageLoggedInWith(token, viewport);
    await page.goto(`${app.url}/dashboard/pacotes`);
    await page.getByRole('heading', { name: 'Comprar Créditos' }).waitFor();
    return page;
  }

  const balance = async (page: Page) =>
    (
      (await page
        .getByText(/^Saldo:/)
        .first()
        .textContent()) ?? ''
    ).replace(/\u00a0/g, ' ');

  it('PIX (issue #21): the fiscal data asked once (issue 37); the first option; QR code and copia e cola for 30 minutes; the simulated payment puts the credits in the header once; the NFS-e downloaded from Minhas compras', async () => {
    const page = await providerPage('desktop', false);
    expect(await balance(page)).toBe('Saldo: 0 créditos');
    await page.getByRole('button', { name: 'Comprar Pacote Inicial' }).click();
    // No fiscal data yet: the NFS-e's form first, prefilled from the account (the name given at sign-up).
    const form = page.getByRole('dialog', { name: 'Dados para a nota fiscal' });
    await form.waitFor();
    expect(await form.getByLabel('Nome completo').inputValue()).toBe('Beatriz Costa');
    await form.getByLabel('CPF ou CNPJ').fill('123.456.789-00');
    await form.getByRole('button', { name: 'Salvar e continuar' }).click();
    await form.getByText('Informe um CPF ou CNPJ válido.').waitFor();
    await form.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await form.getByLabel('CEP').fill('01001-000');
    await form.getByLabel('Logradouro').fill('Praça da Sé');
    await form.getByLabel('Número').fill('100');
    await form.getByLabel('Bairro').fill('Sé');
    await form.getByLabel('Cidade').fill('São Paulo');
    await form.getByLabel('UF').fill('SP');
    await saveScreenshot(page, 'nfse-fiscal-data-desktop');
    await expectNoSeriousA11yViolations(page, 'NFS-e fiscal data form desktop');
    await form.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.waitForURL(/\/checkout\?token=[a-f0-9]{32}$/);
    // The checkout opens inside the app (ADR 0160): wait for its own heading, not the packages still shown while it loads.
    await page.getByRole('heading', { name: 'Pagamento' }).waitFor();
    await page.getByText('Pacote Inicial').waitFor();
    const choices = await page.locator('main button, .ant-card button').allTextContents();
    expect(choices.filter((t) => /Pagar com|Gerar boleto/.test(t))).toEqual([
      'Pagar com PIX',
      'Pagar com cartão',
      'Gerar boleto',
    ]);
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
    const again = await fetch(`${app.url}/v1/checkout/sandbox/pix/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(again.status).toBe(200);
    await page.getByRole('link', { name: 'Voltar aos pacotes' }).click();
    await page.getByText('Pago: créditos liberados').waitFor();
    expect(await balance(page)).toBe('Saldo: 30 créditos');

    // The NFS-e of the purchase, issued in the sandbox: its state and number in Minhas compras, and its PDF.
    for (let tries = 0; !(await page.getByText(/NFS-e emitida nº \d+/).isVisible()) && tries < 40; tries++) {
      await page.waitForTimeout(250);
      await page.reload();
      await page.getByRole('heading', { name: 'Comprar Créditos' }).waitFor();
    }
    await page.getByText(/NFS-e emitida nº \d+/).waitFor();
    await saveScreenshot(page, 'nfse-my-orders-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Baixar a nota fiscal do pedido/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nfse-pedido-\d+\.pdf$/);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Beatriz Costa');
  });

  it('the fiscal data form on a phone (390×844): every field reachable, nothing scrolls sideways', async () => {
    const page = await providerPage('phone', false);
    await page.getByRole('button', { name: 'Comprar Pacote Inicial' }).click();
    const form = page.getByRole('dialog', { name: 'Dados para a nota fiscal' });
    await form.waitFor();
    expect(await form.getByLabel('Nome completo').inputValue()).toBe('Beatriz Costa');
    await form.getByLabel('UF').scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'nfse-fiscal-data-phone', 'screen');
    await expectNoSeriousA11yViolations(page, 'NFS-e fiscal data form phone');
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
