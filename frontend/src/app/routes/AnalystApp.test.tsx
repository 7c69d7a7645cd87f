import type { LedgerBody, SubscriptionHistoryItem } from '@conectasst/common/api/audit';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { StreamPage } from '@conectasst/common/api/streams';
import { screen, within } from '@testing-library/react';
import { apiClient } from '../../lib/apiClient';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { aCurrentUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

jest.mock('../../session/api/getCurrentUser');

const partnerId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MASK = '•••';

const ledger: LedgerBody = {
  data: {
    data: [
      {
        seq: 1,
        kind: 'ajuste',
        eventType: 'CreditsAdjusted',
        at: '2026-03-02T13:00:00.000Z',
        change: 5,
        balanceAfter: 5,
        credits: null,
        demandId: null,
        demandTitle: null,
        orderId: null,
        packageName: null,
        method: null,
        price: null,
        refunded: null,
        balanceBefore: 0,
        reason: MASK,
        adminId: 'a-1',
        adminName: MASK,
        description: 'Ajuste por •••: de 0 para 5 — •••',
      },
    ],
    page: 1,
    perPage: 50,
    total: 1,
    lastPage: 1,
    balance: 5,
    partnerName: MASK,
  },
};
const subscriptions: PagedBody<SubscriptionHistoryItem>['data'] = {
  data: [
    {
      demandId: 8,
      demandTitle: 'PGR para metalúrgica',
      providerId: partnerId,
      providerName: MASK,
      at: '2026-03-03T13:00:00.000Z',
      credits: 10,
      seatsLeft: 4,
      cancelledAt: null,
      cancelReason: null,
    },
  ],
  page: 1,
  perPage: 20,
  total: 1,
  lastPage: 1,
};
const streamPage = (stream: string): { data: StreamPage } => ({
  data: { stream, category: stream.split('-')[0]!, total: 0, events: [], next: null, links: [] },
});

/** The API as the server answers an analyst: masked names; every call the screens make goes through `apiClient.get`. */
const answer = async (path: string): Promise<unknown> => {
  if (path === '/admin/ledger') return ledger;
  if (path === '/admin/demand-subscriptions' || path === '/admin/partner-subscriptions') return { data: subscriptions };
  if (path.startsWith('/analista/eventos/'))
    return streamPage(decodeURIComponent(path.slice('/analista/eventos/'.length)));
  throw new Error(`unexpected call ${path}`);
};
const answers = jest.spyOn(apiClient, 'get');

/** The analyst's area is a lazy chunk: loaded once up front so a busy machine does not spend a test's waits on it. */
beforeAll(async () => {
  await import('./AnalystApp');
});
beforeEach(() => {
  jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('analyst'));
  answers.mockImplementation(answer as typeof apiClient.get);
});

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe("the analyst's audit screens (issue #40): the admin's components at the analyst's addresses", () => {
  it("the credit ledger reads the same call, shows the masked names and links to the partner's stream and subscriptions", async () => {
    renderApp(`/analista/Parceiro/${partnerId}/creditos`);
    expect(
      await screen.findByText('Ajuste por •••: de 0 para 5 — •••', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(answers).toHaveBeenCalledWith('/admin/ledger', expect.objectContaining({ partnerId, page: 1 }));
    expect(hrefOf('Fluxo do parceiro')).toBe(`/analista/eventos/user-${partnerId}`);
    expect(hrefOf('Inscrições do parceiro')).toBe(`/analista/Parceiro/${partnerId}/inscricoes`);
    expect(screen.queryByRole('link', { name: 'Voltar ao parceiro' })).not.toBeInTheDocument();
    // The menu's "Auditoria" is the current entry on an audit screen.
    expect(screen.getAllByRole('link', { name: /Auditoria/ })[0]).toHaveAttribute('href', '/analista/auditoria');
  });

  it("a demand's subscriptions tell the masked partner apart by its id and link to the analyst's history", async () => {
    renderApp('/analista/demanda/8/inscricoes');
    const partner = await screen.findByRole('link', { name: `${MASK} · 3f1c2d4e` }, { timeout: 20_000 });
    expect(partner).toHaveAttribute('href', `/analista/eventos/user-${partnerId}`);
    expect(hrefOf('Histórico da demanda')).toBe('/analista/historico/demand/8');
  });

  it("a partner's subscriptions link to the analyst's ledger", async () => {
    renderApp(`/analista/Parceiro/${partnerId}/inscricoes`);
    expect(await screen.findByText(`${MASK} · 3f1c2d4e`, undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(hrefOf('Extrato de créditos')).toBe(`/analista/Parceiro/${partnerId}/creditos`);
  });
});

describe('the ways into the audit screens: the menu\'s "Auditoria" and the streams of "Eventos"', () => {
  it('"Auditoria" opens a demand\'s subscriptions and history, and a partner\'s ledger, by the id typed', async () => {
    const app = renderApp('/analista/auditoria');
    expect(await screen.findByText('Escolha o registro e informe o id.', undefined, { timeout: 20_000 })).toBeVisible();
    await app.user.type(screen.getByLabelText('Id do parceiro'), partnerId);
    expect(hrefOf('Extrato de créditos')).toBe(`/analista/Parceiro/${partnerId}/creditos`);
    expect(hrefOf('Histórico do parceiro')).toBe(`/analista/historico/partner/${partnerId}`);
    await app.user.click(screen.getByRole('combobox', { name: 'Registro' }));
    await app.user.click(await screen.findByTitle('Demanda'));
    await app.user.clear(screen.getByLabelText('Número'));
    await app.user.type(screen.getByLabelText('Número'), '12');
    expect(hrefOf('Inscrições da demanda')).toBe('/analista/demanda/12/inscricoes');
    expect(hrefOf('Histórico')).toBe('/analista/historico/demand/12');
  });

  it.each([
    [`wallet-${partnerId}`, { 'Extrato de créditos': `/analista/Parceiro/${partnerId}/creditos` }],
    [
      'demand-12',
      { 'Inscrições da demanda': '/analista/demanda/12/inscricoes', Histórico: '/analista/historico/demand/12' },
    ],
    [`user-${partnerId}`, { 'Histórico do parceiro': `/analista/historico/partner/${partnerId}` }],
    ['service-4', { Histórico: '/analista/historico/service/4' }],
  ])('the stream %s links to its audit screens', async (stream, links) => {
    renderApp(`/analista/eventos/${stream}`);
    const audit = await screen.findByLabelText('Auditoria deste fluxo', undefined, { timeout: 20_000 });
    for (const [name, href] of Object.entries(links))
      expect(within(audit).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('a stream with no audit screen (an order, an e-mail claim) shows no audit links', async () => {
    renderApp('/analista/eventos/order-3');
    expect(await screen.findByText('0 eventos no fluxo.', { exact: false }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Auditoria deste fluxo')).not.toBeInTheDocument();
  });
});
