import { describeInBrowser } from './support/browser';
import { browserSession } from './support/session';

/** Issue 37 item 3 (ADR 0165): sign-up cannot finish without accepting the terms; the texts are one click away. */
describeInBrowser('terms of use and privacy policy', () => {
  const session = browserSession();
  const { app } = session;

  it('sign-up stays on /signup with the message until the box is ticked, then the account is made with the terms accepted', async () => {
    const page = await session.openPage('phone');
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Nome', { exact: true }).fill('Bruna');
    await page.getByLabel('Sobrenome').fill('Teles');
    await page.getByLabel('Celular (com DDD)').pressSequentially('11987654321', { delay: 20 });
    await page.getByLabel('E-mail').fill('bruna.teles@sst-exemplo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Segura#2026!');
    await page.getByLabel('Confirme a senha').fill('Segura#2026!');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page
      .getByText('Você precisa aceitar os Termos e Condições Gerais de Uso e Políticas de Privacidade')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');

    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${app.url}/second-state`);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const status = await fetch(`${app.url}/v1/legal/acceptance`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await status.json()) as { data: { pending: boolean; accepted: unknown } }).data).toMatchObject({
      pending: false,
      accepted: { termsVersion: 1, privacyVersion: 1 },
    });
  });

  it('the footer opens the terms, server-rendered with their version and date', async () => {
    const page = await session.openPage('desktop');
    const html = await (await fetch(`${app.url}/termos-de-uso`)).text();
    expect(html).toMatch(/Versão 1, de \d{2}\/\d{2}\/\d{4}/);
    await page.goto(`${app.url}/`);
    await page
      .getByRole('navigation', { name: 'Documentos legais' })
      .getByRole('link', { name: 'Termos de Uso' })
      .click();
    await page.waitForURL(`${app.url}/termos-de-uso`);
    await page
      .getByTestId('legal-termos-de-uso')
      .getByText(/^Versão 1, de /)
      .waitFor();
  });
});
