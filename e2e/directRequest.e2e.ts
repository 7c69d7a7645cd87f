import { tokenFromMailbox } from '../test-support/demands';
import { logInThroughApi } from './support/api';
import { describeInBrowser, expectNoSidewaysScroll, pickOption, saveScreenshot } from './support/browser';
import { browserSession, logInWithToken } from './support/session';

/**
 * Pedido direto (issue #36 item 4, ADR 0170) at 390×844: from the provider page, "Pedir orçamento a este parceiro" → the
 * wizard names the provider → filed and confirmed → the named provider sees the demand "Reservada para você por 24 h".
 */
describeInBrowser('a requester asks one provider directly (Pedido direto)', () => {
  const session = browserSession();
  const { app, openPage } = session;
  let token = '';
  let providerPath = '';

  beforeAll(async () => {
    const json = async (r: Response) => (await r.json()) as Record<string, unknown>;
    const areas = ((await json(await fetch(`${app.url}/v1/area`))).data as { id: number; name: string }[]) ?? [];
    const area = areas.find((a) => a.name === 'Segurança do Trabalho')!;
    const signup = await fetch(`${app.url}/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Marta',
        surname: 'Prado',
        phone: '19991234567',
        email: 'marta@prado-sst.com.br',
        password: 'segredo123',
      }),
    });
    token = ((await signup.json()) as { token: string }).token;
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const profile = await fetch(`${app.url}/v1/company/detail`, {
      method: 'POST',
      headers: { ...auth, 'X-Min-Position': signup.headers.get('x-position') ?? '' },
      body: JSON.stringify({
        area: String(area.id),
        nrs: 'null',
        esocial: 'Não, e não pretendo adquirir',
        software: null,
        uf: 'SP',
        city: 'Campinas',
      }),
    });
    expect(profile.status).toBe(201);
    const me = await fetch(`${app.url}/v1/auth/me`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Min-Position': profile.headers.get('x-position') ?? '' },
    });
    const id = ((await me.json()) as { userData: { id: string } }).userData.id;
    providerPath = `/parceiros/marta-prado-${id}`;
  }, 60_000);

  it('phone: provider page → "Pedir orçamento a este parceiro" → the wizard names her → filed and confirmed → she reads "Reservada para você por 24 h"', async () => {
    const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
      data: { data: { id: number; name: string }[] };
    };
    const pick = services.data.data[0]!;
    const page = await openPage('phone');
    await page.goto(`${app.url}/`);
    await page.evaluate(
      (value) => window.localStorage.setItem('selectedNrs', value),
      JSON.stringify([{ id: pick.id, name: pick.name }]),
    );

    await page.goto(`${app.url}${providerPath}`);
    await page.getByRole('heading', { name: 'Marta Prado' }).first().waitFor();
    await page.getByRole('link', { name: 'Pedir orçamento a este parceiro' }).first().click();
    await page.getByText('Pedido para Marta Prado e até 4 outros parceiros').waitFor();
    await page.waitForURL(`${app.url}/demanda`);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'issue36-direct-request-step1-phone');
    await pickOption(page, 'Ramo da empresa', 'Indústria');
    await page.getByLabel('Tipo de empresa').fill('Metalúrgica');
    await pickOption(page, 'Quantidade de colaboradores', '51 a 100');
    await pickOption(page, 'Para quando você precisa?', 'Em até 30 dias');
    await page.getByLabel('Atividade da empresa').fill('Fabricação de estruturas metálicas');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/second-state`);
    await page.getByLabel('Estado').click();
    await page.keyboard.type('São Paulo');
    await page.keyboard.press('Enter');
    await page.getByLabel('Cidade').click();
    await page.keyboard.type('Campinas');
    await page.keyboard.press('Enter');
    await page.getByLabel('Bairro').fill('Distrito Industrial');
    await pickOption(page, 'Quem pode entrar em contato?', 'Sem preferência');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/third-state`);
    await page.getByLabel('Nome', { exact: true }).fill('Paula');
    await page.getByLabel('Sobrenome').fill('Ramos');
    await page.getByLabel('Nome da Empresa').fill('Metalúrgica Campinas Ltda');
    await pickOption(page, 'Departamento', 'Proprietário(a) / CEO');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('paula@metalurgica.com.br');
    await page.getByLabel('Confirme o e-mail').fill('paula@metalurgica.com.br');
    await page.getByLabel('Telefone').pressSequentially('19987654321', { delay: 40 });
    await page.getByText('Li e aceito').click();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.getByText('Pedido enviado com sucesso').waitFor();

    const admin = await logInThroughApi(app.url, app.adminEmail, app.adminPassword);
    const list = (await (
      await fetch(`${app.url}/v1/demanda?name=metalurgica`, { headers: { Authorization: `Bearer ${admin}` } })
    ).json()) as { data: { id: number }[] };
    const demandId = list.data[0]!.id;
    const link = await tokenFromMailbox(app.url, 'paula@metalurgica.com.br', demandId);
    await page.goto(`${app.url}/minha-demanda/${link}`);
    await page.getByText('E-mail confirmado! Seu pedido foi publicado para os parceiros.').waitFor();

    const provider = await openPage('phone');
    await logInWithToken(provider, app, token);
    await provider.goto(`${app.url}/dashboard/service/${demandId}`);
    await provider.getByText('Reservada para você por 24 h').waitFor();
    await expectNoSidewaysScroll(provider);
    await saveScreenshot(provider, 'issue36-direct-request-reserved-phone');
  }, 180_000);
});
