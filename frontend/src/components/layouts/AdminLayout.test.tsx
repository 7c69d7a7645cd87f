import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';

function renderAdminLayout(onSignOut = jest.fn(), path = '/admin') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminLayout onSignOut={onSignOut}>
        <p>conteúdo</p>
      </AdminLayout>
    </MemoryRouter>,
  );
  return onSignOut;
}

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('AdminLayout', () => {
  afterEach(() => setWindowWidth(1024));

  it('lists Painel first (docs/audit.md), then the admin sections in the order of the spec, then Sair', () => {
    setWindowWidth(1366);
    renderAdminLayout();

    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    const entries = Array.from(nav.querySelectorAll('a, button')).map((element) => [
      element.textContent,
      element.getAttribute('href'),
    ]);
    expect(entries).toEqual([
      ['Painel', '/admin/painel'],
      ['CMS', '/admin/cms'],
      ['Áreas', '/admin'],
      ['NRs', '/admin/nrs'],
      ['Créditos', '/admin/credits'],
      ['Serviços', '/admin/services'],
      ['Parceiros', '/admin/Parceiro'],
      ['Demandas', '/admin/demanda'],
      ['Inscrições', '/admin/inscricoes'],
      ['Reembolsos', '/admin/reembolsos'],
      ['Credenciais', '/admin/credenciais'],
      ['Contatos', '/admin/contatos'],
      ['Sair', null],
    ]);
    expect(screen.getByText('conteúdo')).toBeInTheDocument();
  });

  it('marks Áreas as the current section on the area screens', () => {
    setWindowWidth(1366);
    renderAdminLayout(jest.fn(), '/admin/area/edit');

    expect(screen.getByRole('link', { name: 'Áreas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'NRs' })).not.toHaveAttribute('aria-current');
  });

  it('Sair asks the app to sign out', async () => {
    setWindowWidth(1366);
    const onSignOut = renderAdminLayout();

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));

    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('folds the links into a menu on phones', async () => {
    setWindowWidth(390);
    renderAdminLayout();

    expect(screen.queryByRole('link', { name: 'NRs' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));

    const nav = await screen.findByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getByRole('link', { name: 'NRs' })).toHaveAttribute('href', '/admin/nrs');
    expect(within(nav).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });
});
