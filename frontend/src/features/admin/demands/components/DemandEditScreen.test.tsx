import type { DemandDetails } from '@conectasst/common/api/demands';
import { screen, waitFor, within } from '@testing-library/react';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { deleteDemand, getDemand, getDemands, updateDemand } from '../api/demandsApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/demandsApi');

const details: DemandDetails = {
  id: 9,
  companyId: 9,
  title: 'PGR',
  user_name: 'Paula',
  user_surname: 'Ramos',
  corporate_name: 'Metalúrgica Campinas',
  company_type: 'Metalúrgica',
  email: 'paula@metal.com.br',
  street: 'Centro',
  phone: '19987654321',
  about: '',
  status: true,
  createdAt: '2026-11-22T12:00:00.000Z',
};

describe("/admin/demanda and 'Editar Demanda'", () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getDemands).mockResolvedValue({
      data: [
        {
          id: 9,
          companyId: 9,
          company_name: 'Metalúrgica Campinas',
          title: 'PGR',
          status: true,
          createdAt: details.createdAt,
          verification: 'confirmed',
          close_reason: null,
          risk_grade: 2,
        },
      ],
      pages: [{ page: 1 }],
      morePages: false,
    });
    jest.mocked(getDemand).mockResolvedValue({ data: details });
  });

  it('lists demands and sends the filters (name, period, Situação) on Filtrar', async () => {
    const app = renderApp('/admin/demanda');
    expect(await screen.findByRole('cell', { name: 'Metalúrgica Campinas' })).toBeInTheDocument();
    expect(screen.getByText('Em Aberto')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Nome'), 'metal');
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(getDemands).toHaveBeenLastCalledWith({ name: 'metal' }, 1));
    await app.user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(getDemands).toHaveBeenLastCalledWith({}, 1));
  });

  it('pages on the server: a page click asks for that page with the same filters, new filters start at page 1', async () => {
    const row = (id: number) => ({
      id,
      companyId: id,
      company_name: `Empresa ${id}`,
      title: 'PGR',
      status: true,
      createdAt: details.createdAt,
      verification: 'confirmed' as const,
      close_reason: null,
      risk_grade: null,
    });
    const pages = Array.from({ length: 100 }, (_, i) => ({ page: i + 1 }));
    jest
      .mocked(getDemands)
      .mockImplementation((_filters, page) => Promise.resolve({ data: [row(1000 - page)], pages, morePages: true }));
    const app = renderApp('/admin/demanda');
    expect(await screen.findByRole('cell', { name: 'Empresa 999' })).toBeInTheDocument();
    expect(
      screen.getByText('Mais de 1.000 demandas correspondem. Use os filtros para encontrar as demais.'),
    ).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Nome'), 'empresa');
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await app.user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Empresa 998' })).toBeInTheDocument();
    expect(getDemands).toHaveBeenLastCalledWith({ name: 'empresa' }, 2);
    await app.user.click(screen.getByRole('listitem', { name: '100' }));
    expect(await screen.findByRole('cell', { name: 'Empresa 900' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(getDemands).toHaveBeenLastCalledWith({ name: 'empresa' }, 1));
  });

  it('edit keeps the id in local storage, loads the requester details and saves the total with Situação', async () => {
    jest.mocked(updateDemand).mockResolvedValue({ message: 'Registro salvo com sucesso' });
    const app = renderApp('/admin/demanda');
    await app.user.click(await screen.findByRole('button', { name: 'Editar Metalúrgica Campinas' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/demanda/edit'));
    expect(window.localStorage.getItem('selectedId')).toBe('9');
    expect(await screen.findByLabelText('Nome')).toHaveValue('Paula');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(19) 98765-4321');

    await app.user.clear(screen.getByLabelText('Sobrenome'));
    await app.user.type(screen.getByLabelText('Sobrenome'), 'Souza');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Registro salvo com sucesso');
    expect(updateDemand).toHaveBeenCalledWith({
      id: 9,
      companyId: 9,
      name: 'Paula',
      surname: 'Souza',
      corporate_name: 'Metalúrgica Campinas',
      corporate_type: 'Metalúrgica',
      email: 'paula@metal.com.br',
      street: 'Centro',
      telefone: '19987654321',
      about: '',
      status: true,
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/demanda'));
  });

  it('requires every field but Observação, with the messages the server also uses', async () => {
    window.localStorage.setItem('selectedId', '9');
    const app = renderApp('/admin/demanda/edit');
    for (const label of ['Nome', 'Sobrenome', 'Nome da Empresa', 'Tipo de Empresa', 'E-mail', 'Bairro'])
      await app.user.clear(await screen.findByLabelText(label));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const message of [
      'Preencha o campo Nome',
      'Preencha o campo Sobrenome',
      'Preencha o campo Nome da Empresa',
      'Preencha o campo Tipo de Empresa',
      'Preencha o campo E-mail com um e-mail válido',
      'Preencha o campo Bairro',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(updateDemand).not.toHaveBeenCalled();
  });

  it('Cancelar asks first; Sair goes back to the list', async () => {
    window.localStorage.setItem('selectedId', '9');
    const app = renderApp('/admin/demanda/edit');
    await screen.findByLabelText('Nome');
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja cancelar? Os dados informados serão perdidos.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/demanda'));
  });

  it('delete confirms, deletes and reloads the list', async () => {
    jest.mocked(deleteDemand).mockResolvedValue({ message: 'Registro excluído com sucesso' });
    const app = renderApp('/admin/demanda');
    await app.user.click(await screen.findByRole('button', { name: 'Excluir Metalúrgica Campinas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir o registro?');
    const loads = jest.mocked(getDemands).mock.calls.length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(deleteDemand).toHaveBeenCalledWith(9));
    await waitFor(() => expect(jest.mocked(getDemands).mock.calls.length).toBeGreaterThan(loads));
  });
});
