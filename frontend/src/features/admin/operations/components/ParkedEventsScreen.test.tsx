import type { ParkedEventItem, ParkedEventsPage } from '@conectasst/common/api/parkedEvents';
import { pagedBody } from '@conectasst/common/api/paging';
import { screen, waitFor, within } from '@testing-library/react';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { getParkedEvents, ignoreParkedEvents, reprocessParkedEvents } from '../parkedEventsApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../parkedEventsApi');

const aParkedEvent = (p: Partial<ParkedEventItem>): ParkedEventItem => ({
  consumer: 'demands',
  eventId: 'e-1',
  eventType: 'DemandPublished',
  position: '120.120',
  streamId: 'demand-7',
  error: '22P02: invalid input syntax for type json',
  attempts: 5,
  firstSeen: '2026-11-27T13:00:00.000Z',
  lastSeen: '2026-11-27T13:00:00.000Z',
  state: 'parked',
  resolvedBy: null,
  resolvedAt: null,
  ...p,
});
const aPage = (items: ParkedEventItem[], open: number): ParkedEventsPage => ({
  ...pagedBody(items, 1, 20, items.length),
  open,
});

describe('/admin/eventos-com-falha "Eventos com falha"', () => {
  asAdmin();
  beforeEach(() => {
    jest
      .mocked(getParkedEvents)
      .mockResolvedValue(
        aPage(
          [
            aParkedEvent({}),
            aParkedEvent({ consumer: 'users', eventId: 'e-2', eventType: 'ProviderDetailsSaved', streamId: 'user-1' }),
          ],
          2,
        ),
      );
  });

  it('lists each parked event (when, type, consumer, error, attempts) and the menu shows how many are parked', async () => {
    renderApp('/admin/eventos-com-falha');
    expect(await screen.findByText('ProviderDetailsSaved')).toBeInTheDocument();
    expect(getParkedEvents).toHaveBeenCalledWith('parked', 1);
    const row = screen.getByText('DemandPublished').closest('tr')!;
    expect(within(row).getByText('demands')).toBeInTheDocument();
    expect(within(row).getByText('22P02: invalid input syntax for type json')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Eventos com falha/ })).toHaveTextContent('Eventos com falha2'),
    );
  });

  it('"Reprocessar" asks for confirmation, sends the event and reloads the list', async () => {
    jest.mocked(reprocessParkedEvents).mockResolvedValue({ message: 'Reprocessamento concluído. 1 reprocessado.' });
    const app = renderApp('/admin/eventos-com-falha');
    await app.user.click(
      await screen.findByRole('button', { name: 'Reprocessar DemandPublished da projeção demands' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/uma única vez/)).toBeInTheDocument();
    jest
      .mocked(getParkedEvents)
      .mockResolvedValue(
        aPage([aParkedEvent({ consumer: 'users', eventId: 'e-2', eventType: 'ProviderDetailsSaved' })], 1),
      );
    await app.user.click(within(dialog).getByRole('button', { name: 'Reprocessar' }));
    await waitFor(() =>
      expect(reprocessParkedEvents).toHaveBeenCalledWith([{ consumer: 'demands', eventId: 'e-1' }], ''),
    );
    expect(await screen.findByText('Reprocessamento concluído. 1 reprocessado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('DemandPublished')).not.toBeInTheDocument());
  });

  it('"Ignorar" needs a reason, which goes with the decision', async () => {
    jest.mocked(ignoreParkedEvents).mockResolvedValue({ message: 'Eventos marcados como ignorados. 1 ignorado.' });
    const app = renderApp('/admin/eventos-com-falha');
    await app.user.click(await screen.findByRole('button', { name: 'Ignorar ProviderDetailsSaved da projeção users' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Ignorar' }));
    expect(await within(dialog).findByText('Escreva o motivo.')).toBeInTheDocument();
    expect(ignoreParkedEvents).not.toHaveBeenCalled();
    await app.user.type(within(dialog).getByLabelText(/Motivo/), 'Cadastro de teste');
    await app.user.click(within(dialog).getByRole('button', { name: 'Ignorar' }));
    await waitFor(() =>
      expect(ignoreParkedEvents).toHaveBeenCalledWith([{ consumer: 'users', eventId: 'e-2' }], 'Cadastro de teste'),
    );
  });

  it('the filter shows the resolved events with their state', async () => {
    const app = renderApp('/admin/eventos-com-falha');
    await screen.findByText('DemandPublished');
    jest
      .mocked(getParkedEvents)
      .mockResolvedValue(
        aPage([aParkedEvent({ state: 'ignored', resolvedBy: 'admin-1', resolvedAt: '2026-11-27T14:00:00.000Z' })], 0),
      );
    await app.user.click(screen.getByText('Ignorados'));
    await waitFor(() => expect(getParkedEvents).toHaveBeenCalledWith('ignored', 1));
    expect(await screen.findByText('Ignorado')).toBeInTheDocument();
  });
});
