import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderListItem } from '@conectasst/common/api/providers';
import type { AdminReview } from '@conectasst/common/api/reviews';
import { asAdmin } from '../../../../testing/asAdmin';
import { aPartnerDetail } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/renderApp';
import { getPartner, getPartnerReviews, getPartnersPage } from '../partnersApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../partnersApi');

const ID = '0d5e2f4a-1b2c-4d3e-8f90-123456789abc';
const partner = (id: string, name: string, ratingAverage: number | null, ratingCount: number): ProviderListItem => ({
  id,
  name,
  razao_social: 'Jurídica',
  cpf: '11222333000181',
  credits: 3,
  status: true,
  reportsFlagged: false,
  ratingAverage,
  ratingCount,
});
const review = (over: Partial<AdminReview>): AdminReview => ({
  reviewId: 'r1',
  demandId: 42,
  providerId: ID,
  providerName: 'Prevenir SST',
  stars: 5,
  comment: 'Entregou o PGR antes do prazo.',
  reviewer: 'Sônia, Anápolis',
  writtenAt: '2026-11-01T12:00:00.000Z',
  editedAt: null,
  editableUntil: '2026-11-15T12:00:00.000Z',
  reply: 'Obrigado, Sônia!',
  repliedAt: '2026-11-02T12:00:00.000Z',
  hired: true,
  hidden: false,
  moderationReason: null,
  moderatedAt: null,
  reports: 0,
  reportReasons: [],
  ...over,
});

/** One page of the paged list (`GET /v1/admin/partners`), as the server answers it. */
const pageOf = (items: ProviderListItem[], page = 1, total = items.length) => ({
  data: { data: items, page, perPage: 10, total, lastPage: Math.max(1, Math.ceil(total / 10)) },
  pages: Array.from({ length: Math.max(1, Math.ceil(total / 10)) }, (_, i) => ({ page: i + 1 })),
});

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no table row for ${name}`);
  return row;
}

/** Issue #21 item 7: the partners' ratings in the admin list and the partner's reviews on its admin page. */
describe('/admin/Parceiro ratings', () => {
  asAdmin();

  it('given partners with and without visible reviews, then the list shows an Avaliação column with the average and count, or a dash', async () => {
    jest
      .mocked(getPartnersPage)
      .mockResolvedValue(
        pageOf([
          partner(ID, 'Prevenir SST', 4.5, 2),
          partner('b6a1c7e2-0000-4000-8000-000000000001', 'Igor Nunes', null, 0),
        ]),
      );
    renderApp('/admin/Parceiro');

    expect(await screen.findByText('Prevenir SST')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Avaliação/ })).toBeInTheDocument();
    expect(within(rowOf('Prevenir SST')).getByText('4,5 de 5 (2)')).toBeInTheDocument();
    expect(within(rowOf('Igor Nunes')).getByText('—')).toBeInTheDocument();
  });

  it('given a partner with a visible and a hidden review, then its admin page lists both, marks the hidden one with its reason, and averages the visible one only', async () => {
    jest.mocked(getPartner).mockResolvedValue({ data: aPartnerDetail(ID) });
    jest.mocked(getPartnerReviews).mockResolvedValue({
      data: [
        review({}),
        review({
          reviewId: 'r2',
          stars: 1,
          reviewer: 'Caio, Goiânia',
          comment: 'Texto ofensivo.',
          reply: null,
          hired: false,
          hidden: true,
          moderationReason: 'Ofensivo.',
          reports: 2,
        }),
      ],
    });
    renderApp(`/admin/Parceiro/edit/${ID}`);

    expect(await screen.findByTestId('partner-rating')).toHaveTextContent('5 de 5 (1 avaliação)');
    expect(getPartnerReviews).toHaveBeenCalledWith(ID);
    const visible = screen.getByLabelText('Avaliação de Sônia, Anápolis');
    expect(within(visible).getByText('Entregou o PGR antes do prazo.')).toBeInTheDocument();
    expect(within(visible).getByText('Resposta do parceiro: Obrigado, Sônia!')).toBeInTheDocument();
    expect(within(visible).getByText('Contratado pela ConectaSST')).toBeInTheDocument();
    const hidden = screen.getByLabelText('Avaliação de Caio, Goiânia');
    expect(within(hidden).getByText('Oculta')).toBeInTheDocument();
    expect(within(hidden).getByText('2 denúncias')).toBeInTheDocument();
    expect(within(hidden).getByText('Motivo da ocultação: Ofensivo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moderar em Avaliações' })).toHaveAttribute('href', '/admin/avaliacoes');
  });

  it('given 25 partners, when the admin filters and picks page 2, then the server is asked for that page with the filters (ADR 0166)', async () => {
    jest
      .mocked(getPartnersPage)
      .mockImplementation(async (request) =>
        pageOf([partner(ID, request.page === 2 ? 'Segunda Página' : 'Prevenir SST', null, 0)], request.page ?? 1, 25),
      );
    renderApp('/admin/Parceiro');
    expect(await screen.findByText('Prevenir SST')).toBeInTheDocument();
    expect(getPartnersPage).toHaveBeenLastCalledWith({});

    await userEvent.type(screen.getByLabelText('Nome'), 'joão');
    await userEvent.type(screen.getByLabelText('CPF/CNPJ'), '11.222.333/0001-81');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(getPartnersPage).toHaveBeenLastCalledWith({ name: 'joão', document: '11.222.333/0001-81' }),
    );

    await userEvent.click(await screen.findByTitle('2'));
    expect(await screen.findByText('Segunda Página')).toBeInTheDocument();
    expect(getPartnersPage).toHaveBeenLastCalledWith({ page: 2, name: 'joão', document: '11.222.333/0001-81' });
  });
});
