import { describeInBrowser, saveScreenshot } from './support/browser';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { browserSession } from './support/session';

describeInBrowser('a provider with credits subscribes to a demand and sees the contact', () => {
  const session = browserSession();
  const { app } = session;

  const { get, buyFirstPackageByCard, signUpProvider } = apiClient(app);

  it('dashboard card → Inscreva-se → dialog (30 − 10 = 20) → success → contact shown, and listed in Demandas Inscritas', async () => {
    // Filed and confirmed through the e-mail link (dev mailbox), as a requester does: only then do providers see it.
    const demand = await fileConfirmedDemandForFirstService(app);
    const signup = await signUpProvider(
      { name: 'Otávio', surname: 'Martins', phone: '31987654321', email: 'otavio@sst.com.br' },
      { street: '30130010 - Avenida Afonso Pena - 100 - ', profession: 'Higienista Ocupacional', register: 'ABHO 123' },
    );
    const { token } = signup;
    const paid = await buyFirstPackageByCard(token, signup.position);
    await get('/auth/me', token, paid.position);
    await get('/companys/service?page=1', token, demand.position);

    const page = await session.pageLoggedInWith(token);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Demandas Abertas' }).waitFor();
    await page.getByText('Contagem/MG').waitFor();
    // Every card shows the seats left (issue 10 part 5), said as seats left (issue #19).
    await page.getByText('5 vagas restantes').first().waitFor();
    expect(await page.content()).not.toContain('renata@quimica.com.br');
    await saveScreenshot(page, 'provider-dashboard-desktop');
    // The header holds the seven links, the name and the balance in one 64-px row on a 1366-px screen (issue #19: the
    // name used to wrap above the header's top edge).
    const header = (await page.locator('header.site-header').boundingBox())!;
    const account = (await page.locator('header .site-account').boundingBox())!;
    const signOut = (await page.getByRole('button', { name: 'Sair' }).boundingBox())!;
    expect({
      headerHeight: header.height,
      accountInside: account.y >= header.y && account.y + account.height <= header.y + header.height,
      signOutOnScreen: signOut.x + signOut.width <= page.viewportSize()!.width,
    }).toEqual({ headerHeight: 64, accountInside: true, signOutOnScreen: true });
    await page
      .getByRole('button', { name: /^Inscreva-se:/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/dashboard/service/${String(demand.id)}$`));
    await page.getByRole('button', { name: 'Inscreva-se' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('30 créditos').waitFor();
    await dialog.getByText('20 créditos').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Inscrição realizada com sucesso').waitFor();
    await page.getByText('Contato do solicitante').waitFor({ timeout: 10_000 });
    await page.getByText('renata@quimica.com.br').waitFor();
    await saveScreenshot(page, 'provider-service-contact-desktop');

    await page.goto(`${app.url}/demandasinscritas`);
    await page.getByRole('heading', { name: 'Demandas Inscritas' }).waitFor();
    await page.getByText('renata@quimica.com.br').waitFor();

    // The admin sees the subscription and, in its dialog, the requester's details.
    const admin = await session.adminPage('desktop');
    await admin.getByRole('link', { name: 'Inscrições' }).click();
    await admin.getByRole('heading', { name: 'Inscrições' }).waitFor();
    await admin.getByRole('button', { name: 'Ver inscrição de Otávio Martins em Química Contagem S.A.' }).click();
    await admin.getByRole('dialog').getByText('renata@quimica.com.br').waitFor();
  });
});
