import { screen, waitFor, within } from '@testing-library/react';
import { clearSentDemand, writeSentDemand } from '../../../lib/sentDemandStorage';
import { renderApp } from '../../../testing/renderApp';
import { resendRequesterLink } from '../api/requesterApi';

jest.mock('../api/requesterApi');

const notice = 'Pedido nº 42 recebido — confirme pelo link enviado a paula@metalurgica.com.br em até 72 h';

describe('the home page after a demand is sent (issue #35 item 3)', () => {
  beforeEach(() => writeSentDemand({ id: 42, email: 'paula@metalurgica.com.br', sentAt: new Date().toISOString() }));
  afterEach(() => {
    clearSentDemand();
    jest.resetAllMocks();
  });

  it('says which demand, where the link went and what to do, with "Reenviar link" and "Acompanhar meu pedido"', async () => {
    jest
      .mocked(resendRequesterLink)
      .mockResolvedValue({ message: 'Se houver um pedido para este e-mail, enviaremos o link em instantes.' });
    const app = renderApp('/');

    const region = await screen.findByRole('region', { name: notice });
    expect(within(region).getByRole('link', { name: 'Acompanhar meu pedido' })).toHaveAttribute(
      'href',
      '/minha-demanda',
    );
    await app.user.click(within(region).getByRole('button', { name: 'Reenviar link' }));

    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Se houver um pedido para este e-mail, enviaremos o link em instantes.',
    );
    expect(resendRequesterLink).toHaveBeenCalledWith('paula@metalurgica.com.br');
  });

  it('stays across a reload until dismissed', async () => {
    const first = renderApp('/');
    await screen.findByRole('region', { name: notice });
    first.unmount();

    const again = renderApp('/');
    await again.user.click(await screen.findByRole('button', { name: 'Fechar aviso do pedido' }));
    expect(screen.queryByRole('region', { name: notice })).not.toBeInTheDocument();
    again.unmount();

    renderApp('/');
    await screen.findByRole('heading', { name: 'ConectaSST', level: 1 });
    expect(screen.queryByRole('region', { name: notice })).not.toBeInTheDocument();
  });

  it('is gone once the 72 h to confirm are over', async () => {
    writeSentDemand({
      id: 42,
      email: 'paula@metalurgica.com.br',
      sentAt: new Date(Date.now() - 73 * 3_600_000).toISOString(),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'ConectaSST', level: 1 });
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('"Acompanhar meu pedido" opens /minha-demanda with the e-mail filled in', async () => {
    const app = renderApp('/');
    const region = await screen.findByRole('region', { name: notice });
    await app.user.click(within(region).getByRole('link', { name: 'Acompanhar meu pedido' }));
    await waitFor(() => expect(app.currentPath()).toBe('/minha-demanda'));
    expect(await screen.findByLabelText('E-mail usado no pedido')).toHaveValue('paula@metalurgica.com.br');
  });
});
