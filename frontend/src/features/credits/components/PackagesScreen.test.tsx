import { screen } from '@testing-library/react';
import { CREDIT_BACK_POLICY } from '@conectasst/common/rules/trustRules';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getFaqs, getMyOrders, getProviderPackages } from '../api/creditsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/creditsApi');

const faq = (id: number, title: string, description: string) => ({ id, title, description });

/** Issue #35 item 7: "Comprar Créditos" shows the packages first, names PIX, and then only the provider's questions. */
describe('/dashboard/pacotes: packages first', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getMyOrders).mockResolvedValue({ data: [] });
    jest.mocked(getProviderPackages).mockResolvedValue({
      data: [{ id: 1, name: 'Inicial', credits: 30, ndemanda: 3, price: 89.7, pricePerCredit: 2.99, status: true }],
    });
    jest.mocked(getFaqs).mockResolvedValue({
      data: [
        faq(1, 'Quanto custa pedir um orçamento?', 'Nada. O pedido de orçamento é gratuito.'),
        faq(2, 'Quando os créditos são consumidos?', 'Só quando o parceiro se inscreve em uma demanda.'),
        faq(3, 'A ConectaSST cobra comissão ou mensalidade?', 'Não: o parceiro fica com 100% do valor negociado.'),
        faq(4, CREDIT_BACK_POLICY.title, CREDIT_BACK_POLICY.paragraphs.join('\n')),
      ],
    });
  });

  it('names PIX among the payment methods, shows the packages before the credit-back rule and the FAQ, and lists only the provider questions, the credit-back rule once', async () => {
    renderApp('/dashboard/pacotes');
    const buy = await screen.findByRole('button', { name: 'Comprar Inicial' });
    expect(screen.getByText(/Pague com PIX, cartão ou boleto/)).toBeInTheDocument();
    const faqHeading = screen.getByRole('heading', { name: 'Perguntas frequentes' });
    const creditBack = screen.getByText('Créditos de volta em demandas com problema');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([follows(buy, creditBack), follows(buy, faqHeading)]).toEqual([true, true]);

    expect(screen.getAllByText(CREDIT_BACK_POLICY.title)).toHaveLength(1);
    expect(screen.getByText('Quando os créditos são consumidos?')).toBeInTheDocument();
    expect(screen.getByText('A ConectaSST cobra comissão ou mensalidade?')).toBeInTheDocument();
    expect(screen.queryByText('Quanto custa pedir um orçamento?')).not.toBeInTheDocument();
    // The rule's paragraphs are folded in the accordion, not spread over the page.
    expect(screen.queryByText(CREDIT_BACK_POLICY.paragraphs[1])).not.toBeInTheDocument();
  });

  it("Minhas compras: a partly refunded purchase reads 'Reembolsado parcialmente' with the money given back and the credits taken (ADR 0168)", async () => {
    const order = {
      packageName: 'Inicial',
      credits: 30,
      price: 89.7,
      method: 'card' as const,
      pix: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      invoice: null,
    };
    jest.mocked(getMyOrders).mockResolvedValue({
      data: [
        { ...order, id: 2, status: 'partially_refunded', refunded: 44.85, creditsTaken: 15 },
        { ...order, id: 1, status: 'paid', refunded: 0, creditsTaken: 0 },
      ],
    });
    renderApp('/dashboard/pacotes');
    // The table draws its header before the orders: wait for the rows themselves.
    await screen.findByText(/Reembolsado parcialmente/);
    const rows = screen.getAllByRole('row');
    const refunded = rows.find((r) => r.textContent?.includes('Reembolsado parcialmente'));
    expect(refunded?.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 44,85 devolvidos · 15 créditos retirados');
    const paid = rows.find((r) => r.textContent?.includes('Pago: créditos liberados'));
    expect(paid?.textContent).not.toContain('devolvidos');
  });

  it("Minhas compras: each order's NFS-e — its state and number, and 'Baixar NFS-e' once issued (issue 37, ADR 0171)", async () => {
    const order = {
      packageName: 'Inicial',
      credits: 30,
      price: 89.7,
      method: 'pix' as const,
      pix: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      refunded: 0,
      creditsTaken: 0,
    };
    const note = {
      number: '202600000070',
      verificationCode: 'ABCD1234',
      issuedAt: '2026-11-25T10:01:00.000Z',
      lastError: null,
    };
    jest.mocked(getMyOrders).mockResolvedValue({
      data: [
        { ...order, id: 7, status: 'paid', invoice: { ...note, status: 'issued', downloadable: true } },
        {
          ...order,
          id: 8,
          status: 'paid',
          invoice: {
            ...note,
            number: null,
            verificationCode: null,
            issuedAt: null,
            status: 'requested',
            downloadable: false,
          },
        },
      ],
    });
    renderApp('/dashboard/pacotes');
    expect(await screen.findByText('NFS-e emitida nº 202600000070')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar a nota fiscal do pedido 7' })).toBeInTheDocument();
    expect(screen.getByText('NFS-e em emissão')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar a nota fiscal do pedido 8' })).not.toBeInTheDocument();
  });
});
