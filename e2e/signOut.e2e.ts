import { describeInBrowser } from './support/browser';
import { browserSession } from './support/session';

/** Issue #18 item 1 (ADR 0110): "Sair" ends the session on the server, so a copy of the token stops working too. */
describeInBrowser('Sair in the browser', () => {
  const session = browserSession();
  const { app } = session;

  it('the admin clicks Sair: back on /login with nothing stored, and the token copied before is refused by the API', async () => {
    const page = await session.adminPage('desktop');
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const before = await fetch(`${app.url}/v1/admin/users`, { headers: { Authorization: `Bearer ${token}` } });
    expect(before.status).toBe(200);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${app.url}/login`);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    const after = await fetch(`${app.url}/v1/admin/users`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Sua sessão expirou. Faça login novamente.' });
    // Signing in again works at once.
    await page.getByLabel('E-mail').fill(app.adminEmail);
    await page.getByLabel('Senha').fill(app.adminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${app.url}/admin/painel`);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
  });
});
