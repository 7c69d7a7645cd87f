import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { apiClient, logInThroughApi } from './support/api';
import { fileConfirmedDemandForFirstService } from './support/demands';
import { browserSession, type TestApp } from './support/session';
import { DAY_MS } from '@conectasst/common/rules/time';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A provider with the cheapest package, a CREA verified by the admin, and a seat on `demand`. */
async function seatedProvider(
  app: TestApp,
  adminToken: string,
  demand: { id: number; position: string },
  who: { name: string; email: string; crea: string },
) {
  const { post, get, buyFirstPackageByCard } = apiClient(app);
  const signup = await post('/auth', {
    name: who.name,
    surname: 'Teste',
    phone: '62987654321',
    email: who.email,
    password: 'segredo12345',
  });
  const token = signup.body.token as string;
  const declared = await post('/credentials', { kind: 'CREA', number: who.crea, uf: 'GO' }, token);
  const credentialId = (declared.body.data as { credentialId: string }).credentialId;
  await post('/admin/credentials/verify', { credentialId, note: 'Conferido no CREA-GO.' }, adminToken, {
    'X-Min-Position': declared.position,
  });
  const paid = await buyFirstPackageByCard(token, signup.position);
  await get('/companys/service?page=1', token, demand.position);
  await get('/auth/me', token, paid.position);
  const subscribed = await post('/subs', undefined, token, { id: String(demand.id) });
  return { token, credentialId, position: subscribed.position, label: `CREA ${who.crea}/GO` };
}

describeInBrowser(
  'proposals: two providers send, the requester compares on a phone and accepts one, both see the outcome',
  () => {
    const session = browserSession();
    const { app } = session;

    it('a proposal with a PDF through the form, another through the API; the comparison at 390 × 844 (axe); accepted: ganha / perdida', async () => {
      const demand = await fileConfirmedDemandForFirstService(app, {
        primary: { companyType: 'Cerâmica', numberOfemployees: '51 a 100', maxDate: 'Em até 30 dias' },
        location: { UF: 'GO', City: 'Anápolis', Street: 'Jundiaí', About: 'PGR e LTCAT.' },
        contact: {
          Name: 'Lívia',
          Surname: 'Campos',
          CorporateName: 'Cerâmica Anápolis Ltda',
          Email: 'livia@ceramica.com.br',
          Phone: '62981234567',
        },
      });
      const adminToken = await logInThroughApi(app.url, app.adminEmail, app.adminPassword);
      const alfa = await seatedProvider(app, adminToken, demand, {
        name: 'Alfa',
        email: 'alfa@sst-go.com.br',
        crea: '1012345678',
      });
      const beta = await seatedProvider(app, adminToken, demand, {
        name: 'Beta',
        email: 'beta@sst-go.com.br',
        crea: '1098765432',
      });

      // Beta's proposal through the API.
      await apiClient(app).post(
        '/parceiro/propostas',
        {
          demandId: demand.id,
          priceMinCents: 480_000,
          priceMaxCents: null,
          paymentTerms: 'À vista',
          items: [{ serviceId: null, description: 'PGR' }],
          deadlineDays: 20,
          deadlineDate: null,
          validUntil: inDays(20),
          credentialId: beta.credentialId,
          notes: '',
          pdf: null,
        },
        beta.token,
        { 'X-Min-Position': beta.position },
      );

      // Alfa sends its proposal, with a PDF, from "Demandas Inscritas" on a phone.
      const alfaPage = await session.pageLoggedInWith(alfa.token, 'phone');
      await alfaPage.goto(`${app.url}/demandasinscritas`);
      await alfaPage.getByRole('button', { name: 'Enviar proposta' }).click({ timeout: 20_000 });
      const form = alfaPage.getByRole('form', { name: 'Proposta' });
      await form.getByLabel('Valor (R$)').fill('3.500,00');
      await form.getByLabel('Até (R$, opcional, para uma faixa)').fill('4.000,00');
      await form.getByLabel('Condições de pagamento').fill('50% na assinatura, 50% na entrega');
      await form.getByLabel('Item 1 do escopo').fill('PGR completo com inventário de riscos');
      await form.getByLabel('Dias para executar').fill('30');
      await form.getByLabel('Responsável técnico (registro verificado)').click();
      await alfaPage.locator('.ant-select-item-option', { hasText: alfa.label }).click();
      await form
        .getByLabel('PDF da proposta (opcional, até 5 MB)')
        .setInputFiles({ name: 'proposta-alfa.pdf', mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: 'Enviar proposta' }).click();
      await alfaPage.getByText('Proposta enviada.').waitFor();
      await alfaPage.getByRole('button', { name: 'Revisar proposta' }).waitFor();
      await alfaPage.getByText('proposta-alfa.pdf').waitFor();

      // The requester compares them on a phone: a card each, cheapest first, Verificado, the PDF; no serious axe finding.
      const requester = await session.openPage('phone');
      await requester.goto(`${app.url}/minha-demanda/${demand.token}`);
      await requester.getByRole('heading', { name: 'Propostas recebidas' }).waitFor({ timeout: 20_000 });
      const cards = requester.getByTestId('proposal-card');
      await cards.nth(1).waitFor();
      expect(await cards.nth(0).textContent()).toContain('R$ 3.500,00 a R$ 4.000,00');
      expect(await cards.nth(1).textContent()).toContain('R$ 4.800,00');
      await cards.nth(0).getByText('Verificado').waitFor();
      await cards
        .nth(0)
        .getByRole('link', { name: /Baixar PDF/ })
        .waitFor();
      await expectNoSeriousA11yViolations(requester, 'requester page with the proposals compared');
      await saveScreenshot(requester, 'proposals-comparison-phone');

      await cards.nth(0).getByRole('button', { name: 'Aceitar proposta' }).click();
      // The confirmation names the provider before anything is recorded.
      const confirm = requester.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: 'Aceitar a proposta de Alfa Teste?' }).waitFor();
      await confirm.getByRole('button', { name: 'Aceitar proposta' }).click();
      await requester.getByText('Proposta aceita. Avisamos o parceiro escolhido e os demais.').waitFor();
      await requester.getByText('Proposta aceita', { exact: true }).waitFor({ timeout: 20_000 });

      // Both providers see the outcome in "Demandas Inscritas".
      await alfaPage.reload();
      await alfaPage.getByText('O solicitante aceitou a sua proposta.').waitFor({ timeout: 20_000 });
      const betaPage = await session.pageLoggedInWith(beta.token, 'phone');
      await betaPage.goto(`${app.url}/demandasinscritas`);
      await betaPage.getByText('O solicitante escolheu outro parceiro.').waitFor({ timeout: 20_000 });
      expect(await betaPage.getByText('proposta-alfa.pdf').count()).toBe(0);
    });
  },
);
