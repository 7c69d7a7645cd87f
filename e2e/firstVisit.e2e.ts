import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';
import { catalogueServices, type CatalogueService } from './support/demands';

/** Is the element's box inside the viewport, below the sticky site header? */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= header - 1 && box.bottom <= window.innerHeight;
  }, selector);
}

/** Issue #35 items 1–3 as a first-time user meets them (ADR 0159). */
describeInBrowser('a first-time user: no lock-out, screens at their top, the next step in sight', () => {
  const { app, openPage } = browserSession();

  it('a 12-character password typed at /signup is kept whole, counted, and logs in at /login', async () => {
    const page = await openPage('phone');
    const password = 'Segura#2026!';
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Nome', { exact: true }).fill('Rafael');
    await page.getByLabel('Sobrenome').fill('Lima');
    await page.getByLabel('Celular (com DDD)').pressSequentially('11987654321', { delay: 40 });
    await page.getByLabel('E-mail').fill('rafael@sst.com.br');
    await page.getByLabel('Senha', { exact: true }).pressSequentially(password);
    await page.getByLabel('Confirme a senha').pressSequentially(password);
    expect(await page.getByLabel('Senha', { exact: true }).inputValue()).toBe(password);
    await page.getByText('12 / 64').first().waitFor();
    await saveScreenshot(page, 'signup-password-phone', 'screen');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${app.url}/second-state`);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill('rafael@sst.com.br');
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 });
  });

  it('past 64 characters the sign-up says so at once and keeps what was typed', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Senha', { exact: true }).fill('x'.repeat(65));
    await page.getByText('A senha deve ter no máximo 64 caracteres').waitFor();
    expect((await page.getByLabel('Senha', { exact: true }).inputValue()).length).toBe(65);
  });

  it('on a phone, step 2 of the wizard opens at its top with its heading focused', async () => {
    const [pick] = (await catalogueServices(app)) as [CatalogueService];
    const page = await openPage('phone');
    await page.goto(`${app.url}/`);
    await page.evaluate(
      ({ picks, draft }) => {
        window.localStorage.setItem('selectedNrs', picks);
        window.localStorage.setItem('demandWizard', draft);
      },
      {
        picks: JSON.stringify([{ id: pick.id, name: pick.name }]),
        draft: JSON.stringify({
          primary: {
            branchOfTheCompany: 'Indústria',
            other: '',
            companyType: 'Metalúrgica',
            numberOfemployees: '51 a 100',
            maxDate: 'Em até 30 dias',
            activity: 'Estruturas metálicas',
          },
        }),
      },
    );
    await page.goto(`${app.url}/demanda`);
    await page.getByRole('heading', { name: 'Pedido de orçamento' }).waitFor();
    await page.getByRole('button', { name: 'Próximo' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/second-state`);
    const heading = page.getByRole('heading', { name: 'Local do serviço', level: 1 });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Local do serviço');
    expect(await inView(page, 'h1')).toBe(true);
    await saveScreenshot(page, 'wizard-step2-opened-phone', 'screen');

    // A refused step: the first field in error comes into view, focused.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.waitForFunction(() => document.activeElement?.closest('.ant-form-item-has-error') !== null);
    expect(await inView(page, '.ant-form-item-has-error')).toBe(true);
  });

  it('the header and the footer lead to "Acompanhar meu pedido" (/minha-demanda)', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/`);
    const inHeader = page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Acompanhar meu pedido' });
    expect(await inHeader.getAttribute('href')).toBe('/minha-demanda');
    expect(await page.locator('footer').getByRole('link', { name: 'Acompanhar meu pedido' }).getAttribute('href')).toBe(
      '/minha-demanda',
    );
    await saveScreenshot(page, 'home-header-desktop', 'screen');
    // The notice of a demand just sent, as the home page shows it (axe: nothing serious).
    await page.evaluate(() =>
      window.localStorage.setItem(
        'sentDemand',
        JSON.stringify({ id: 7, email: 'ana@exemplo.com.br', sentAt: new Date().toISOString() }),
      ),
    );
    await page.reload();
    await page
      .getByRole('region', {
        name: 'Pedido nº 7 recebido — confirme pelo link enviado a ana@exemplo.com.br em até 72 h',
      })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'home with the demand notice (desktop)');
    await inHeader.click();
    await page.getByRole('heading', { name: 'Meu pedido', level: 1 }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  });
});
