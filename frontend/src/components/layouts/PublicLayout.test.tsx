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

  it('links the header to home, how it works, the SST diagnosis, sign-up, blog and Entrar', () => {
    expect(linksOf('Navegação principal')).toEqual([
      ['Início', '/'],
      ['Como funciona', '/comofunciona'],
      ['Diagnóstico SST', '/diagnostico'],
      ['Cadastre-se', '/signup'],
      ['Blog', '/blog'],
      ['Entrar', '/login'],
    ]);
  });

  it('links the footer to the about, mission, FAQ, contact, SST diagnosis, services (landing pages), login, sign-up and how-it-works pages', () => {
    expect(linksOf('Links do rodapé').map(([, href]) => href)).toEqual([
      '/conectasst',
      '/missao-visao-valores',
      '/perguntas-frequentes',
      '/faleconosco',
      '/diagnostico',
      '/servicos',
      '/login',
      '/signup',
      '/comofunciona',
    ]);
  });
});
