import { screen, waitFor, within } from '@testing-library/react';
import { aCurrentUser, anArea, aPageOfAreas } from '../../../../testing/fixtures';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { getCurrentUser } from '../../../../session/api/getCurrentUser';
import { deleteArea } from '../api/deleteArea';
import { getAdminAreas } from '../api/getAdminAreas';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/getAdminAreas');
jest.mock('../api/deleteArea');

const firstPage = aPageOfAreas([anArea(1, 'Ergonomia'), anArea(2, 'Higiene Ocupacional', false)], { total: 25 });

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no table row for ${name}`);
  return row;
}

describe('/admin areas list', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getAdminAreas).mockResolvedValue(firstPage);
  });

  it('shows Nome, Situação (Ativo/Inativo) and Ação for each area', async () => {
    renderApp('/admin');

    expect(await screen.findByText('Ergonomia')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Situação' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ação' })).toBeInTheDocument();
    expect(within(rowOf('Ergonomia')).getByText('Ativo')).toBeInTheDocument();
    expect(within(rowOf('Higiene Ocupacional')).getByText('Inativo')).toBeInTheDocument();
    expect(getAdminAreas).toHaveBeenCalledWith({ page: 1, name: undefined });
  });

  it('sends anyone who is not an admin to /login', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    const app = renderApp('/admin');

    await waitFor(() => expect(app.currentPath()).not.toBe('/admin'));
    expect(getAdminAreas).not.toHaveBeenCalled();
  });

  it('searches by name from the first page', async () => {
    const app = renderApp('/admin');
    await screen.findByText('Ergonomia');
    jest.mocked(getAdminAreas).mockResolvedValue(aPageOfAreas([anArea(1, 'Ergonomia')]));

    await app.user.type(screen.getByLabelText('Pesquisar por nome'), 'ergo');

    await waitFor(() => expect(getAdminAreas).toHaveBeenLastCalledWith({ page: 1, name: 'ergo' }));
    await waitFor(() => expect(screen.queryByText('Higiene Ocupacional')).not.toBeInTheDocument());
    // Typing pauses before searching, so one request covers the whole word.
    expect(jest.mocked(getAdminAreas).mock.calls.filter(([query]) => query.name !== undefined)).toHaveLength(1);
  });

  it('pages with numbered buttons', async () => {
    const app = renderApp('/admin');
    await screen.findByText('Ergonomia');
    jest
      .mocked(getAdminAreas)
      .mockResolvedValue(aPageOfAreas([anArea(11, 'Segurança do Trabalho')], { page: 2, total: 25 }));

    expect(screen.getByTitle('1')).toBeInTheDocument();
    expect(screen.getByTitle('3')).toBeInTheDocument();
    await app.user.click(screen.getByTitle('2'));

    expect(await screen.findByText('Segurança do Trabalho')).toBeInTheDocument();
    expect(getAdminAreas).toHaveBeenLastCalledWith({ page: 2, name: undefined });
  });

  it('Novo opens /admin/area/add', async () => {
    const app = renderApp('/admin');
    await screen.findByText('Ergonomia');

    await app.user.click(screen.getByRole('button', { name: /Novo/ }));

    expect(await screen.findByRole('heading', { name: 'Cadastrar Área' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/area/add');
  });

  it('edit keeps the id in local storage and opens /admin/area/edit', async () => {
    const app = renderApp('/admin');
    await screen.findByText('Ergonomia');

    await app.user.click(screen.getByRole('button', { name: 'Editar Higiene Ocupacional' }));

    await waitFor(() => expect(app.currentPath()).toBe('/admin/area/edit'));
    expect(window.localStorage.getItem('selectedId')).toBe('2');
  });

  describe('delete', () => {
    it('asks for confirmation and does nothing on Cancelar', async () => {
      const app = renderApp('/admin');
      await screen.findByText('Ergonomia');

      await app.user.click(screen.getByRole('button', { name: 'Excluir Ergonomia' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Tem certeza que deseja excluir o registro?');
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(deleteArea).not.toHaveBeenCalled();
      expect(screen.getByText('Ergonomia')).toBeInTheDocument();
    });

    it("deletes on Excluir, says 'Área deletada com sucesso!' and reloads the list", async () => {
      jest.mocked(deleteArea).mockResolvedValue({ message: 'Área deletada com sucesso!' });
      const app = renderApp('/admin');
      await screen.findByText('Ergonomia');
      jest.mocked(getAdminAreas).mockResolvedValue(aPageOfAreas([anArea(2, 'Higiene Ocupacional', false)]));

      await app.user.click(screen.getByRole('button', { name: 'Excluir Ergonomia' }));
      await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));

      expect(await screen.findByText('Área deletada com sucesso!')).toBeInTheDocument();
      expect(deleteArea).toHaveBeenCalledWith(1);
      await waitFor(() => expect(screen.queryByText('Ergonomia')).not.toBeInTheDocument());
      expect(getAdminAreas).toHaveBeenCalledTimes(2);
    });
  });
});
