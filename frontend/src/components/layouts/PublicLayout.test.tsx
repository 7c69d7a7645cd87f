import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';

function linksOf(navigationName: string) {
  const nav = screen.getByRole('navigation', { name: navigationName });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('PublicLayout', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <PublicLayout>
          <p>conteúdo</p>
        </PublicLayout>
      </MemoryRouter>,
    );
  });

  it('links the header to home, how it works, the SST diagnosis, sign-up, blog, the requester page and Entrar', () => {
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

  it('links the footer to the about, mission, FAQ, contact, SST diagnosis, the requester page (issue #35), services (landing pages), login, sign-up and how-it-works pages', () => {
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
