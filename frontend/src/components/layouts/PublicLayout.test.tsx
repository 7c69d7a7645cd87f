import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../app/store';
import { apiClient } from '../../lib/apiClient';
import { PublicLayout } from './PublicLayout';

/** `GET /v1/blog/all` answering `total` published posts. */
const blogWith = (total: number) =>
  jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ data: { data: [], page: 1, perPage: 10, total, lastPage: 1 }, pages: [] });

function renderLayout() {
  render(
    <Provider store={setupStore()}>
      <MemoryRouter>
        <PublicLayout>
          <p>conteúdo</p>
        </PublicLayout>
      </MemoryRouter>
    </Provider>,
  );
}

function linksOf(navigationName: string) {
  const nav = screen.getByRole('navigation', { name: navigationName });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('PublicLayout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links the header to home, how it works, the SST diagnosis, sign-up, blog, the requester page and Entrar', async () => {
    blogWith(2);
    renderLayout();
    await waitFor(() => expect(linksOf('Navegação principal')).toContainEqual(['Blog', '/blog']));
    expect(linksOf('Navegação principal')).toEqual([
      ['Início', '/'],
      ['Como funciona', '/comofunciona'],
      ['Diagnóstico SST', '/diagnostico'],
      ['Cadastre-se', '/signup'],
      ['Blog', '/blog'],
      ['Acompanhar meu pedido', '/minha-demanda'],
      ['Entrar', '/login'],
    ]);
  });

  it('issue #35 item 9: without a published post (a fresh install), the menu has no "Blog"', async () => {
    const get = blogWith(0);
    renderLayout();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/blog/all', { page: 1 }));
    expect(linksOf('Navegação principal').map(([label]) => label)).not.toContain('Blog');
    expect(linksOf('Navegação principal')).toHaveLength(6);
  });

  it('links the footer to the about, mission, FAQ, contact, SST diagnosis, the requester page (issue #35), services (landing pages), login, sign-up and how-it-works pages', () => {
    blogWith(0);
    renderLayout();
    expect(linksOf('Links do rodapé').map(([, href]) => href)).toEqual([
      '/conectasst',
      '/missao-visao-valores',
      '/perguntas-frequentes',
      '/faleconosco',
      '/diagnostico',
      '/minha-demanda',
      '/servicos',
      '/login',
      '/signup',
      '/comofunciona',
    ]);
  });
});
