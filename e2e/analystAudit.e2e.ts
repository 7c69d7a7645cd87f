import { invitedAnalystToken } from './support/analyst';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession, logInWithToken } from './support/session';

/**
 * docs/analysts.md, ADR 0178 (amended): an analyst goes from a wallet's stream in "Eventos" to the partner's credit
 * ledger and subscriptions, and from the menu's "Auditoria" to a demand's subscriptions and history — the admin's
 * screens, with every name masked.
 */
describeInBrowser("the analyst's audit screens in the browser", () => {
  const session = browserSession();
  const { app } = session;
  const { post, get, buyFirstPackageByCard, signUpProvider } = apiClient(app);
  const partner = { name: 'Otávio', surname: 'Auditado', email: 'otavio@auditado-sst.com.br' };

  /** A partner who bought the first package and took a seat on a demand: its ledger has a purchase and a reservation. */
  async function partnerWithASeat(): Promise<{ partnerId: string; demandId: number }> {
    const requester = 'rita@moveisnorte.com.br';
    const demand = await fileConfirmedDemandForFirstService(app, {
      primary: { companyType: 'Moveleira', numberOfemployees: '51 a 100' },
      location: { UF: 'SC', City: 'Joinville', Street: 'Centro', About: '' },
      contact: {
        Name: 'Rita',
        Surname: 'Moreira',
        CorporateName: 'Móveis Norte',
        Email: requester,
        Phone: '47987654321',
      },
    });
    const { token, position } = await signUpProvider({ ...partner, phone: '47987654321' });
    const me = (await get('/auth/me', token, position)) as { userData: { id: string } };
    await buyFirstPackageByCard(token, position);
    await post('/subs', {}, token, { id: String(demand.id) });
    return { partnerId: me.userData.id, demandId: demand.id };
  }

  let arranged: Promise<{ partnerId: string; demandId: number }>;
  let analyst: Promise<string>;
  beforeAll(() => {
    arranged = partnerWithASeat();
    analyst = invitedAnalystToken(app, 'analista.auditoria@teste.conectasst.com.br');
  });
  const analystPage = async (viewport: 'desktop' | 'phone') => {
    const page = await session.openPage(viewport);
    await logInWithToken(page, app, await analyst);
    return page;
  };
  const noNames = async (page: Awaited<ReturnType<typeof analystPage>>) => {
    const text = (await page.locator('main').textContent()) ?? '';
    for (const clear of [partner.name, partner.surname, partner.email, 'Rita', 'Moreira', 'Administrador ConectaSST'])
      expect([clear, text.includes(clear)]).toEqual([clear, false]);
    expect(text).toContain('•••');
  };

  it("from a wallet's stream to the partner's credit ledger and subscriptions, names masked", async () => {
    const { partnerId, demandId } = await arranged;
    const page = await analystPage('desktop');
    await page.goto(`${app.url}/analista/eventos/wallet-${partnerId}`);
    const audit = page.getByLabel('Auditoria deste fluxo');
    await audit.getByRole('link', { name: 'Extrato de créditos' }).click();
    await page.getByRole('heading', { name: 'Extrato de créditos' }).waitFor();
    await page.getByText(/^Compra do pacote/).waitFor();
    await page.getByText(/^Reserva de \d+ créditos para a inscrição na demanda #/).waitFor();
    expect(page.url()).toBe(`${app.url}/analista/Parceiro/${partnerId}/creditos`);
    await noNames(page);
    await expectNoSeriousA11yViolations(page, 'extrato de créditos do analista');
    await saveScreenshot(page, 'analyst-ledger-desktop');
    const phone = await analystPage('phone');
    await phone.goto(page.url());
    await phone.getByText(/^Compra do pacote/).waitFor();
    await saveScreenshot(phone, 'analyst-ledger-phone');

    await page.getByRole('link', { name: 'Inscrições do parceiro' }).click();
    await page.getByRole('heading', { name: 'Inscrições do parceiro' }).waitFor();
    await page.getByText(new RegExp(`^#${demandId} `)).waitFor();
    await noNames(page);
  });

  it('from the menu\'s "Auditoria" to a demand\'s subscriptions and history, the partner told apart by its id', async () => {
    const { partnerId, demandId } = await arranged;
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await analystPage(viewport);
      await page.goto(`${app.url}/analista/auditoria`);
      await page.getByRole('heading', { name: 'Auditoria' }).waitFor();
      await page.getByRole('combobox', { name: 'Registro' }).click();
      await page.getByTitle('Demanda').click();
      await page.getByLabel('Número').fill(String(demandId));
      await saveScreenshot(page, `analyst-audit-lookup-${viewport}`);
      await page.getByRole('link', { name: 'Inscrições da demanda' }).click();
      await page.getByRole('heading', { name: `Inscrições da demanda #${demandId}` }).waitFor();
      await page.getByRole('link', { name: `••• · ${partnerId.slice(0, 8)}` }).waitFor();
      await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
      await noNames(page);
      await saveScreenshot(page, `analyst-demand-subscriptions-${viewport}`);
      if (viewport === 'phone') continue;
      await expectNoSeriousA11yViolations(page, 'inscrições da demanda do analista');
      await page.getByRole('link', { name: 'Histórico da demanda' }).click();
      await page.getByText('Inscrição de •••: uma vaga ocupada').waitFor();
      // The table drawn, not its loading veil.
      await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
      await noNames(page);
      await saveScreenshot(page, 'analyst-history-desktop');
    }
  });
});
