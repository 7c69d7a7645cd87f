import type { ComparedProposal } from '@conectasst/common/api/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/renderApp';
import { getRequesterPage, getRequesterReviews } from '../api/requesterApi';
import { getRequesterProposals, postAcceptProposal } from '../api/requesterProposalsApi';
import { demand } from '../requesterFixtures';

jest.mock('../api/requesterApi');
jest.mock('../api/requesterProposalsApi');

const page = demand('open', [], { activity: '', cnae: '', subs: 2 });
const proposal = (over: Partial<ComparedProposal>): ComparedProposal => ({
  revision: 1,
  priceMinCents: 300_000,
  priceMaxCents: null,
  paymentTerms: 'À vista',
  items: [{ serviceId: null, description: 'PGR' }],
  deadlineDays: 30,
  deadlineDate: null,
  validUntil: '2099-01-31',
  signatory: { credentialId: 'c-1', label: 'CREA 123/SP', verified: true },
  notes: '',
  pdf: null,
  sentAt: '2026-11-26T12:00:00.000Z',
  providerId: 'p-1',
  providerName: 'SST Alfa',
  profilePath: '/parceiros/sst-alfa-p-1',
  rating: { average: 4.5, count: 2 },
  answeredInHours: 3,
  accepted: false,
  pdfPath: null,
  ...over,
});

/** Issue #36 item 2: the requester compares the proposals (cards on a phone) and accepts one after confirming. */
describe('the proposals on the requester page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(getRequesterPage).mockResolvedValue({ data: page });
    jest
      .mocked(getRequesterReviews)
      .mockResolvedValue({ data: { reviews: [], hiddenProviderIds: [], hired: null } } as never);
  });

  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('on a phone (390 px): a card per proposal with price, deadline, validity, verified signatory, rating and answer time, cheapest first', async () => {
    window.innerWidth = 390;
    jest.mocked(getRequesterProposals).mockResolvedValue({
      data: [
        proposal({}),
        proposal({
          providerId: 'p-2',
          providerName: 'SST Beta',
          priceMinCents: 150_000,
          priceMaxCents: 200_000,
          deadlineDays: 10,
          pdfPath: '/v1/x.pdf',
          pdf: { name: 'beta.pdf', size: 10 },
        }),
      ],
      hired: null,
    });
    renderApp('/minha-demanda/tok');
    const cards = await screen.findAllByTestId('proposal-card');
    expect(cards.map((c) => within(c).getByText(/^SST/).textContent)).toEqual(['SST Beta', 'SST Alfa']);
    expect(cards[0]).toHaveTextContent('R$ 1.500,00 a R$ 2.000,00');
    expect(cards[0]).toHaveTextContent('10 dias');
    expect(within(cards[1]!).getByText('Verificado')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('4,5 de 5 (2)');
    expect(cards[1]).toHaveTextContent('em 3 h');
    expect(within(cards[0]!).getByRole('link', { name: /Baixar PDF/ })).toHaveAttribute('href', '/v1/x.pdf');
  });

  it('on a desktop, a sortable table; "Aceitar proposta" asks for confirmation, then accepts the revision shown', async () => {
    jest.mocked(getRequesterProposals).mockResolvedValue({ data: [proposal({ revision: 2 })], hired: null });
    jest
      .mocked(postAcceptProposal)
      .mockResolvedValue({ message: 'Proposta aceita. Avisamos o parceiro escolhido e os demais.' });
    renderApp('/minha-demanda/tok');
    expect(await screen.findByRole('columnheader', { name: /Preço/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar proposta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Aceitar a proposta de SST Alfa?');
    expect(postAcceptProposal).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar proposta' }));
    await waitFor(() => expect(postAcceptProposal).toHaveBeenCalledWith('tok', 'p-1', 2));
  });

  it('Chamar no WhatsApp beside e-mail and phone, for a mobile number only, with a message naming the demand (issue #36 item 3)', async () => {
    const provider = (id: string, name: string, phone: string) => ({
      id,
      name,
      corporateName: null,
      email: `${id}@sst.com.br`,
      phone,
      profession: null,
      subscribedAt: '2026-11-25T12:00:00.000Z',
      credentials: [],
      verified: false,
      profilePath: `/parceiros/${id}`,
      rating: { average: null, count: 0 },
    });
    jest.mocked(getRequesterPage).mockResolvedValue({
      data: {
        ...page,
        providers: [provider('p-1', 'Bruno Tavares', '11987654321'), provider('p-2', 'Ana Lima', '1133224455')],
      },
    });
    jest.mocked(getRequesterProposals).mockResolvedValue({ data: [], hired: null });
    renderApp('/minha-demanda/tok');
    const bruno = await screen.findByLabelText('Parceiro Bruno Tavares');
    expect(within(bruno).getByRole('link', { name: /Chamar no WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá, Bruno Tavares! Sou Helena e falo sobre o meu pedido nº 7 (PGR) na ConectaSST.')}`,
    );
    expect(
      within(screen.getByLabelText('Parceiro Ana Lima')).queryByRole('link', { name: /Chamar no WhatsApp/ }),
    ).toBeNull();
  });
});
