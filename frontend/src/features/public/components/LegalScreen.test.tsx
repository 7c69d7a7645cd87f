import { screen, within } from '@testing-library/react';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { renderApp } from '../../../testing/renderApp';

const terms = {
  kind: 'termos-de-uso',
  version: 3,
  title: 'Termos e Condições Gerais de Uso',
  body: 'Ao usar o site, você aceita.\n\n## 1. O que a plataforma faz\nAproxima empresas.\n- sem custo\n- sem comissão',
  publishedAt: '2026-11-27T15:00:00.000Z',
};

/** Issue 37 item 3: the legal pages read the version in force; the footer links to both. */
describe('/termos-de-uso and /politica-de-privacidade', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/legal/termos-de-uso') return { data: terms };
      if (path === '/blog/all') return { data: { data: [], page: 1, perPage: 10, total: 0, lastPage: 1 }, pages: [] };
      throw new ApiError(503, 'Indisponível.');
    });
  });
  afterEach(() => get.mockRestore());

  it('shows the version in force with its number, date, headings and list; the footer links to both texts', async () => {
    renderApp('/termos-de-uso');
    const article = await screen.findByTestId('legal-termos-de-uso');
    expect(within(article).getByText('Versão 3, de 27/11/2026')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { name: '1. O que a plataforma faz' })).toBeInTheDocument();
    expect(within(article).getByText('sem comissão')).toBeInTheDocument();
    const legalNav = screen.getByRole('navigation', { name: 'Documentos legais' });
    expect(within(legalNav).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos-de-uso');
    expect(within(legalNav).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
  });

  it('a text that cannot be read says so instead of spinning', async () => {
    renderApp('/politica-de-privacidade');
    expect(await screen.findByText('Documento indisponível no momento. Tente de novo mais tarde.')).toBeInTheDocument();
  });
});
