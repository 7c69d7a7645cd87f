import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../lib/apiClient';
import { aPageOfAreas } from '../../../../testing/fixtures';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { createArea } from '../api/createArea';
import { getAdminAreas } from '../api/getAdminAreas';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/getAdminAreas');
jest.mock('../api/createArea');

describe("/admin/area/add 'Cadastrar Área'", () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getAdminAreas).mockResolvedValue(aPageOfAreas([]));
  });

  it('shows the title, Nome, Salvar and Cancelar', async () => {
    renderApp('/admin/area/add');

    expect(await screen.findByRole('heading', { name: 'Cadastrar Área' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.queryByText('Situação')).not.toBeInTheDocument();
  });

  it("requires the name: 'Preencha o campo nome'", async () => {
    const app = renderApp('/admin/area/add');

    await app.user.type(await screen.findByLabelText('Nome'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Preencha o campo nome')).toBeInTheDocument();
    expect(createArea).not.toHaveBeenCalled();
  });

  it('creates the area and goes back to the list', async () => {
    jest.mocked(createArea).mockResolvedValue({ message: 'Área cadastrada com sucesso!', data: { id: 9 } });
    const app = renderApp('/admin/area/add');

    await app.user.type(await screen.findByLabelText('Nome'), ' Ergonomia ');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/admin'));
    expect(createArea).toHaveBeenCalledWith({ name: 'Ergonomia' });
    expect(await screen.findByText('Área cadastrada com sucesso!')).toBeInTheDocument();
  });

  it("shows the server's message when creation fails", async () => {
    jest.mocked(createArea).mockRejectedValue(new ApiError(409, 'Já existe uma área com esse nome.'));
    const app = renderApp('/admin/area/add');

    await app.user.type(await screen.findByLabelText('Nome'), 'Ergonomia');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe uma área com esse nome.');
    expect(app.currentPath()).toBe('/admin/area/add');
  });

  it('Cancelar goes back to the list without saving', async () => {
    const app = renderApp('/admin/area/add');

    await app.user.click(await screen.findByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(app.currentPath()).toBe('/admin'));
    expect(createArea).not.toHaveBeenCalled();
  });
});
