import { SANDBOX_CNPJS } from '@conectasst/platform/cnpj/cnpjLookup';
import { describeInBrowser } from './support/browser';
import { browserSession } from './support/session';

/**
 * Issue 37 item 2 (ADR 0165): a company types its CNPJ in the wizard's step 1 and sees its name and its grau de risco
 * filled — the product runs the CNPJ lookup's sandbox fixtures (CNPJ_LOOKUP_URL=sandbox, the local-mode default).
 */
describeInBrowser('/demanda, step 1: the CNPJ fills the company and the grade', () => {
  const session = browserSession();
  const { app } = session;

  it('typing a CNPJ with its mask shows the razão social and the grade of its CNAE; the CNPJ waits in the wizard for step 3', async () => {
    const page = await session.openPage('phone');
    await page.goto(`${app.url}/`);
    await page.evaluate(() =>
      window.localStorage.setItem(
        'selectedNrs',
        JSON.stringify([{ id: 1, name: 'PGR - Programa de Gerenciamento de Riscos' }]),
      ),
    );
    await page.goto(`${app.url}/demanda`);
    await page.getByRole('heading', { name: 'Pedido de orçamento' }).waitFor();

    await page.getByLabel('CNPJ da empresa (opcional)').fill('41.873.205/0001-69');
    await page.getByTestId('cnpj-company').getByText('SUPERMERCADO BOM PRECO DE CAMPINAS LTDA').waitFor();
    expect(await page.getByTestId('cnpj-company').textContent()).toContain('situação cadastral ativa');
    await page.getByTestId('cnae-grade').getByText('Grau de risco 2').waitFor();
    expect(await page.getByLabel('CNAE (opcional)').inputValue()).toBe('47.11-3');
    expect(await page.getByLabel('Atividade da empresa').inputValue()).toContain('supermercados');
    const stored = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('demandWizard') ?? '{}') as { company?: { cnpj: string } },
    );
    expect(stored.company?.cnpj).toBe(SANDBOX_CNPJS.ativa);
  });
});
