import type { Page } from 'playwright-core';
import { describeInBrowser, saveScreenshot, waitForAnimations } from './support/browser';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { acceptTermsInForce, browserSession } from './support/session';

describeInBrowser('trust: credits back for a bounced lead, and a verified credential the requester sees', () => {
  const session = browserSession();
  const { app, adminPage } = session;
  let seq = 0;

  const { post, get, buyAndSubscribe, mailboxWith, signUpProvider } = apiClient(app);

  async function fileDemand(email: string, name: string, company: string) {
    // Filed and confirmed from the e-mailed link (dev mailbox), so providers see it.
    const r = await fileConfirmedDemandForFirstService(app, {
      primary: { companyType: 'Alimentos', numberOfemployees: '51 a 100', maxDate: 'Em até 30 dias' },
      location: { UF: 'GO', City: 'Anápolis', Street: 'Jundiaí', About: 'PGR e LTCAT.' },
      contact: { Name: name, Surname: 'Moura', CorporateName: company, Email: email, Phone: '62987654321' },
    });
    return { id: r.id, position: r.position };
  }

  /** A Pessoa Física provider with the cheapest package (30 credits), subscribed to `demand`: 20 credits left. */
  async function subscribedProvider(demand: { id: number; position: string }, name: string) {
    const n = ++seq;
    const { token, position } = await signUpProvider(
      { name, surname: 'Prado', phone: '62987654321', email: `prestador${n}@sst.com.br` },
      {
        cpf: n === 1 ? '52998224725' : '16899535009',
        street: '74000000 - Rua 1 - 10 - ',
        profession: 'Engenheiro de Segurança do Trabalho',
        register: 'CREA-GO 1012345678',
      },
    );
    const subscribed = await buyAndSubscribe(token, position, demand);
    await get('/auth/me', token, subscribed);
    return { token, position: subscribed, name: `${name} Prado` };
  }

  async function signedIn(token: string, viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
    const page = await session.openPage(viewport);
    // An API-made provider accepts the terms as the sign-up screen does (issue 37 item 3; admin tokens: a no-op).
    await acceptTermsInForce(app.url, token);
    await page.goto(`${app.url}/login`);
    await page.evaluate((t) => window.localStorage.setItem('token', t), token);
    return page;
  }

  it('a provider reports a lead whose e-mail bounced: the 10 credits come back at once (header balance) and the admin sees it refunded', async () => {
    // The requester's domain cannot exist: the mail server refuses the address (550) when the receipt is sent.
    const demand = await fileDemand('compras@alimentos-goias.invalid', 'Sônia', 'Alimentos Goiás Ltda');
    const provider = await subscribedProvider(demand, 'Caio');

    const page = await signedIn(provider.token);
    await page.goto(`${app.url}/demandasinscritas`);
    await page.getByRole('heading', { name: 'Demandas Inscritas' }).waitFor();
    await page.getByText('compras@alimentos-goias.invalid').waitFor();
    await page.getByText('Saldo: 20 créditos').waitFor();

    await page.getByRole('button', { name: `Reportar problema na demanda ${demand.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar problema nesta demanda' });
    await dialog.getByText('Telefone ou e-mail inválido').click();
    await dialog.getByLabel('Detalhes (opcional)').fill('Os e-mails voltam: domínio inexistente.');
    await waitForAnimations(page);
    await saveScreenshot(page, 'trust-report-dialog-desktop', 'screen');
    // The toast lives 4 s: watched from before the click, as the admin's below.
    const refunded = page.getByText('Créditos devolvidos. +10 créditos').waitFor();
    await dialog.getByRole('button', { name: 'Enviar relato' }).click();
    await refunded;
    await page.getByText('Saldo: 30 créditos').waitFor();
    await page.getByText(/Problema reportado: Telefone ou e-mail inválido — Créditos devolvidos/).waitFor();
    await saveScreenshot(page, 'trust-report-refunded-desktop');

    // After a reload the report and the balance are still there (read models, not local state).
    await page.reload();
    await page.getByText('Saldo: 30 créditos').waitFor();
    await page.getByText('Créditos devolvidos', { exact: true }).first().waitFor();

    const phone = await signedIn(provider.token, 'phone');
    await phone.goto(`${app.url}/demandasinscritas`);
    await phone.getByText(/Problema reportado: Telefone ou e-mail inválido/).waitFor();
    await saveScreenshot(phone, 'trust-report-refunded-phone');

    const admin = await adminPage();
    await admin.getByRole('link', { name: 'Reembolsos' }).click();
    await admin.getByRole('heading', { name: 'Reembolsos' }).waitFor();
    await admin.getByText('Aprovados', { exact: true }).click();
    const row = admin.getByRole('row', { name: new RegExp(`nº ${demand.id}`) });
    await row.getByText('Créditos devolvidos').waitFor();
    await row.getByText('Automático').waitFor();
    await saveScreenshot(admin, 'trust-admin-refunds-desktop');
  }, 180_000);

  it('an admin verifies a declared CREA and the requester receives the provider with the "Verificado" badge', async () => {
    const first = await fileDemand('sonia@laticinios-anapolis.com.br', 'Sônia', 'Laticínios Anápolis');
    const provider = await subscribedProvider(first, 'Lívia');

    // The provider declares the registry on the profile page.
    const page = await signedIn(provider.token);
    await page.goto(`${app.url}/dashboard/profile`);
    await page.getByRole('heading', { name: 'Registros profissionais' }).waitFor();
    await page.getByLabel('Registro', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByTitle('CREA (engenharia)', { exact: true })
      .click();
    await page.getByLabel('Número do registro').fill('1012345678');
    await page.getByLabel('UF do registro').click();
    await page.getByLabel('UF do registro').fill('GO');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByTitle('GO', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Enviar para verificação' }).click();
    await page.getByText('Registro enviado para verificação.').waitFor();
    const declared = page.getByRole('listitem').filter({ hasText: 'CREA 1012345678/GO' });
    await declared.getByText('Em verificação').waitFor();
    await saveScreenshot(page, 'trust-profile-credential-desktop');

    // The admin checks it in the queue.
    const admin = await adminPage();
    await admin.getByRole('link', { name: 'Credenciais' }).click();
    await admin.getByRole('heading', { name: 'Credenciais' }).waitFor();
    await admin.getByRole('button', { name: 'Verificar CREA 1012345678/GO de Lívia Prado' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Verificar registro' });
    await dialog.getByLabel('Nota (opcional)').fill('Conferido no site do CREA-GO.');
    // The toast lives 2 s (spec §9): watch for it from before the click, so a test process busy serving the reply
    // (the app runs in it) cannot start looking after it is gone.
    const toast = admin.getByText('Registro verificado.').waitFor();
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await toast;
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText('Verificados', { exact: true }).click();
    await admin
      .getByRole('row', { name: /CREA 1012345678\/GO/ })
      .getByText('Verificado')
      .waitFor();
    await saveScreenshot(admin, 'trust-admin-credentials-desktop');

    await page.reload();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'CREA 1012345678/GO' })
      .getByText('Verificado', { exact: true })
      .waitFor();

    // A requester who files now meets the provider with the badge, in the e-mail that brings the contact.
    const second = await fileDemand('compras@frigorifico-anapolis.com.br', 'Rafael', 'Frigorífico Anápolis');
    await get('/companys/service?page=1', provider.token, second.position);
    await post('/subs', undefined, provider.token, { id: String(second.id) });
    const toRafael = (m: { to: string; subject: string }) =>
      m.to === 'compras@frigorifico-anapolis.com.br' && m.subject.includes('um prestador');
    const mails = await mailboxWith(toRafael);
    const mail = mails.find(toRafael);
    expect(mail?.text).toContain('Lívia Prado — ✔ Verificado');
    expect(mail?.text).toContain('Registro verificado pela ConectaSST: CREA 1012345678/GO');
    // The mail sent before the check carried no badge.
    const before = mails.find((m) => m.to === 'sonia@laticinios-anapolis.com.br' && m.subject.includes('um prestador'));
    expect(before?.text).not.toContain('Verificado');
  }, 180_000);
});
