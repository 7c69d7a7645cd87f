import { tokenFromMailbox } from '../test-support/demands';
import { apiClient, logInThroughApi, martaPrado } from './support/api';
import { describeInBrowser, expectNoSidewaysScroll, pickOption, saveScreenshot } from './support/browser';
import { answerCampinasPlace, answerMetalworksCompany, answerPaulaRamos } from './support/wizard';
import { browserSession, logInWithToken } from './support/session';
import { catalogueServices, type CatalogueService } from './support/demands';

/**
 * Pedido direto (issue #36 item 4, ADR 0170) at 390×844: from the provider page, "Pedir orçamento a este parceiro" → the
 * wizard names the provider → filed and confirmed → the named provider sees the demand "Reservada para você por 24 h".
 */
describeInBrowser('a requester asks one provider directly (Pedido direto)', () => {
  const session = browserSession();
  const { app, openPage } = session;
  const { signUpProvider, areaId, serviceProfile, publicPagePath } = apiClient(app);
  let token = '';
  let providerPath = '';

  beforeAll(async () => {
    const signup = await signUpProvider(martaPrado);
    token = signup.token;
    const area = await areaId('Segurança do Trabalho');
    const profile = await serviceProfile(token, signup.position, { area, uf: 'SP', cities: 'Campinas' });
    providerPath = await publicPagePath(token, profile, 'marta-prado');
  }, 60_000);

  it('phone: provider page → "Pedir orçamento a este parceiro" → the wizard names her → filed and confirmed → she reads "Reservada para você por 24 h"', async () => {
    const [pick] = (await catalogueServices(app)) as [CatalogueService];
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
    await answerMetalworksCompany(page);
    await page.getByLabel('Atividade da empresa').fill('Fabricação de estruturas metálicas');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/second-state`);
    await answerCampinasPlace(page);
    await pickOption(page, 'Quem pode entrar em contato?', 'Sem preferência');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.waitForURL(`${app.url}/demanda/third-state`);
    await answerPaulaRamos(page);
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
