import { describeInBrowser, downloadedBytes, saveScreenshot } from './support/browser';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { browserSession } from './support/session';

/** docs/audit.md: the partner's credit ledger, its histories and the dashboard, clicked through as an admin. */
describeInBrowser('admin audit views in the browser', () => {
  const session = browserSession();
  const { app } = session;

  const { post, buyFirstPackageByCard, signUpProvider } = apiClient(app);

  /** A partner who bought the first package by card and subscribed to one demand (30 − 10 credits). */
  async function partnerWithActivity() {
    // Published to providers once the requester confirms the e-mailed link (ADR 0080).
    const demand = await fileConfirmedDemandForFirstService(app, {
      location: { UF: 'PR', City: 'Curitiba', Street: 'Centro', About: '' },
      contact: { CorporateName: 'Química Paraná', Email: 'renata@quimicapr.com.br', Phone: '41987654321' },
    });
    const signup = await signUpProvider({
      name: 'Heloísa',
      surname: 'Extrato',
      phone: '41987654321',
      email: 'heloisa@extrato.com.br',
    });
    const paid = await buyFirstPackageByCard(signup.token, signup.position);
    const demandId = demand.id;
    await post('/subs', {}, signup.token, { id: String(demandId) });
    return { demandId, credits: paid.credits };
  }

  let activity: ReturnType<typeof partnerWithActivity>;
  beforeAll(() => {
    activity = partnerWithActivity();
  });

  it("a partner's ledger after a purchase, an admin adjustment and a subscription: the lines and a running balance ending at the partner's balance", async () => {
    const { demandId, credits } = await activity;
    const page = await session.adminPage('desktop');

    // The admin adds 7 credits on the partner screen.
    await page.getByRole('link', { name: 'Parceiros' }).first().click();
    await page.getByRole('button', { name: 'Editar Heloísa Extrato' }).click();
    await page.waitForURL(/\/admin\/Parceiro\/edit\/[0-9a-f-]{36}$/);
    await page.getByLabel('Adicionar créditos').fill('7');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const balance = credits - 10 + 7;
    expect(await page.getByTestId('partner-credits').textContent()).toBe(String(balance));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${app.url}/admin/Parceiro`);

    // Back on the partner screen (two clicks from the list): Extrato de créditos.
    await page.getByRole('button', { name: 'Editar Heloísa Extrato' }).click();
    await page
      .getByTestId('partner-credits')
      .filter({ hasText: String(balance) })
      .waitFor();
    await page.getByRole('link', { name: 'Extrato de créditos' }).click();
    await page.waitForURL(/\/admin\/Parceiro\/[0-9a-f-]{36}\/creditos$/);
    await page.getByRole('heading', { name: 'Extrato de créditos' }).waitFor();
    await page.getByTestId('ledger-balance').nth(3).waitFor();

    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    expect(await rows.count()).toBe(4);
    const kinds = await rows.locator('td:nth-child(2)').allTextContents();
    expect(kinds).toEqual(['Compra', 'Reserva', 'Gasto', 'Ajuste']);
    expect(await page.getByTestId('ledger-change').allTextContents()).toEqual([`+${credits}`, '−10', '0', '+7']);
    expect(await page.getByTestId('ledger-balance').allTextContents()).toEqual(
      [credits, credits - 10, credits - 10, balance].map(String),
    );
    const descriptions = await page.getByTestId('ledger-description').allTextContents();
    expect(descriptions[0]).toMatch(/^Compra do pacote “.+” \(pedido #\d+, Cartão, R\$/);
    expect(descriptions[1]).toContain(`demanda #${demandId}`);
    expect(descriptions[2]).toContain(`demanda #${demandId}`);
    expect(descriptions[3]).toBe(
      `Ajuste por Administrador ConectaSST: de ${credits - 10} para ${balance} — Ajuste pelo administrador`,
    );
    expect(await page.getByTestId('ledger-current-balance').textContent()).toBe(String(balance));
    await saveScreenshot(page, 'admin-ledger-desktop');

    // Filter by kind.
    await page.getByLabel('Tipo').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Compra"]').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // The rows of other filters leave while the filtered page loads (ADR 0184): wait for the filtered rows themselves.
    const kindCells = '.ant-table-tbody tr.ant-table-row td:nth-child(2)';
    await page.waitForFunction((cells) => {
      const shown = Array.from(document.querySelectorAll(cells)).map((cell) => cell.textContent);
      return shown.length === 1 && shown[0] === 'Compra';
    }, kindCells);
    expect(await page.locator(kindCells).allTextContents()).toEqual(['Compra']);

    // CSV export of the filtered ledger.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Data";"Tipo";"Descrição";"Créditos";"Saldo após"/);
    expect(lines).toHaveLength(2);

    // The partner's subscriptions and history, from the ledger and the partner screen.
    await page.getByRole('link', { name: 'Inscrições do parceiro' }).click();
    await page.getByRole('heading', { name: 'Inscrições do parceiro' }).waitFor();
    const subscription = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await subscription.waitFor();
    expect(await subscription.textContent()).toContain(`#${demandId}`);
    expect(await subscription.locator('td:nth-child(3)').textContent()).toBe('10');
    await page.goBack();
    await page.getByRole('link', { name: 'Voltar ao parceiro' }).click();
    await page.getByRole('link', { name: 'Histórico' }).click();
    await page.getByRole('heading', { name: 'Histórico — Parceiro' }).waitFor();
    await page.getByRole('cell', { name: 'Cadastro de parceiro criado' }).waitFor();
    expect(await page.content()).not.toContain('heloisa@extrato.com.br');
  }, 180_000);

  it('the demand screen leads to who subscribed (credits, seats left) and to its history', async () => {
    await activity;
    const page = await session.adminPage('desktop');
    await page.getByRole('link', { name: 'Inscrições' }).first().click();
    await page.getByRole('heading', { name: 'Inscrições' }).waitFor();
    await page
      .getByRole('button', { name: /^Inscrições da demanda \d+$/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Inscrições da demanda #\d+$/ }).waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual([
      'Heloísa Extrato',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/),
      '10',
      '4',
      'Inscrito',
    ]);
    await page.getByRole('link', { name: 'Histórico da demanda' }).click();
    await page.getByRole('cell', { name: 'Inscrição de Heloísa Extrato: uma vaga ocupada' }).waitFor();
    expect(await page.content()).not.toContain('renata@quimicapr.com.br');
  });

  it('the dashboard, first link of the admin header, renders its charts with data', async () => {
    await activity;
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await session.adminPage(viewport);
      if (viewport === 'desktop') {
        const first = page.getByRole('navigation', { name: 'Navegação do administrador' }).getByRole('link').first();
        expect(await first.textContent()).toBe('Painel');
        await first.click();
      } else await page.goto(`${app.url}/admin/painel`);
      await page.waitForURL(`${app.url}/admin/painel`);
      await page.getByRole('heading', { name: 'Painel' }).waitFor();
      for (const chart of [
        'chart-demands-per-week',
        'chart-providers-per-demand',
        'chart-credits-per-month',
        'chart-revenue-per-month',
        'chart-partners-per-week',
        'chart-top-states',
        'chart-top-nrs',
        'chart-top-services',
      ]) {
        await page.getByTestId(chart).locator('svg.recharts-surface').first().waitFor();
      }
      // Bars drawn from data: a demand filed this week, credits sold and spent, the state PR.
      await page.getByTestId('chart-demands-per-week').locator('.recharts-bar-rectangle path').first().waitFor();
      await page.getByTestId('chart-credits-per-month').locator('.recharts-bar-rectangle path').nth(1).waitFor();
      await page
        .getByTestId('chart-top-states')
        .locator('.recharts-cartesian-axis-tick-value', { hasText: 'PR' })
        .waitFor();
      // Drawn bars have a height (no entry animation: the chart shows its data at once).
      const bar = await page
        .getByTestId('chart-top-states')
        .locator('.recharts-bar-rectangle path')
        .first()
        .boundingBox();
      expect(bar?.height ?? 0).toBeGreaterThan(10);
      await saveScreenshot(page, `admin-dashboard-${viewport}`);
    }
  }, 180_000);
});
