import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { apiClient } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { browserSession, type TestApp } from './support/session';

// Review request e-mails (ADR 0126) are sent by the hourly scheduler; here it runs every second so the 'Já contratei'
// e-mail reaches the dev mailbox while the test waits (read by startSystem when the product starts in beforeAll).
process.env.REVIEW_REQUEST_INTERVAL_MS = '1000';

const caio = { name: 'Caio', surname: 'Prado', email: 'caio.prado@sst.com.br', cpf: '52998224725' };
type Person = typeof caio;

/** A confirmed demand for the first service, filed by `contact` from `place` (the requester who will review). */
async function reviewableDemand(
  app: TestApp,
  contact: { Name: string; Surname: string; CorporateName: string; Email: string },
  place: { UF: string; City: string; Street: string; companyType: string; numberOfemployees: string; About: string },
) {
  return fileConfirmedDemandForFirstService(app, {
    primary: { companyType: place.companyType, numberOfemployees: place.numberOfemployees, maxDate: 'Em até 30 dias' },
    location: { UF: place.UF, City: place.City, Street: place.Street, About: place.About },
    contact: { ...contact, Phone: '62981234567' },
  });
}

/** A Pessoa Física provider with the cheapest package, subscribed to `demand` (a seat held). */
async function subscribedProvider(app: TestApp, demand: { id: number; position: string }, person: Person = caio) {
  const { get, buyAndSubscribe, signUpProvider } = apiClient(app);
  const { token, position } = await signUpProvider(
    { name: person.name, surname: person.surname, phone: '62987654321', email: person.email },
    {
      cpf: person.cpf,
      street: '74000000 - Rua 1 - 10 - ',
      profession: 'Engenheiro de Segurança do Trabalho',
      register: 'CREA-GO 1012345678',
    },
  );
  const subscribed = await buyAndSubscribe(token, position, demand);
  const me = (await get('/auth/me', token, subscribed)) as { userData: { id: string } };
  return { token, position: subscribed, id: me.userData.id };
}

describeInBrowser(
  'reviews that cannot be faked: the requester reviews from the link, the provider replies, an admin hides it',
  () => {
    const session = browserSession();
    const { app, adminPage } = session;

    it('requester reviews the seated provider and says who was hired; the provider replies; an admin hides it everywhere', async () => {
      const demand = await reviewableDemand(
        app,
        {
          Name: 'Sônia',
          Surname: 'Moura',
          CorporateName: 'Alimentos Goiás Ltda',
          Email: 'sonia@alimentosgoias.com.br',
        },
        {
          UF: 'GO',
          City: 'Anápolis',
          Street: 'Jundiaí',
          companyType: 'Alimentos',
          numberOfemployees: '51 a 100',
          About: 'PGR e LTCAT.',
        },
      );
      const provider = await subscribedProvider(app, demand);

      // The requester opens the signed link: the seated provider's card offers 'Avaliar'.
      const requester = await session.openPage('desktop');
      await requester.goto(`${app.url}/minha-demanda/${demand.token}`);
      // The form stays closed until asked (issue #35 item 7).
      await requester.getByRole('button', { name: 'Avaliar Caio Prado' }).click({ timeout: 20_000 });
      const form = requester.getByRole('form', { name: 'Avaliar Caio Prado' });
      await form.waitFor();
      await expectNoSeriousA11yViolations(requester, 'requester page with the review form');

      await form.getByRole('button', { name: 'Publicar avaliação' }).click();
      await form.getByText('Escolha de 1 a 5 estrelas.').waitFor();
      await form.getByText('5 ★').click();
      await form.getByLabel('Comentário').fill('Entregou o PGR antes do prazo e explicou tudo com paciência.');
      await form.getByRole('button', { name: 'Publicar avaliação' }).click();
      await requester.getByText('Avaliação publicada. Obrigado!').waitFor();
      const mine = requester.getByLabel('Sua avaliação de Caio Prado');
      await mine.getByText('Entregou o PGR antes do prazo e explicou tudo com paciência.').waitFor();
      await mine.getByRole('img', { name: '5 de 5 estrelas' }).waitFor();

      // 'Já contratei' asks who: the review of the hired provider is marked.
      await requester.getByRole('button', { name: 'Já contratei' }).click();
      const dialog = requester.getByRole('dialog', { name: 'Quem você contratou?' });
      await dialog.getByText('Caio Prado').click();
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await requester.getByText('Que bom! Seu pedido foi encerrado.').waitFor();
      await mine.getByText('Contratado pela ConectaSST').waitFor();
      await saveScreenshot(requester, 'reviews-requester-page');

      // The provider reads it in 'Avaliações' (reviewer: first name + city) and replies once.
      const providerPage = await session.pageLoggedInWith(provider.token);
      await providerPage.goto(`${app.url}/dashboard/avaliacoes`);
      await providerPage.getByRole('heading', { name: 'Avaliações' }).waitFor();
      const card = providerPage.getByLabel('Avaliação de Sônia, Anápolis');
      await card.getByText('Entregou o PGR antes do prazo e explicou tudo com paciência.').waitFor();
      await card.getByText('Contratado pela ConectaSST').waitFor();
      await card
        .getByLabel('Responder (uma única resposta, pública)')
        .fill('Obrigado, Sônia! Foi um prazer atender a equipe.');
      await card.getByRole('button', { name: 'Publicar resposta' }).click();
      await providerPage.getByText('Resposta publicada.').waitFor();
      await card.getByText('Sua resposta: Obrigado, Sônia! Foi um prazer atender a equipe.').waitFor();
      expect(await card.getByRole('button', { name: 'Publicar resposta' }).count()).toBe(0);

      // The requester's page shows the reply.
      await requester.reload();
      await requester
        .getByLabel('Sua avaliação de Caio Prado')
        .getByText('Resposta do parceiro: Obrigado, Sônia! Foi um prazer atender a equipe.')
        .waitFor();

      // The requester's page links the provider's public profile, which shows the rating, the review and the reply, never a contact.
      await requester.getByText('Nota 5 de 5 (1 avaliação)').waitFor();
      await requester.getByRole('link', { name: 'Ver perfil de Caio Prado' }).click();
      await requester.getByRole('heading', { name: 'Caio Prado' }).waitFor();
      await requester.getByText('5 de 5 (1 avaliação)').waitFor();
      const onProfile = requester.getByLabel('Avaliação de Sônia, Anápolis');
      await onProfile.getByText('Contratado pela ConectaSST').waitFor();
      await onProfile.getByText('Resposta do parceiro: Obrigado, Sônia! Foi um prazer atender a equipe.').waitFor();
      expect(await requester.getByText('caio.prado@sst.com.br').count()).toBe(0);
      await expectNoSeriousA11yViolations(requester, 'partner profile');
      const profileUrl = requester.url();
      expect(profileUrl).toMatch(/\/parceiros\/caio-prado-[0-9a-f-]{36}$/);

      // An admin hides it from /admin/avaliacoes (menu 'Confiança'), with a reason.
      const admin = await adminPage();
      await admin.getByRole('link', { name: 'Avaliações' }).click();
      await admin.waitForURL(`${app.url}/admin/avaliacoes`);
      await admin.getByRole('button', { name: 'Ocultar avaliação de Sônia, Anápolis sobre Caio Prado' }).click();
      const hide = admin.getByRole('dialog', { name: 'Ocultar avaliação' });
      await hide.getByLabel('Motivo (fica registrado com o seu nome)').fill('Teste de moderação: conteúdo revisado.');
      await hide.getByRole('button', { name: 'Ocultar' }).click();
      await admin.getByText('Avaliação ocultada.').waitFor();
      await admin.getByRole('button', { name: 'Restaurar avaliação de Sônia, Anápolis sobre Caio Prado' }).waitFor();
      await expectNoSeriousA11yViolations(admin, 'admin reviews queue');

      // Issue #21 item 7: the partners list no longer counts it; the partner's admin page lists it, marked hidden.
      await admin.goto(`${app.url}/admin/Parceiro`);
      const partnerRow = admin
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: 'Caio Prado', exact: true }) });
      await partnerRow.getByRole('cell', { name: '—', exact: true }).waitFor();
      await partnerRow.getByRole('button', { name: 'Editar Caio Prado' }).click();
      await admin.getByTestId('partner-rating').getByText('Ainda sem avaliações visíveis').waitFor();
      const onAdminPage = admin.getByLabel('Avaliação de Sônia, Anápolis');
      await onAdminPage.getByText('Oculta', { exact: true }).waitFor();
      await onAdminPage.getByText('Motivo da ocultação: Teste de moderação: conteúdo revisado.').waitFor();
      await expectNoSeriousA11yViolations(admin, 'admin partner page with its reviews');

      // Hidden: gone from the provider's area and from the requester's page.
      await providerPage.reload();
      await providerPage.getByText('Nenhuma avaliação ainda.', { exact: false }).waitFor();
      await requester.goto(profileUrl);
      await requester.getByText('Ainda sem avaliações').waitFor();
      await requester.goto(`${app.url}/minha-demanda/${demand.token}`);
      await requester.getByText('Sua avaliação deste parceiro foi ocultada pela moderação.').waitFor();
      expect(await requester.getByText('Entregou o PGR antes do prazo').count()).toBe(0);
    });
  },
);

describeInBrowser("reviews from the review request e-mail (issue #21 'Done means')", () => {
  const session = browserSession();
  const { app } = session;
  const { post, get } = apiClient(app);

  it("issue #21 'Done means': the requester reaches the review form from the link in the review request e-mail, and the profile shows the review and its reply", async () => {
    const email = 'marta@ceramicasul.com.br';
    const demand = await reviewableDemand(
      app,
      { Name: 'Marta', Surname: 'Lopes', CorporateName: 'Cerâmica Sul Ltda', Email: email },
      {
        UF: 'GO',
        City: 'Goiânia',
        Street: 'Setor Bueno',
        companyType: 'Cerâmica',
        numberOfemployees: '21 a 50',
        About: 'PCMSO.',
      },
    );
    const dora = await subscribedProvider(app, demand, {
      name: 'Dora',
      surname: 'Lima',
      email: 'dora.lima@sst.com.br',
      cpf: '11144477735',
    });
    // 'Já contratei' (the requester names Dora) makes the scheduler send the review request e-mail.
    await post('/minha-demanda/contratado', { token: demand.token, hired: dora.id });
    let mailed: string | undefined;
    for (let tries = 0; tries < 40 && !mailed; tries += 1) {
      const mails = (await (await fetch(`${app.url}/v1/dev/mailbox`)).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      const request = mails.find(
        (m) => m.to === email && m.subject === `ConectaSST: como foi o atendimento do seu pedido nº ${demand.id}?`,
      );
      mailed = request?.text;
      if (!mailed) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(mailed).toContain('Parceiros que você pode avaliar: Dora Lima.');
    // The link of the e-mail, opened on this server (the e-mail names the configured public address).
    const link = /\/minha-demanda\/[A-Za-z0-9._-]+/.exec(mailed!)?.[0];
    expect(link).toBeDefined();

    const requester = await session.openPage('desktop');
    await requester.goto(`${app.url}${link}`);
    await requester.getByRole('button', { name: 'Avaliar Dora Lima' }).click({ timeout: 20_000 });
    const form = requester.getByRole('form', { name: 'Avaliar Dora Lima' });
    await form.waitFor();
    await form.getByText('4 ★').click();
    await form.getByLabel('Comentário').fill('Fez o PCMSO com cuidado e respondeu rápido às dúvidas.');
    await form.getByRole('button', { name: 'Publicar avaliação' }).click();
    await requester.getByText('Avaliação publicada. Obrigado!').waitFor();
    await requester.getByLabel('Sua avaliação de Dora Lima').getByText('Contratado pela ConectaSST').waitFor();

    // Dora replies (her area is exercised in the test above; here through the API).
    const mine = (await get('/parceiro/avaliacoes', dora.token, dora.position)) as { data: { reviewId: string }[] };
    await post(
      '/parceiro/avaliacoes/resposta',
      { reviewId: mine.data[0]!.reviewId, reply: 'Obrigada, Marta! Conte conosco.' },
      dora.token,
    );

    // The public profile /parceiros/<slug> shows the review and the reply, and no contact.
    await requester.reload();
    await requester.getByRole('link', { name: 'Ver perfil de Dora Lima' }).click();
    await requester.waitForURL(/\/parceiros\/dora-lima-[0-9a-f-]{36}$/);
    await requester.getByRole('heading', { name: 'Dora Lima' }).waitFor();
    await requester.getByText('4 de 5 (1 avaliação)').waitFor();
    const onProfile = requester.getByLabel('Avaliação de Marta, Goiânia');
    await onProfile.getByText('Fez o PCMSO com cuidado e respondeu rápido às dúvidas.').waitFor();
    await onProfile.getByText('Resposta do parceiro: Obrigada, Marta! Conte conosco.').waitFor();
    expect(await requester.getByText('dora.lima@sst.com.br').count()).toBe(0);
    await saveScreenshot(requester, 'reviews-profile-from-mailed-link');

    // Issue #21 item 6: Dora's 'Meu desempenho' (provider menu) counts the seat, the hire and the review.
    const providerPage = await session.pageLoggedInWith(dora.token);
    await providerPage.goto(`${app.url}/dashboard/avaliacoes`);
    await providerPage.getByRole('heading', { name: 'Avaliações' }).waitFor();
    await providerPage.getByRole('link', { name: 'Meu desempenho' }).first().click();
    await providerPage.waitForURL(`${app.url}/dashboard/desempenho`);
    await providerPage.getByRole('heading', { name: 'Meu desempenho' }).waitFor();
    const figure = (title: string) =>
      providerPage.locator('.ant-statistic').filter({ has: providerPage.getByText(title, { exact: true }) });
    await figure('Inscrições').getByText('1', { exact: true }).waitFor();
    await figure('Contratações').getByText('1', { exact: true }).waitFor();
    await figure('Créditos por contratação').getByText('10', { exact: true }).waitFor();
    await figure('Nota').getByText('4 de 5 (1)').waitFor();
    await providerPage.getByText('Ainda sem comparação').waitFor();
    await expectNoSeriousA11yViolations(providerPage, 'Meu desempenho');
  });
});
