import { screen, waitFor, within } from '@testing-library/react';
import { anArea, aPageOfAreas } from '../../../../testing/fixtures';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { getAdminAreas } from '../api/getAdminAreas';
import { getArea } from '../api/getArea';
import { updateArea } from '../api/updateArea';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/getAdminAreas');
jest.mock('../api/getArea');
jest.mock('../api/updateArea');

describe("/admin/area/edit 'Editar Área'", () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getAdminAreas).mockResolvedValue(aPageOfAreas([]));
    jest.mocked(getArea).mockResolvedValue({ data: anArea(7, 'Ergonomia', true) });
  });

  it('loads the area whose id the list kept in local storage', async () => {
    window.localStorage.setItem('selectedId', '7');
    renderApp('/admin/area/edit');

    expect(await screen.findByRole('heading', { name: 'Editar Área' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nome')).toHaveValue('Ergonomia');
    expect(screen.getByRole('radio', { name: 'Ativo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inativo' })).not.toBeChecked();
    expect(getArea).toHaveBeenCalledWith(7);
  });

  it("saves name and Situação, confirms 'Registro salvo com sucesso' and OK goes back to /admin", async () => {
    window.localStorage.setItem('selectedId', '7');
    jest.mocked(updateArea).mockResolvedValue({ message: 'Registro salvo com sucesso' });
    const app = renderApp('/admin/area/edit');
    const name = await screen.findByLabelText('Nome');

    await app.user.clear(name);
    await app.user.type(name, 'Ergonomia Física');
    await app.user.click(screen.getByRole('radio', { name: 'Inativo' }));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Registro salvo com sucesso');
    expect(updateArea).toHaveBeenCalledWith({ id: 7, name: 'Ergonomia Física', status: false });
    expect(app.currentPath()).toBe('/admin/area/edit');

    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(app.currentPath()).toBe('/admin'));
  });

  it("requires the name: 'Preencha o campo nome'", async () => {
    window.localStorage.setItem('selectedId', '7');
    const app = renderApp('/admin/area/edit');

    await app.user.clear(await screen.findByLabelText('Nome'));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Preencha o campo nome')).toBeInTheDocument();
    expect(updateArea).not.toHaveBeenCalled();
  });

  it('goes back to the list when no area was chosen', async () => {
    const app = renderApp('/admin/area/edit');

    await waitFor(() => expect(app.currentPath()).toBe('/admin'));
    expect(getArea).not.toHaveBeenCalled();
  });
});
