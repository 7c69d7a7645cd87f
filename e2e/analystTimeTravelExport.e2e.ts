import { apiClient } from './support/api';
import { exportLastWeekAsCsv, invitedAnalystToken, showDemandAsOfYesterday } from './support/analyst';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession, logInWithToken } from './support/session';

/**
 * docs/analysts.md, ADR 0179: an analyst invited by the admin opens a demand "como estava" yesterday (before it existed,
 * beside now with its seat), and downloads a week as CSV from "Exportar eventos" — personal data masked or left out.
 */
describeInBrowser('Como estava em and the period export in the browser', () => {
  const session = browserSession();
  const { app } = session;
  const { post, buyFirstPackageByCard, signUpProvider } = apiClient(app);

  const requester = 'teresa@ceramicasul.com.br';

  async function demandWithASeat() {
    const demand = await fileConfirmedDemandForFirstService(app, {
      primary: { companyType: 'Cerâmica' },
      location: { UF: 'SC', City: 'Criciúma', Street: 'Centro', About: '' },
      contact: {
        Name: 'Teresa',
        Surname: 'Vieira',
        CorporateName: 'Cerâmica Sul',
        Email: requester,
        Phone: '48987654321',
      },
    });
    const { token, position } = await signUpProvider({
      name: 'Otávio',
      surname: 'Analisado',
      phone: '48987654321',
      email: 'otavio@analise-sst.com.br',
    });
    await buyFirstPackageByCard(token, position);
    await post('/subs', {}, token, { id: String(demand.id) });
    return demand.id;
  }

  let demand: Promise<number>;
  let analyst: Promise<string>;
  beforeAll(() => {
    demand = demandWithASeat();
    analyst = invitedAnalystToken(app, 'analista.viagem@teste.conectasst.com.br');
  });
  const analystPage = async (viewport: 'desktop' | 'phone') => {
    const page = await session.openPage(viewport);
    await logInWithToken(page, app, await analyst);
    return page;
  };

  it("opens the demand's state as of yesterday, beside now, with the events between and the requester masked", async () => {
    const demandId = await demand;
    const page = await analystPage('desktop');
    await page.goto(`${app.url}/analista/como-estava`);
    await page.getByRole('heading', { name: 'Como estava em' }).waitFor();
    const summary = await showDemandAsOfYesterday(page, demandId);
    // Yesterday the demand did not exist yet; now it is open with one seat taken.
    expect(await summary.textContent()).toMatch(
      new RegExp(
        `Demanda ${demandId} — em .*: revisão 0 \\(ainda não existia\\); agora: revisão \\d+; \\d+ evento\\(s\\) entre os dois`,
      ),
    );
    const states = page.getByTestId('time-travel-states');
    await states.getByRole('row', { name: /status.*"none".*"open"/ }).waitFor();
    await page.getByRole('cell', { name: 'DemandFiled' }).waitFor();
    await page.getByRole('cell', { name: 'ProviderSubscribed' }).waitFor();
    expect(page.url()).toContain(`tipo=demanda&id=${demandId}&dia=`);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain(requester);
    expect(text).toContain('•••');
    await expectNoSeriousA11yViolations(page, 'como estava em');
    await saveScreenshot(page, 'time-travel-desktop');
    const phone = await analystPage('phone');
    await phone.goto(page.url());
    await phone.getByTestId('time-travel-summary').waitFor();
    await saveScreenshot(phone, 'time-travel-phone');
  });

  it('downloads a week as CSV: a header, one row per event of the week, no personal data', async () => {
    const demandId = await demand;
    const page = await analystPage('desktop');
    await page.goto(`${app.url}/analista/exportacao`);
    await page.getByRole('heading', { name: 'Exportar eventos' }).waitFor();
    const csv = await exportLastWeekAsCsv(page);
    expect(csv.slice(0, csv.indexOf('\n'))).toMatch(
      /^position,global_position,event_id,stream,stream_category,revision,type,version,recorded_at,correlation_id,causation_id,user_id,role,erased,data_/,
    );
    expect(csv).toContain(`,demand-${demandId},demand,1,DemandFiled,`);
    expect(csv).toContain(',ProviderSubscribed,');
    expect(csv).not.toContain(requester);
    expect(csv).not.toContain('otavio@analise-sst.com.br');
    await page.getByTestId('export-done').waitFor();
    await expectNoSeriousA11yViolations(page, 'exportar eventos');
    await saveScreenshot(page, 'log-export-desktop');
  });
});
