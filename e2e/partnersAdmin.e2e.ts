import type { BrowserContext } from 'playwright-core';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession, giveFiscalData, logInAsAdmin } from './support/session';

describeInBrowser('an admin adds credits to a partner in the browser', () => {
  const session = browserSession();
  const { app } = session;
  let context: BrowserContext;
  /** The partner's session, kept for the lost-update test. */
  let providerToken = '';

  beforeAll(async () => {
    context = await session.openContext('desktop');
  }, 180_000);

  it('filters by name without accents, adds 25 credits (a typo is refused), saves the total; the provider sees the balance', async () => {
    const signup = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Clarice',
        surname: 'Araújo',
        phone: '11987654321',
        email: 'clarice@sst.com.br',
        password: 'segredo1',
      }),
    });
    const { token } = (await signup.json()) as { token: string };
    providerToken = token;

    const page = await context.newPage();
    await logInAsAdmin(page, app);
    await page.goto(`${app.url}/admin/Parceiro`);
    await page.getByRole('heading', { name: 'Parceiros' }).waitFor();
    await page.getByRole('cell', { name: 'Clarice Araújo', exact: true }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('ARAUJO');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('button', { name: 'Editar Clarice Araújo' }).click();
    await page.waitForURL(/\/admin\/Parceiro\/edit\/[0-9a-f-]{36}$/);
    await page.getByText('Pessoa Física').waitFor();
    await page.getByLabel('Adicionar créditos').fill('dez');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Você digitou algo que não é um numero.').waitFor();
    await page.getByLabel('Adicionar créditos').fill('25');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    expect(await page.getByTestId('partner-credits').textContent()).toBe('25');
    await saveScreenshot(page, 'admin-partner-edit-desktop');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin/Parceiro`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Clarice Araújo', exact: true }) });
    await row.getByRole('cell', { name: '25', exact: true }).waitFor();

    const me = (await (
      await fetch(`${app.url}/v1/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { credits: number };
    expect(me.credits).toBe(25);
  });

  it('lost update: a purchase lands while the admin edits; Salvar shows that the balance changed, and after reloading the addition keeps the purchase', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/admin/Parceiro`);
    await page.getByRole('button', { name: 'Editar Clarice Araújo' }).click();
    await page.waitForURL(/\/admin\/Parceiro\/edit\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('partner-credits').textContent()).toBe('25');

    // Meanwhile the partner buys the cheapest package (30 credits) by card on the sandbox checkout.
    const auth = { Authorization: `Bearer ${providerToken}`, 'Content-Type': 'application/json' };
    const packages = (await (await fetch(`${app.url}/v1/dashboard/packages`, { headers: auth })).json()) as {
      data: { id: number; credits: number }[];
    };
    await giveFiscalData(app.url, providerToken);
    const checkout = (await (
      await fetch(`${app.url}/v1/checkout`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ product_id: packages.data[0]!.id }),
      })
    ).json()) as { token: string };
    for (let i = 0; i < 100; i++) {
      const paid = await fetch(`${app.url}/v1/checkout/sandbox/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: checkout.token, method: 'card' }),
      });
      if (paid.status === 200) break;
      await new Promise((r) => setTimeout(r, 100)); // the order is found by its token once the read model has it
    }

    await page.getByLabel('Adicionar créditos').fill('5');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O saldo do parceiro mudou. Recarregue a página.').waitFor();
    await saveScreenshot(page, 'admin-partner-edit-balance-changed-desktop');
    expect(page.url()).toMatch(/\/admin\/Parceiro\/edit\//);

    // The reloaded screen reads the wallets read model: wait until it has the purchase (a loaded machine lags).
    for (let i = 0; i < 300; i++) {
      const seen = (await (await fetch(`${app.url}/v1/auth/me`, { headers: auth })).json()) as { credits: number };
      if (seen.credits === 25 + packages.data[0]!.credits) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.reload();
    await page
      .getByTestId('partner-credits')
      .getByText(String(25 + packages.data[0]!.credits), { exact: true })
      .waitFor();
    await page.getByLabel('Adicionar créditos').fill('5');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin/Parceiro`);
    const expected = 25 + packages.data[0]!.credits + 5;
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Clarice Araújo', exact: true }) });
    await row.getByRole('cell', { name: String(expected), exact: true }).waitFor();
    const me = (await (await fetch(`${app.url}/v1/auth/me`, { headers: auth })).json()) as { credits: number };
    expect(me.credits).toBe(expected);
  });
});
