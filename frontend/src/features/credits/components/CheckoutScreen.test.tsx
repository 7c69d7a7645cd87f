import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@conectasst/common/api/checkout';
import { ApiError } from '../../../lib/apiClient';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { aCurrentUser } from '../../../testing/fixtures';
import { confirmSandboxPix, getSandboxOrder, paySandbox } from '../api/creditsApi';
import { PIX_EXPIRED_TEXT } from './CheckoutScreen';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/creditsApi');

const TOKEN = 'a'.repeat(32);
const CODE =
  '00020101021226510014br.gov.bcb.pix0129pix-sandbox@conectasst.com.br520400005303986540589.705802BR5910CONECTASST6009SAO PAULO62170513CSST1ABCDEF1263041234';
const order = (fields: Partial<Order> = {}): Order => ({
  id: 1,
  packageName: 'Inicial',
  credits: 30,
  price: 89.7,
  status: 'placed',
  method: null,
  pix: null,
  refunded: 0,
  creditsTaken: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  invoice: null,
  ...fields,
});
const livePix = (ms = 30 * 60_000) =>
  order({ status: 'pix', method: 'pix', pix: { code: CODE, expiresAt: new Date(Date.now() + ms).toISOString() } });

describe('/checkout PIX in the sandbox checkout (issue #21, ADR 0122)', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockRejectedValue(new ApiError(401, 'Faça login.'));
  });

  it('offers PIX first; the charge shows a QR code, the "copia e cola" with a copy button and the time left; the simulated payment credits', async () => {
    jest
      .mocked(getSandboxOrder)
      .mockResolvedValueOnce({ data: order() })
      .mockResolvedValueOnce({ data: livePix() })
      .mockResolvedValue({ data: order({ status: 'paid', method: 'pix' }) });
    jest
      .mocked(paySandbox)
      .mockResolvedValue({ message: 'PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.' });
    jest.mocked(confirmSandboxPix).mockResolvedValue({ message: 'PIX recebido: créditos liberados.' });

    const app = renderApp(`/checkout?token=${TOKEN}`);
    await screen.findByText('Inicial');
    const choices = screen.getAllByRole('button').map((b) => b.textContent);
    expect(choices.slice(0, 3)).toEqual(['Pagar com PIX', 'Pagar com cartão', 'Gerar boleto']);

    await app.user.click(screen.getByRole('button', { name: 'Pagar com PIX' }));
    await waitFor(() => expect(paySandbox).toHaveBeenCalledWith(TOKEN, 'pix'));
    const qr = await screen.findByRole('img', { name: 'QR code do PIX' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(CODE);
    expect(screen.getByText('PIX gerado: aguardando o pagamento')).toBeInTheDocument();
    expect(screen.getByTestId('pix-countdown').textContent).toMatch(/^(30:00|29:5\d)$/);

    await app.user.click(screen.getByRole('button', { name: 'Copiar código' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(await screen.findByRole('button', { name: 'Código copiado' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Simular pagamento do PIX' }));
    await waitFor(() => expect(confirmSandboxPix).toHaveBeenCalledWith(TOKEN));
    expect(await screen.findByText('PIX recebido: créditos liberados.')).toBeInTheDocument();
    expect(screen.getByText('Pago: créditos liberados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular pagamento do PIX' })).not.toBeInTheDocument();
  });

  it('an expired PIX says so in Portuguese and offers a new PIX; no simulated payment is offered', async () => {
    jest.mocked(getSandboxOrder).mockResolvedValue({
      data: order({
        status: 'pix_expired',
        method: 'pix',
        pix: { code: CODE, expiresAt: new Date(Date.now() - 60_000).toISOString() },
      }),
    });
    renderApp(`/checkout?token=${TOKEN}`);
    expect(await screen.findByText(PIX_EXPIRED_TEXT)).toBeInTheDocument();
    expect(screen.getByText('PIX expirado: gere um novo PIX para pagar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo PIX' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular pagamento do PIX' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code do PIX' })).not.toBeInTheDocument();
  });

  it('a PIX that runs out while the page is open turns into the expired notice', async () => {
    jest
      .mocked(getSandboxOrder)
      .mockResolvedValueOnce({ data: order() })
      .mockResolvedValue({ data: livePix(1_500) });
    jest
      .mocked(paySandbox)
      .mockResolvedValue({ message: 'PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.' });
    const app = renderApp(`/checkout?token=${TOKEN}`);
    await app.user.click(await screen.findByRole('button', { name: 'Pagar com PIX' }));
    expect(await screen.findByRole('img', { name: 'QR code do PIX' })).toBeInTheDocument();
    expect(
      screen.getByText('PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(PIX_EXPIRED_TEXT, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code do PIX' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo PIX' })).toBeInTheDocument();
  });

  it("the bank's payment refused because the PIX expired shows the server's message and the order as it is now", async () => {
    jest
      .mocked(getSandboxOrder)
      .mockResolvedValueOnce({ data: livePix() })
      .mockResolvedValue({
        data: order({
          status: 'pix_expired',
          method: 'pix',
          pix: { code: CODE, expiresAt: new Date(Date.now() - 1).toISOString() },
        }),
      });
    jest.mocked(confirmSandboxPix).mockRejectedValue(new ApiError(409, PIX_EXPIRED_TEXT));
    const app = renderApp(`/checkout?token=${TOKEN}`);
    await app.user.click(await screen.findByRole('button', { name: 'Simular pagamento do PIX' }));
    const alerts = await screen.findAllByText(PIX_EXPIRED_TEXT);
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0]!.closest('[role="alert"]') as HTMLElement).getByText(PIX_EXPIRED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo PIX' })).toBeInTheDocument();
  });
});

/** Issue #35 item 9: a paid PIX ends on the new balance and the next step, the QR code before the "copia e cola". */
describe('/checkout: after the PIX is paid', () => {
  it('the QR code comes before "PIX copia e cola"; once paid, "Novo saldo" read again and "Ver demandas abertas"', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest
      .mocked(getSandboxOrder)
      .mockResolvedValueOnce({ data: livePix() })
      .mockResolvedValue({ data: order({ status: 'paid', method: 'pix' }) });
    jest.mocked(confirmSandboxPix).mockResolvedValue({ message: 'PIX recebido: créditos liberados.' });

    const app = renderApp(`/checkout?token=${TOKEN}`);
    const qr = await screen.findByRole('img', { name: 'QR code do PIX' });
    const copiaECola = screen.getByLabelText('PIX copia e cola');
    expect(qr.compareDocumentPosition(copiaECola) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Simular pagamento do PIX' }));
    expect(await screen.findByText('Novo saldo: 30 créditos')).toBeInTheDocument();
    expect(screen.getByText('Pagamento confirmado')).toBeInTheDocument();
    expect(screen.queryByText('Voltar aos pacotes')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Ver demandas abertas' }));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
  });
});
