import { screen, waitFor } from '@testing-library/react';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { renderApp } from '../../../testing/renderApp';

const pgr = {
  id: 12,
  name: 'PGR - Programa de Gerenciamento de Riscos',
  slug: 'pgr-programa-de-gerenciamento-de-riscos',
};

/** Issue #19 item 3 (ADR 0120): a landing page's call to action opens the wizard with its service picked. */
describe('/demanda?servico=<id>', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    get = jest.spyOn(apiClient, 'get');
  });
  afterEach(() => get.mockRestore());

  it('given an active service, the wizard shows it among the picks (kept with the earlier ones) and the address loses its query', async () => {
    window.localStorage.setItem('selectedNrs', JSON.stringify([{ id: 2, name: 'PCMSO' }]));
    get.mockImplementation(async (path: string) => {
      if (path === '/services/12') return { data: pgr };
      throw new ApiError(404, 'Não encontrado.');
    });
    const app = renderApp('/demanda?servico=12');
    expect(await screen.findByText(pgr.name)).toBeInTheDocument();
    expect(screen.getByText('PCMSO')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/services/12');
    expect(JSON.parse(window.localStorage.getItem('selectedNrs')!)).toEqual([
      { id: 2, name: 'PCMSO' },
      { id: 12, name: pgr.name },
    ]);
    await waitFor(() => expect(app.currentPath()).toBe('/demanda'));
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it("given an unknown or inactive service, the server's message is shown and nothing is picked", async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/services/99') throw new ApiError(404, 'Serviço não encontrado.');
      throw new ApiError(404, 'Não encontrado.');
    });
    renderApp('/demanda?servico=99');
    expect(await screen.findByText('Serviço não encontrado.')).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedNrs')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Próximo' })).toBeDisabled();
  });
});
