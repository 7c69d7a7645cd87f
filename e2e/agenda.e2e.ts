import { describeInBrowser, pageWidth, saveScreenshot, typeAndPickOption } from './support/browser';
import { markPgrDone23MonthsAgo, openAgendaPgrCard } from './support/agenda';
import { browserSession } from './support/session';

describeInBrowser('Agenda SST in the browser', () => {
  const session = browserSession();
  const { app, openPage } = session;

  it('on a phone a company asks for its agenda from the diagnosis link, opens the mailed link, marks PGR done 23 months ago and sees it due next month', async () => {
    const page = await openPage('phone');
    await page.goto(`${app.url}/agenda-sst?cnae=4711-3&funcionarios=30`);
    await page.getByRole('heading', { name: 'Montar minha agenda SST' }).waitFor();
    expect(await page.getByLabel('CNAE principal').inputValue()).toBe('4711-3');
    expect(await page.getByLabel('Número de empregados').inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Receber minha agenda por e-mail' }).click();
    await page.getByText('Informe o CNPJ da empresa.').waitFor();
    await page.getByText('É preciso aceitar os termos de uso e a política de privacidade.').waitFor();

    await page.getByLabel('CNPJ', { exact: true }).fill('11.222.333/0001-81');
    await typeAndPickOption(page, 'UF', 'SP');
    await typeAndPickOption(page, 'Cidade', 'Campinas');
    await page.getByLabel('E-mail', { exact: true }).fill('sst@mercadocampinas.com.br');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await saveScreenshot(page, 'agenda-request-phone');
    await page.getByRole('button', { name: 'Receber minha agenda por e-mail' }).click();
    await page.getByText('Pronto! Enviamos o link da sua agenda SST para o seu e-mail.').waitFor();

    const mails = (await (await fetch(`${app.url}/v1/dev/mailbox`)).json()) as { to: string; text: string }[];
    const link = /https?:\/\/\S+\/agenda-sst\/(\S+)/.exec(
      mails.find((m) => m.to === 'sst@mercadocampinas.com.br')!.text,
    )!;
    const pgr = await openAgendaPgrCard(page, app, link[1]!);
    await pgr.getByText('Sem registro: faça agora').waitFor();
    await pgr.getByText(/Fonte: NR-1, 1\.5\.4\.4\.6/).waitFor();

    await markPgrDone23MonthsAgo(page, pgr);
    // The form asked for reminders (ticked by default): the switch is on; it turns them off and on again.
    expect(await page.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch').click();
    await page.getByText('Lembretes desligados.').waitFor();
    await page.getByRole('switch').click();
    await page.getByText('Lembretes ligados: avisaremos 60 e 30 dias antes de cada vencimento.').waitFor();
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    await saveScreenshot(page, 'agenda-phone');

    // The feed the page links to is a calendar.
    // (Its address is under PUBLIC_URL; the test's server listens elsewhere.)
    const href = (await page.getByRole('link', { name: 'agenda-sst.ics' }).getAttribute('href'))!;
    const feed = await fetch(`${app.url}${href.replace(/^https?:\/\/[^/]+/, '')}`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VEVENT');

    const desktop = await openPage('desktop');
    await desktop.goto(`${app.url}/agenda-sst/${link[1]}`);
    await desktop.getByRole('heading', { name: 'Obrigações da sua empresa' }).waitFor();
    await saveScreenshot(desktop, 'agenda-desktop');
  }, 180_000);

  it('the admin lists and edits the rules on a desktop and on a phone', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await session.adminPage(viewport);
      await page.goto(`${app.url}/admin/agenda-rules`);
      await page.getByText('Revisão da avaliação de riscos do PGR').waitFor();
      await saveScreenshot(page, `agenda-rules-admin-${viewport}`);
      await page.goto(`${app.url}/admin/agenda-rules/add`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Selecione o serviço.').waitFor();
      await page.getByText('Informe a fonte (a NR e o item que a exigem).').waitFor();
      await saveScreenshot(page, `agenda-rule-form-${viewport}`);
    }
  }, 180_000);
});
