import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PageCard } from '../../components/PageCard';
import { AdminLayout } from '../../components/layouts/AdminLayout';
import { currentAdminLink } from '../../components/layouts/adminMenu';
import { adminMenu } from './adminFeatures';

function renderAdminLayout(onSignOut = jest.fn(), path = '/admin') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminLayout onSignOut={onSignOut} menu={adminMenu}>
        <PageCard title="Áreas">conteúdo</PageCard>
      </AdminLayout>
    </MemoryRouter>,
  );
  return onSignOut;
}

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const links = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);

describe("the admin frame with the admin features' menu (AdminLayout, adminMenuOf; ADR 0183)", () => {
  afterEach(() => setWindowWidth(1024));

  it('shows a side menu grouped by job on wide screens: Painel, Catálogo, Parceiros e créditos, Demandas, Confiança, Conteúdo, Operação', () => {
    setWindowWidth(1366);
    renderAdminLayout();

    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    expect(adminMenu.map((g) => g.title)).toEqual([
      'Painel',
      'Catálogo',
      'Parceiros e créditos',
      'Demandas',
      'Confiança',
      'Conteúdo',
      'Operação',
    ]);
    const headings = Array.from(nav.querySelectorAll('[role="presentation"][title]')).map((h) => h.textContent);
    expect(headings).toEqual(adminMenu.map((g) => g.title));
    expect(links(nav)).toEqual([
      ['Painel', '/admin/painel'],
      ['Áreas', '/admin'],
      ['NRs', '/admin/nrs'],
      ['Serviços', '/admin/services'],
      ['Agenda SST', '/admin/agenda-rules'],
      ['Parceiros', '/admin/Parceiro'],
      ['Créditos', '/admin/credits'],
      ['Estornos', '/admin/estornos'],
      ['Demandas', '/admin/demanda'],
      ['Inscrições', '/admin/inscricoes'],
      ['Credenciais', '/admin/credenciais'],
      ['Reembolsos', '/admin/reembolsos'],
      ['Avaliações', '/admin/avaliacoes'],
      ['Solicitações LGPD', '/admin/lgpd'],
      ['CMS', '/admin/cms'],
      ['Blog', '/admin/blog'],
      ['Contatos', '/admin/contatos'],
      ['Eventos com falha', '/admin/eventos-com-falha'],
      ['Como estava em', '/admin/como-estava'],
      ['Exportar eventos', '/admin/exportacao'],
      ['Analistas', '/admin/analistas'],
    ]);
    expect(screen.getByText('conteúdo')).toBeInTheDocument();
  });

  it('marks the section of the current screen, sub-screens included', () => {
    setWindowWidth(1366);
    renderAdminLayout(jest.fn(), '/admin/area/edit');
    expect(screen.getByRole('link', { name: 'Áreas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'NRs' })).not.toHaveAttribute('aria-current');
    expect(currentAdminLink('/admin/Parceiro/abc/creditos', adminMenu)?.label).toBe('Parceiros');
    expect(currentAdminLink('/admin/demanda/7/inscricoes', adminMenu)?.label).toBe('Demandas');
    expect(currentAdminLink('/admin/cms/PerguntasFrequentes/new', adminMenu)?.label).toBe('CMS');
    expect(currentAdminLink('/admin/historico/area/1', adminMenu)).toBeUndefined();
  });

  it('Sair, always in the top bar, asks the app to sign out', async () => {
    setWindowWidth(1366);
    const onSignOut = renderAdminLayout();
    await userEvent.click(screen.getByRole('button', { name: /Sair/ }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('on phones the menu is a drawer opened from the top bar, and Sair stays visible', async () => {
    setWindowWidth(390);
    renderAdminLayout();

    expect(screen.queryByRole('link', { name: 'NRs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sair/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));

    const nav = await screen.findByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getByRole('link', { name: 'NRs' })).toHaveAttribute('href', '/admin/nrs');
    expect(within(nav).getByText('Confiança')).toBeInTheDocument();
  });

  it('names the browser tab after the screen, within the admin area', async () => {
    setWindowWidth(1366);
    renderAdminLayout();
    await waitFor(() => expect(document.title).toBe('Áreas — Administração | ConectaSST'));
  });

  it('issue #35 item 9: the counts of pending work show beside Credenciais, Reembolsos and Avaliações; none at zero', () => {
    setWindowWidth(1366);
    render(
      <MemoryRouter initialEntries={['/admin/painel']}>
        <AdminLayout
          onSignOut={jest.fn()}
          menu={adminMenu}
          counts={{ credentials: 3, refunds: 1, reportedReviews: 0, parkedEvents: 0 }}
        >
          <PageCard title="Painel">conteúdo</PageCard>
        </AdminLayout>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getByRole('link', { name: /^Credenciais/ })).toHaveTextContent('Credenciais3');
    expect(within(nav).getByRole('link', { name: /^Reembolsos/ })).toHaveTextContent('Reembolsos1');
    expect(within(nav).getByRole('link', { name: /^Avaliações/ })).toHaveTextContent(/^Avaliações$/);
  });
});
