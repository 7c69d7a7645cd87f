import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '../../../../lib/apiClient';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';

jest.mock('../../../../session/api/getCurrentUser');

/** Issue 37 item 3: the admin edits the terms in the CMS; a publication is the next version. */
describe('/admin/cms/legal/termos-de-uso', () => {
  asAdmin();
  let get: jest.SpyInstance;
  let put: jest.SpyInstance;
  let version = 1;
  beforeEach(() => {
    version = 1;
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/legal/termos-de-uso')
        return {
          data: {
            kind: 'termos-de-uso',
            version,
            title: 'Termos e Condições Gerais de Uso',
            body: 'Texto atual.',
            publishedAt: '2026-11-27T15:00:00.000Z',
          },
        };
      return { data: [] };
    });
    put = jest.spyOn(apiClient, 'put').mockImplementation(async () => {
      version = 2;
      return { message: 'Versão 2 publicada.' };
    });
  });
  afterEach(() => {
    get.mockRestore();
    put.mockRestore();
  });

  it('shows the version in force, and "Publicar nova versão" sends the edited text and shows the new version', async () => {
    const app = renderApp('/admin/cms/legal/termos-de-uso');
    expect(await screen.findByText(/Em vigor: Versão 1, de 27\/11\/2026\./)).toBeInTheDocument();
    const body = screen.getByLabelText('Texto');
    expect(body).toHaveValue('Texto atual.');
    await app.user.type(body, ' Nova cláusula.');
    await app.user.click(screen.getByRole('button', { name: 'Publicar nova versão' }));
    expect(put).toHaveBeenCalledWith('/legal/termos-de-uso', {
      title: 'Termos e Condições Gerais de Uso',
      body: 'Texto atual. Nova cláusula.',
    });
    await waitFor(() => expect(screen.getByText(/Em vigor: Versão 2, de /)).toBeInTheDocument());
  });
});
