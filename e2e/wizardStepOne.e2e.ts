import { describeInBrowser } from './support/browser';
import { browserSession } from './support/session';

/**
 * Issue #19, ADR 0128: the wizard's first step paints without antd (its page preloads the step, not antd), and its
 * selects bring antd's Select when first touched — by pointer through the label (demandWizard.e2e.ts) or by keyboard.
 */
describeInBrowser("/demanda, the wizard's first step without antd", () => {
  const session = browserSession();
  const { app } = session;
  const antdChunk = /\/assets\/(AntdFrame|AntdSelect|config-provider|select|form)-[^/]+\.js$/;

  it("given picked services, the step shows them and its fields with no antd script loaded; Enter on a select loads antd's list and picks with the keyboard", async () => {
    const page = await session.openPage('phone');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.url}/`);
    await page.evaluate(() =>
      window.localStorage.setItem(
        'selectedNrs',
        JSON.stringify([{ id: 1, name: 'PGR - Programa de Gerenciamento de Riscos' }]),
      ),
    );

    const response = await page.goto(`${app.url}/demanda`);
    expect(await response!.text()).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/PrimaryStepScreen-[^"]+\.js">/,
    );
    await page.getByRole('heading', { name: 'Pedido de orçamento' }).waitFor();
    await page.getByText('PGR - Programa de Gerenciamento de Riscos').waitFor();
    await page.getByLabel('Tipo de empresa').fill('Hospital');
    expect(scripts.filter((script) => antdChunk.test(script))).toEqual([]);
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);

    await page.getByLabel('Ramo da empresa').focus();
    await page.keyboard.press('Enter');
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    await list.getByTitle('Indústria', { exact: true }).waitFor();
    expect(scripts.some((script) => antdChunk.test(script))).toBe(true);
    // The list opens on its first option ('Comércio'); one down is 'Indústria'.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'hidden' });
    await page.locator('.ant-select').first().getByText('Indústria', { exact: true }).waitFor();
    // The text typed before antd arrived is kept.
    expect(await page.getByLabel('Tipo de empresa').inputValue()).toBe('Hospital');
  });
});
