import type { DashboardData, LedgerLine } from '@conectasst/common/api/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { getDashboard, getHistory, getLedger, getLedgerCsv, getPaymentReversals } from '../auditApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../auditApi');

const partnerId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const line = (l: Partial<LedgerLine>): LedgerLine => ({
  seq: 1,
  kind: 'compra',
  eventType: 'CreditsPurchased',
  at: '2026-03-02T13:00:00.000Z',
  change: 30,
  balanceAfter: 30,
  credits: 30,
  demandId: null,
  demandTitle: null,
  orderId: 4,
  packageName: 'Inicial',
  method: 'card',
  price: 89.7,
  refunded: null,
  balanceBefore: null,
  reason: null,
  adminId: null,
  adminName: null,
  description: 'Compra do pacote “Inicial” (pedido #4, Cartão, R$ 89,70): 30 créditos',
  ...l,
});

describe('admin audit: the credit ledger', () => {
  asAdmin();

  it('the ledger lists each line with its change and running balance, shows the balance, filters by kind and period', async () => {
    jest.mocked(getLedger).mockResolvedValue({
      data: {
        data: [
          line({}),
          line({
            seq: 2,
            kind: 'ajuste',
            eventType: 'CreditsAdjusted',
            change: 5,
            balanceAfter: 35,
            balanceBefore: 30,
            adminName: 'Ana Admin',
            reason: 'Cortesia',
            description: 'Ajuste por Ana Admin: de 30 para 35 — Cortesia',
          }),
          line({
            seq: 3,
            kind: 'reserva',
            eventType: 'CreditsReserved',
            change: -10,
            balanceAfter: 25,
            credits: 10,
            demandId: 8,
            description: 'Reserva de 10 créditos para a inscrição na demanda #8',
          }),
        ],
        page: 1,
        perPage: 50,
        total: 3,
        lastPage: 1,
        balance: 25,
        partnerName: 'Joana Prado',
      },
    });
    const app = renderApp(`/admin/Parceiro/${partnerId}/creditos`);
    // The admin code loads lazily: the first screen of a file may take a while on a busy machine.
    expect(
      await screen.findByText('Ajuste por Ana Admin: de 30 para 35 — Cortesia', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('ledger-change').map((e) => e.textContent)).toEqual(['+30', '+5', '−10']);
    expect(screen.getAllByTestId('ledger-balance').map((e) => e.textContent)).toEqual(['30', '35', '25']);
    expect(screen.getByTestId('ledger-current-balance')).toHaveTextContent('25');
    expect(screen.getByText('Joana Prado')).toBeInTheDocument();
    expect(getLedger).toHaveBeenLastCalledWith(partnerId, 1, {});

    await app.user.type(screen.getByLabelText('De'), '01/03/2026{Enter}');
    await app.user.click(screen.getByLabelText('Tipo'));
    await app.user.click(await screen.findByTitle('Reserva'));
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(getLedger).toHaveBeenLastCalledWith(partnerId, 1, { from: '2026-03-01', to: undefined, kind: 'reserva' }),
    );

    jest.mocked(getLedgerCsv).mockResolvedValue('"Data";"Tipo"\r\n');
    const createObjectURL = jest.fn(() => 'blob:extrato');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(getLedgerCsv).toHaveBeenCalledWith(partnerId, { from: '2026-03-01', to: undefined, kind: 'reserva' });
    click.mockRestore();
  });
});

describe('admin audit: the record history', () => {
  asAdmin();

  it('Histórico lists the events of the record, newest first, with who did it', async () => {
    jest.mocked(getHistory).mockResolvedValue({
      data: {
        data: [
          {
            revision: 2,
            at: '2026-03-02T14:00:00.000Z',
            eventType: 'AreaRenamed',
            summary: 'Nome alterado de “A” para “B”',
            actor: 'Ana Admin (administrador)',
          },
          {
            revision: 1,
            at: '2026-03-02T13:00:00.000Z',
            eventType: 'AreaCreated',
            summary: 'Área criada: “A”',
            actor: 'Ana Admin (administrador)',
          },
        ],
        page: 1,
        perPage: 20,
        total: 2,
        lastPage: 1,
      },
      pages: [{ page: 1 }],
    });
    renderApp('/admin/historico/area/7');
    expect(
      await screen.findByRole('heading', { name: 'Histórico — Área #7' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // The table draws its header (and an empty placeholder) before the answer: wait for the rows themselves.
    await screen.findByText('Nome alterado de “A” para “B”');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Nome alterado de “A” para “B”')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('02/03/2026, 11:00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Área criada: “A”')).toBeInTheDocument();
    expect(getHistory).toHaveBeenCalledWith('area', '7', 1);
  });
});

describe('admin audit: the painel', () => {
  asAdmin();

  it('the dashboard is the first admin link and shows its totals and chart panels for the period', async () => {
    const data: DashboardData = {
      from: '2026-01-01',
      to: '2026-03-31',
      demandsPerWeek: [{ week: '2026-03-02', demands: 3 }],
      providersPerDemand: [0, 1, 2, 3, 4, 5].map((providers) => ({
        providers,
        demands: providers === 1 ? 2 : providers === 0 ? 1 : 0,
      })),
      creditsPerMonth: [
        { month: '2026-03', sold: 130, spent: 20, revenue: 368.7, reversed: 30, reversedRevenue: 89.7 },
      ],
      partnersPerWeek: [{ week: '2026-03-02', partners: 2 }],
      topServices: [{ name: 'PGR', demands: 3 }],
      topNrs: [{ name: 'NR-01', demands: 3 }],
      topStates: [{ uf: 'SP', demands: 2 }],
      reviewsByStars: [1, 2, 3, 4, 5].map((stars) => ({ stars, reviews: stars === 5 ? 3 : stars === 2 ? 1 : 0 })),
    };
    jest.mocked(getDashboard).mockResolvedValue({ data });
    const app = renderApp('/admin/painel');
    expect(await screen.findByRole('figure', { name: 'Demandas por semana' }, { timeout: 20_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Painel');
    for (const title of [
      'Demandas por número de parceiros inscritos',
      'Créditos vendidos x gastos por mês',
      'Vendas de créditos por mês (R$)',
      'Novos parceiros por semana',
      'Estados com mais demandas',
      'NRs mais pedidas',
      'Serviços mais pedidos',
      'Avaliações por estrelas',
    ]) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('130 / 20')).toBeInTheDocument();
    // Refunds and chargebacks of the period, leading to the alert list.
    expect(screen.getByTestId('dashboard-reversals')).toHaveTextContent('Estornos: R$ 89,70 (30 créditos retirados)');
    expect(screen.getByTestId('dashboard-reversals')).toHaveAttribute('href', '/admin/estornos');
    await waitFor(() => expect(screen.getByLabelText('De')).toHaveValue('01/01/2026'));
    await app.user.clear(screen.getByLabelText('De'));
    await app.user.type(screen.getByLabelText('De'), '01/02/2026{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith('2026-02-01', '2026-03-31'));
  });
});

describe('admin audit: payment reversals', () => {
  asAdmin();

  it('Estornos lists the payments taken back, newest first, with the partner, the reason, the credits and a negative balance in red', async () => {
    jest.mocked(getPaymentReversals).mockResolvedValue({
      data: {
        data: [
          {
            at: '2026-03-02T13:00:00.000Z',
            partnerId,
            partnerName: 'Caio Brito',
            orderId: 4,
            packageName: 'Inicial',
            kind: 'charged_back',
            kindLabel: 'Pagamento contestado no cartão (chargeback)',
            credits: 30,
            price: 89.7,
            refunded: 89.7,
            balanceAfter: -10,
            balanceNow: -10,
          },
        ],
        page: 1,
        perPage: 20,
        total: 1,
        lastPage: 1,
      },
      pages: [{ page: 1 }],
    });
    renderApp('/admin/estornos');
    expect(await screen.findByRole('heading', { name: 'Estornos' }, { timeout: 20_000 })).toBeInTheDocument();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('link', { name: 'Caio Brito' })).toHaveAttribute(
      'href',
      `/admin/Parceiro/${partnerId}/creditos`,
    );
    expect(within(row).getByText('Pagamento contestado no cartão (chargeback)')).toBeInTheDocument();
    expect(within(row).getByText('−30')).toBeInTheDocument();
    expect(within(row).getByText('−10')).toBeInTheDocument();
    expect(within(row).getByText('02/03/2026, 10:00')).toBeInTheDocument();
    expect(getPaymentReversals).toHaveBeenCalledWith(1);
    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getByRole('link', { name: 'Estornos' })).toHaveAttribute('aria-current', 'page');
  });
});
