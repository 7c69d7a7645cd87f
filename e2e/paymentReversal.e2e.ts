import { describeInBrowser, saveScreenshot, waitForAnimations } from './support/browser';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { browserSession } from './support/session';

const NEGATIVE_BALANCE =
  'Seu saldo de créditos está negativo porque um pagamento já creditado foi estornado ou contestado. Compre um pacote para cobrir o saldo e voltar a se inscrever.';

/** ADR 0111: a card payment charged back after its credits bought a seat, seen by the provider and by the admin. */
describeInBrowser('a chargeback after a spend, in the browser', () => {
  const session = browserSession();
  const { app } = session;

  const { post, get, buyFirstPackageByCard, signUpProvider } = apiClient(app);

  const fileDemand = async (email: string) => {
    return fileConfirmedDemandForFirstService(app, {
      primary: { companyType: 'Alimentos', numberOfemployees: '51 a 100', maxDate: 'Em até 30 dias' },
      location: { UF: 'GO', City: 'Anápolis', Street: 'Jundiaí', About: 'PGR e LTCAT.' },
      contact: {
        Name: 'Sônia',
        Surname: 'Moura',
        CorporateName: 'Alimentos Goiás Ltda',
        Email: email,
        Phone: '62987654321',
      },
    });
  };

  it('the provider sees the negative balance and why, cannot subscribe; the admin finds the reversal in Estornos, the ledger and the Painel', async () => {
    const first = await fileDemand('compras@alimentos-goias.com.br');
    const second = await fileDemand('rh@alimentos-goias.com.br');

    // A provider buys 30 credits by card and spends 10 on a seat (through the API: the screens are covered elsewhere).
    const signup = await signUpProvider(
      { name: 'Caio', surname: 'Prado', phone: '62987654321', email: 'caio.prado@sst.com.br' },
      {
        street: '74000000 - Rua 1 - 10 - ',
        profession: 'Engenheiro de Segurança do Trabalho',
        register: 'CREA-GO 1012345678',
      },
    );
    const { token } = signup;
    const paid = await buyFirstPackageByCard(token, signup.position);
    await get('/auth/me', token, paid.position);
    await get('/companys/service?page=1', token, second.position);
    await post('/subs', undefined, token, { id: String(first.id) });

    // The card holder disputes the payment: the sandbox plays Mercado Pago's charged_back.
    const charged = await post('/checkout/sandbox/reverse', { token: paid.checkoutToken, kind: 'charged_back' });
    expect((await get('/auth/me', token, charged.position)).credits).toBe(-10);

    const page = await session.pageLoggedInWith(token);
    await page.goto(`${app.url}/dashboard/pacotes`);
    await page.getByText('Seu saldo está negativo: -10 créditos').waitFor();
    await page.getByText(/Um pagamento já creditado foi estornado ou contestado no cartão/).waitFor();
    await page.getByText('Pagamento contestado no cartão: créditos retirados').waitFor();
    await saveScreenshot(page, 'reversal-provider-packages-desktop');

    // Subscribing is not offered: the dialog says what is missing (issue #35 item 5) and the server refuses it anyway.
    await page.goto(`${app.url}/dashboard/service/${second.id}`);
    await page.getByRole('button', { name: 'Inscreva-se' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('-10 créditos').waitFor();
    await dialog.getByText('Faltam 20 créditos').waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Comprar créditos' }).waitFor();
    await expect(post('/subs', undefined, token, { id: String(second.id) })).rejects.toThrow(NEGATIVE_BALANCE);
    await waitForAnimations(page);
    await saveScreenshot(page, 'reversal-provider-subscribe-refused-desktop', 'screen');

    const phone = await session.pageLoggedInWith(token, 'phone');
    await phone.goto(`${app.url}/dashboard/pacotes`);
    await phone.getByText('Seu saldo está negativo: -10 créditos').waitFor();
    await saveScreenshot(phone, 'reversal-provider-packages-phone');

    // The admin: Estornos in the side menu, the row, then the partner's ledger; the Painel links to the list.
    const admin = await session.adminPage();
    await admin.getByRole('link', { name: /^Estornos(\s*\d+)?$/ }).click();
    await admin.getByRole('heading', { name: 'Estornos' }).waitFor();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: 'Caio Prado' }) });
    await row.getByText('Pagamento contestado no cartão (chargeback)').waitFor();
    await row.getByText('−30').waitFor();
    await row.getByText('−10').waitFor();
    await saveScreenshot(admin, 'reversal-admin-list-desktop');
    await row.getByRole('link', { name: 'Caio Prado' }).click();
    await admin.getByRole('heading', { name: /Extrato de créditos/ }).waitFor();
    await admin.getByText(/Pagamento contestado no cartão \(chargeback\): 30 créditos da compra do pacote/).waitFor();
    await admin.getByRole('link', { name: 'Painel' }).click();
    await admin.getByTestId('dashboard-reversals').waitFor();
    expect(await admin.getByTestId('dashboard-reversals').textContent()).toMatch(
      /^Estornos: R\$\s[\d.,]+ \(30 créditos retirados\)$/,
    );
    await admin.getByTestId('dashboard-reversals').click();
    await admin.waitForURL(`${app.url}/admin/estornos`);
  });

  it('a partial refund (ADR 0168): half the money back takes half the credits; the admin sees it in Estornos with the money given back, and in the ledger', async () => {
    const signup = await signUpProvider(
      { name: 'Lia', surname: 'Brandão', phone: '62987654322', email: 'lia.brandao@sst.com.br' },
      {
        cpf: '11144477735',
        street: '74000000 - Rua 1 - 10 - ',
        profession: 'Engenheiro de Segurança do Trabalho',
        register: 'CREA-GO 1012345679',
      },
    );
    const { token } = signup;
    const paid = await buyFirstPackageByCard(token, signup.position);
    const before = Number((await get('/auth/me', token, paid.position)).credits);
    const pkg = (
      (await get('/dashboard/packages', token, paid.position)) as { data: { price: number; credits: number }[] }
    ).data[0]!;
    const half = Math.floor(Math.round(pkg.price * 100) / 2);
    const refunded = await post('/checkout/sandbox/reverse', {
      token: paid.checkoutToken,
      kind: 'partial_refund',
      amount: (half / 100).toFixed(2),
      refundId: 'e2e-refund-1',
    });
    const share = Math.floor((pkg.credits * half) / Math.round(pkg.price * 100));
    expect((await get('/auth/me', token, refunded.position)).credits).toBe(before - share);

    const admin = await session.adminPage();
    await admin.getByRole('link', { name: /^Estornos(\s*\d+)?$/ }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: 'Lia Brandão' }) });
    await row.getByText('Reembolso parcial').waitFor();
    await row.getByText(`−${share}`).waitFor();
    await saveScreenshot(admin, 'partial-refund-admin-list-desktop');
    await row.getByRole('link', { name: 'Lia Brandão' }).click();
    await admin
      .getByText(new RegExp(`Reembolso parcial de R\\$\\s[\\d.,]+: ${share} créditos da compra do pacote`))
      .waitFor();

    // Meus pedidos on a phone: the purchase no longer reads 'Pago', but what happened to it (ADR 0168 §9).
    const provider = await session.pageLoggedInWith(token, 'phone');
    await provider.goto(`${app.url}/dashboard/pacotes`);
    const purchase = provider.getByRole('row').filter({ hasText: 'Reembolsado parcialmente' });
    await purchase.getByText(new RegExp(`R\\$\\s[\\d.,]+ devolvidos · ${share} créditos retirados`)).waitFor();
    expect(await provider.getByText('Pago: créditos liberados').count()).toBe(0);
    await purchase.scrollIntoViewIfNeeded();
    await saveScreenshot(provider, 'partial-refund-my-orders-phone', 'screen');
  });
});
