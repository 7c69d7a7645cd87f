import { tokenFromMailbox } from '../test-support/demands';
import { logInThroughApi } from './support/api';
import { describeInBrowser, expectNoSidewaysScroll, pickOption, saveScreenshot } from './support/browser';
import { answerCampinasPlace, answerMetalworksCompany, answerPaulaRamos } from './support/wizard';
import { browserSession } from './support/session';

describeInBrowser('a requester files a demand through the wizard', () => {
  const session = browserSession();
  const { app } = session;

  it('home picks → three steps with their checks → "Pedido enviado com sucesso" → home; the admin sees it', async () => {
    const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
      data: { data: { id: number; name: string }[] };
    };
    // The longest service name among the picks: its tag must wrap on a phone instead of widening the page.
    const longest = [...services.data.data].sort((a, b) => b.name.length - a.name.length)[0]!;
    const picks = [longest, ...services.data.data.filter((s) => s.id !== longest.id).slice(0, 1)].map(
      ({ id, name }) => ({ id, name }),
    );
    const page = await session.openPage('phone');
    await page.goto(`${app.url}/`);
    await page.evaluate((value) => window.localStorage.setItem('selectedNrs', value), JSON.stringify(picks));

    await page.goto(`${app.url}/demanda`);
    await page.getByRole('heading', { name: 'Pedido de orçamento' }).waitFor();
    await page.getByText(picks[0]!.name).waitFor();
    // No picked service's tag reaches past the phone's width (the page would scroll sideways).
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('Selecione o ramo da sua empresa').last().waitFor();
    await answerMetalworksCompany(page);
    // Issue 10 part 5: the activity (or CNAE) is required, the CNAE checked for format, employees per establishment a number.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('Informe a atividade da empresa ou o código CNAE').last().waitFor();
    await page.getByLabel('CNAE (opcional)').fill('251');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('Código CNAE inválido (ex.: 4711-3/02)').last().waitFor();
    await page.getByLabel('CNAE (opcional)').fill('2511000');
    await page.getByLabel('Atividade da empresa').fill('Fabricação de estruturas metálicas');
    await page.getByLabel('Colaboradores por estabelecimento (opcional)').fill('80');
    await saveScreenshot(page, 'demand-step1-phone');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/second-state`);
    await answerCampinasPlace(page);
    // Issue #18 item 6: the requester is told providers read the notes without contacts until they subscribe.
    await page
      .getByText('As observações aparecem para os parceiros sem e-mails, telefones, sites e documentos')
      .waitFor();
    await pickOption(page, 'Quem pode entrar em contato?', 'Sem preferência');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/third-state`);
    await page.getByRole('heading', { name: 'Enviar Pedido de Orçamento' }).waitFor();
    await answerPaulaRamos(page);
    expect(await page.getByLabel('Cargo').count()).toBe(0);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('paula@metalurgica.com.br');
    await page.getByLabel('Confirme o e-mail').fill('paula@metalurgica.com');
    await page.getByLabel('Telefone').pressSequentially('19987654321', { delay: 40 });
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.getByText('Os endereços de e-mail não coincidem').waitFor();
    await page
      .getByText('Você precisa aceitar os Termos e Condições Gerais de Uso e Políticas de Privacidade')
      .waitFor();
    await page.getByLabel('Confirme o e-mail').fill('paula@metalurgica.com.br');
    await page.getByText('Li e aceito').click();
    await saveScreenshot(page, 'demand-step3-phone');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.getByText('Pedido enviado com sucesso').waitFor();
    await page.waitForURL(`${app.url}/`, { timeout: 10_000 });
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('demandWizard'),
        window.localStorage.getItem('selectedNrs'),
      ]),
    ).toEqual([null, null]);
    // Issue #35 item 3: the home page says what happens next, focused, until dismissed — also after a reload.
    const receipt = page.getByRole('region', {
      name: /^Pedido nº \d+ recebido — confirme pelo link enviado a paula@metalurgica\.com\.br em até 72 h$/,
    });
    await receipt.waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('receipt-notice') === true);
    await saveScreenshot(page, 'home-after-demand-phone', 'screen');
    await expectNoSidewaysScroll(page);
    await page.reload();
    await receipt.waitFor();
    await receipt.getByRole('button', { name: 'Reenviar link' }).click();
    await receipt.getByText('Se houver um pedido para este e-mail, enviaremos o link em instantes.').waitFor();

    const token = await logInThroughApi(app.url, app.adminEmail, app.adminPassword);
    const list = (await (
      await fetch(`${app.url}/v1/demanda?name=metalurgica`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { id: number; company_name: string; verification: string }[];
    };
    expect(list.data.map((d) => [d.company_name, d.verification])).toContainEqual([
      'Metalúrgica Campinas Ltda',
      'pending',
    ]);
    await receipt.waitFor();
    expect(await receipt.getByRole('heading').textContent()).toBe(
      `Pedido nº ${list.data[0]!.id} recebido — confirme pelo link enviado a paula@metalurgica.com.br em até 72 h`,
    );
    await receipt.getByRole('button', { name: 'Fechar aviso do pedido' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'ConectaSST', level: 1 }).waitFor();
    expect(await receipt.count()).toBe(0);
    // The header (the phone's menu) and the footer lead to the requester's page.
    expect(await page.locator('footer').getByRole('link', { name: 'Acompanhar meu pedido' }).getAttribute('href')).toBe(
      '/minha-demanda',
    );

    // The requester opens the link of the e-mail (dev mailbox): confirmed, published, with what step 1 captured.
    const link = await tokenFromMailbox(app.url, 'paula@metalurgica.com.br', list.data[0]!.id);
    await page.goto(`${app.url}/minha-demanda/${link}`);
    await page.getByText('E-mail confirmado! Seu pedido foi publicado para os parceiros.').waitFor();
    await page.getByText('Fabricação de estruturas metálicas — CNAE 2511-0/00').waitFor();
    await page.getByText('51 a 100 (80 por estabelecimento)').waitFor();
    await saveScreenshot(page, 'requester-page-phone');
    await expectNoSidewaysScroll(page);
  });
});
