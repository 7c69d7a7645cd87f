import { screen, waitFor } from '@testing-library/react';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { createNr, getActiveAreas } from '../api/nrsApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/nrsApi');

describe('/admin/nrs/add Cadastrar NR (spec §5)', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getActiveAreas).mockResolvedValue({ data: [{ id: 3, name: 'Ergonomia', visible: true }] });
    jest.mocked(createNr).mockResolvedValue({ message: 'NR cadastrada com sucesso!', data: { id: 40 } });
  });

  it("without an area says 'Selecione uma área' and sends nothing; with one it saves and goes back to /admin/nrs", async () => {
    const app = renderApp('/admin/nrs/add');
    await app.user.type(await screen.findByLabelText('Nome'), 'NR-99 - Teste');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma área')).toBeInTheDocument();
    expect(createNr).not.toHaveBeenCalled();

    await app.user.click(screen.getByLabelText('Área'));
    await app.user.click(await screen.findByTitle('Ergonomia'));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(createNr).toHaveBeenCalledWith({ name: 'NR-99 - Teste', area_id: 3 }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/nrs'));
  });
});
