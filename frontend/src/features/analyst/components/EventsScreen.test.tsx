import type { StreamPage } from '@conectasst/common/api/streams';
import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '../../../lib/apiClient';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';

jest.mock('../../../session/api/getCurrentUser');

const emptyStream: StreamPage = {
  stream: 'demand-12',
  category: 'demand',
  total: 0,
  events: [],
  next: null,
  links: [],
};

/** Issue #40 item 2: an analyst narrows a stream by types, dates and text. */
describe('"Fluxo demand-12" in the analyst\'s area', () => {
  it('given the four filters typed, when "Filtrar" is clicked, then the stream is asked with each of them', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('analyst'));
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: emptyStream });
    const app = renderApp('/analista/eventos/demand-12');

    await app.user.type(await screen.findByLabelText('Tipos (separados por vírgula)'), 'DemandFiled,DemandConfirmed');
    await app.user.type(screen.getByPlaceholderText('De (AAAA-MM-DD)'), '2026-11-01');
    await app.user.type(screen.getByLabelText('Até (AAAA-MM-DD)'), '2026-11-30');
    await app.user.type(screen.getByPlaceholderText('Texto'), 'Campinas');
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/analista/eventos/demand-12', {
        types: 'DemandFiled,DemandConfirmed',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'Campinas',
      }),
    );
    expect(screen.getByPlaceholderText('Tipos')).toHaveAccessibleName('Tipos (separados por vírgula)');
  });
});
