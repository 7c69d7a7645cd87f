import type { Page } from 'playwright-core';
import { analystMessages } from '@conectasst/common/rules/analystRules';
import { fileConfirmedDemand } from '../test-support/demands';
import { exportLastWeekAsCsv, showDemandAsOfYesterday } from './support/analyst';
import { apiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, expectNoSidewaysScroll, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

/** RFC 4180 text as rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) field += c;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/**
 * docs/analysts.md (issue #40): the admin opens "Analistas" and invites an analyst; the invitation arrives in the
 * mailbox; the analyst sets a password from its link, signs in, lands on "Eventos", reads a demand's stream (in order,
 * personal data masked), opens the demand "como estava" yesterday and downloads a week as CSV.
 */
describeInBrowser('the analyst, from the invitation to the CSV', () => {
  const session = browserSession();
  const { app } = session;
  const { mailboxWith } = apiClient(app);
  const email = 'rita.dados@analise-sst.com.br';
  const password = 'senha-da-rita-1';
  const requester = 'marta@metalurgicasul.com.br';

  async function aDemand(): Promise<number> {
    const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const demand = await fileConfirmedDemand(app.url, {
      nrs: [services.data.data[0]!.id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Indústria',
        companyType: 'Metalurgia',
        numberOfemployees: '51 a 100',
        maxDate: 'O mais rápido possível',
      },
      location: { UF: 'RS', City: 'Caxias do Sul', Street: 'Centro', Contact: 'Sem preferência', About: '' },
      contact: {
        Name: 'Marta',
        Surname: 'Ferreira',
        CorporateName: 'Metalúrgica Sul',
        DepartmentName: 'Proprietário(a) / CEO',
        Email: requester,
        ConfirmEmail: requester,
        Phone: '54987654321',
      },
    });
    return demand.id;
  }

  let demand: Promise<number>;
  beforeAll(() => {
    demand = aDemand();
  });
  /** The analyst's page, kept from one step to the next (one person's visit). */
  let analyst: Page;
  /** How many events the demand's stream page said it has. */
  let streamTotal = 0;

  it('the admin opens "Analistas", invites an analyst and sees the invitation listed; an e-mail of another account is refused', async () => {
    const page = await session.adminPage('desktop');
    await page
      .getByRole('navigation', { name: 'Navegação do administrador' })
      .getByRole('link', { name: 'Analistas' })
      .click();
    await page.waitForURL(`${app.url}/admin/analistas`);
    await page.getByRole('heading', { name: 'Analistas', exact: true }).waitFor();
    await page.getByText('Nenhum analista convidado ainda.').waitFor();
    await expectNoSeriousA11yViolations(page, 'analistas (convite)');
    await saveScreenshot(page, 'analysts-invite-desktop');

    const form = page.getByRole('form', { name: 'Convidar analista' });
    // The admin's own address belongs to an account that is not an analyst's: the server says so.
    await form.getByLabel('Nome', { exact: true }).fill('Outra');
    await form.getByLabel('Sobrenome').fill('Conta');
    await form.getByLabel('E-mail').fill(app.adminEmail);
    await form.getByRole('button', { name: 'Convidar analista' }).click();
    await page.getByText(analystMessages.emailTakenByOtherRole).waitFor();

    await form.getByLabel('Nome', { exact: true }).fill('Rita');
    await form.getByLabel('Sobrenome').fill('Dados');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Convidar analista' }).click();
    await page.getByText(analystMessages.invited).waitFor();
    expect(await form.getByLabel('E-mail').inputValue()).toBe('');
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.getByText('Aguardando senha').waitFor();
    expect(await row.textContent()).toContain('Rita Dados');
    await expectNoSeriousA11yViolations(page, 'analistas (convidado)');
    await saveScreenshot(page, 'analysts-invited-desktop');

    const phone = await session.adminPage('phone');
    await phone.goto(`${app.url}/admin/analistas`);
    await phone.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }).waitFor();
    await expectNoSidewaysScroll(phone);
    // On a phone the analyst's row is one column: the e-mail and "Reenviar convite" fit the screen, nothing scrolls.
    const resend = await phone.getByRole('button', { name: `Reenviar convite para ${email}` }).boundingBox();
    expect(resend!.x + resend!.width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(phone, 'analistas (celular)');
    await saveScreenshot(phone, 'analysts-invite-phone');
  });

  it('the analyst follows the mailed link, sets a password, signs in and lands on "Eventos"', async () => {
    const mail = (await mailboxWith((m) => m.to === email)).find((m) => m.to === email);
    expect(mail?.subject).toBe('ConectaSST: convite para analista — defina sua senha');
    const link = /https?:\/\/\S+(\/change\/password\?codigo=[A-Za-z0-9-]+)/.exec(mail!.text)![1]!;
    analyst = await session.openPage('desktop');
    await analyst.goto(`${app.url}${link}`);
    await analyst.getByRole('heading', { name: 'Redefinir senha' }).waitFor();
    expect(await analyst.getByLabel('Código').inputValue()).not.toBe('');
    await analyst.getByLabel('Senha').fill(password);
    await analyst.getByRole('button', { name: 'Redefinir senha' }).click();
    await analyst.waitForURL(`${app.url}/login`);
    await analyst.getByLabel('E-mail').fill(email);
    await analyst.getByLabel('Senha').fill(password);
    await analyst.getByRole('button', { name: 'Entrar' }).click();
    await analyst.waitForURL(`${app.url}/analista/eventos`);
    await analyst.getByRole('heading', { name: 'Eventos' }).waitFor();
    // The analyst's menu only: no admin screen is offered.
    expect(await analyst.getByRole('navigation', { name: 'Navegação do administrador' }).count()).toBe(0);
    await analyst.getByRole('navigation', { name: 'Navegação do analista' }).waitFor();
  });

  it("browses the demand's stream: its events in order, the requester's data masked", async () => {
    const demandId = await demand;
    await analyst.getByLabel('Fluxo (categoria-id)').fill(`demand-${demandId}`);
    await analyst.getByRole('button', { name: 'Abrir fluxo' }).click();
    await analyst.waitForURL(`${app.url}/analista/eventos/demand-${demandId}`);
    await analyst.getByRole('heading', { name: `Fluxo demand-${demandId}` }).waitFor();
    const total = Number(
      /(\d+) eventos no fluxo\./.exec((await analyst.getByText(/eventos no fluxo\./).textContent())!)![1],
    );
    expect(total).toBeGreaterThanOrEqual(2);
    streamTotal = total;
    const rows = analyst.locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(total);
    const revisions = await rows.locator('td:first-child').allTextContents();
    expect(revisions.map(Number)).toEqual(Array.from({ length: total }, (_v, i) => i + 1));
    await analyst.getByRole('cell', { name: 'DemandFiled' }).waitFor();
    const text = (await analyst.locator('main').textContent()) ?? '';
    expect(text).not.toContain(requester);
    expect(text).not.toContain('Ferreira');
    expect(text).toContain('•••');
    await expectNoSeriousA11yViolations(analyst, 'fluxo de uma demanda');
    await saveScreenshot(analyst, 'analyst-stream-desktop');
  });

  it('opens "Como estava em" for the demand as of yesterday, beside now', async () => {
    const demandId = await demand;
    await analyst
      .getByRole('navigation', { name: 'Navegação do analista' })
      .getByRole('link', { name: 'Como estava em' })
      .click();
    await analyst.getByRole('heading', { name: 'Como estava em' }).waitFor();
    const summary = await showDemandAsOfYesterday(analyst, demandId);
    // Yesterday the demand did not exist yet.
    expect(await summary.textContent()).toMatch(
      new RegExp(`Demanda ${demandId} — em .*: revisão 0 \\(ainda não existia\\); agora: revisão \\d+`),
    );
    expect((await analyst.locator('main').textContent()) ?? '').not.toContain(requester);
  });

  it("downloads the last week as CSV: the header, and exactly the stream's events for the demand", async () => {
    const demandId = await demand;
    await analyst
      .getByRole('navigation', { name: 'Navegação do analista' })
      .getByRole('link', { name: 'Exportar eventos' })
      .click();
    await analyst.getByRole('heading', { name: 'Exportar eventos' }).waitFor();
    const csv = await exportLastWeekAsCsv(analyst);
    const [header, ...rows] = parseCsv(csv);
    expect(header!.slice(0, 14)).toEqual([
      'position',
      'global_position',
      'event_id',
      'stream',
      'stream_category',
      'revision',
      'type',
      'version',
      'recorded_at',
      'correlation_id',
      'causation_id',
      'user_id',
      'role',
      'erased',
    ]);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    // The demand's stream as "Eventos" showed it: one row per event, revisions 1..n, in log order.
    const stream = header!.indexOf('stream');
    const revision = header!.indexOf('revision');
    const demandRows = rows.filter((r) => r[stream] === `demand-${demandId}`);
    expect(demandRows.map((r) => Number(r[revision]))).toEqual(Array.from({ length: streamTotal }, (_v, i) => i + 1));
    // Every event of the product so far is in the week, each one row; none carries the requester's address.
    expect(rows.length).toBeGreaterThan(demandRows.length);
    expect(new Set(rows.map((r) => r[header!.indexOf('global_position')])).size).toBe(rows.length);
    expect(rows.flat().join(',')).not.toContain(requester);
    await analyst.getByTestId('export-done').waitFor();
  });
});
