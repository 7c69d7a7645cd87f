import { addMonths } from '@conectasst/common/rules/agendaRules';
import { saoPauloDay } from '@conectasst/common/rules/proposalRules';
import { sendAgendaReminders } from '@conectasst/command-service/agenda/agendaReminders';
import { askDiagnosisAsSupermarket, describeInBrowser, saveScreenshot, typeAndPickOption } from './support/browser';
import { apiClient } from './support/api';
import { markPgrDone23MonthsAgo, openAgendaPgrCard } from './support/agenda';
import { browserSession } from './support/session';

/**
 * Issue 38 (ADR 0177): from /diagnostico a company builds its agenda, marks PGR done 23 months ago, sees it due next
 * month, receives the reminder in the dev mailbox (the job run with a controlled clock) and lands in step 1 with
 * everything filled. (A provider without a CRM refused a PCMSO seat, told why: e2e/signingSeat.e2e.ts.)
 */
describeInBrowser('Agenda SST: from the diagnosis to a reminder that opens the wizard filled in', () => {
  const session = browserSession();
  const { app, openPage } = session;
  const { mailboxWith } = apiClient(app);

  it('on a 390×844 phone', async () => {
    const page = await openPage('phone');
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await page.goto(`${app.url}/diagnostico`);
    await askDiagnosisAsSupermarket(page);

    // "Montar minha agenda SST" opens the agenda's request form with the CNAE and the headcount.
    await page.getByRole('link', { name: 'Montar minha agenda SST' }).click();
    await page.waitForURL(`${app.url}/agenda-sst?cnae=4711-3&funcionarios=30`);

    // The company asks for its agenda on the form (CNAE and headcount already there), with reminders.
    await page.getByRole('heading', { name: 'Montar minha agenda SST' }).waitFor();
    expect(await page.getByLabel('CNAE principal').inputValue()).toBe('4711-3');
    expect(await page.getByLabel('Número de empregados').inputValue()).toBe('30');
    const email = 'sst@mercadoblumenau.com.br';
    await page.getByLabel('CNPJ', { exact: true }).fill('11.222.333/0001-81');
    await typeAndPickOption(page, 'UF', 'SC');
    await typeAndPickOption(page, 'Cidade', 'Blumenau');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Receber minha agenda por e-mail' }).click();
    await page.getByText('Pronto! Enviamos o link da sua agenda SST para o seu e-mail.').waitFor();

    // It opens the mailed link and marks PGR done 23 months ago: due next month.
    const [linkMail] = await mailboxWith((m) => m.to === email && m.subject === 'ConectaSST: o link da sua agenda SST');
    const token = /\/agenda-sst\/(\d+\.\d+\.[A-Za-z0-9_-]{43})/.exec(linkMail!.text)![1]!;
    const pgr = await openAgendaPgrCard(page, app, token);
    const doneOn = await markPgrDone23MonthsAgo(page, pgr);
    expect(addMonths(doneOn, 24).slice(0, 7)).toBe(addMonths(saoPauloDay(new Date()), 1).slice(0, 7));
    expect(await page.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await saveScreenshot(page, 'agenda-reminder-agenda-phone');

    // The reminder job, run at a controlled clock (today), mails the 30-day reminder to the dev mailbox.
    expect(await app.runJob(sendAgendaReminders, new Date())).toBe(1);
    const [reminder] = await mailboxWith(
      (m) => m.to === email && m.subject.startsWith('Lembrete: Revisão da avaliação de riscos do PGR'),
    );
    const button = /href="([^"]*\/demanda\?[^"]*)"/.exec(reminder!.html!)![1]!.replace(/&amp;/g, '&');
    expect(new URL(button).pathname).toBe('/demanda');

    // Its one button: step 1 with the service, the CNAE and the headcount; the city waits for step 2.
    await page.goto(button.replace(/^https?:\/\/[^/]+/, app.url));
    await page.getByText('PGR - Programa de Gerenciamento de Riscos', { exact: true }).waitFor();
    await page.waitForURL(`${app.url}/demanda`);
    expect(await page.locator('#field-cnae').inputValue()).toBe('4711-3');
    await page.getByText('21 a 50').waitFor();
    await page.getByText(/Grau de risco 2.*Fonte: NR-4, Anexo I/).waitFor();
    const draft = JSON.parse((await page.evaluate(() => window.localStorage.getItem('demandWizard'))) ?? '{}') as {
      location?: { UF: string; City: string };
    };
    expect(draft.location).toMatchObject({ UF: 'SC', City: 'Blumenau' });
    await saveScreenshot(page, 'agenda-reminder-wizard-phone');

    // Run again (a restart): claimed already, nothing more.
    expect(await app.runJob(sendAgendaReminders, new Date())).toBe(0);
  }, 180_000);
});
