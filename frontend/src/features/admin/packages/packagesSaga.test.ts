import { configureStore } from '@reduxjs/toolkit';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { registerNavigator } from '../../../lib/navigation';
import { readStored, storageKeys } from '../../../lib/storage';
import { createPackage, deletePackage, getPackage, getPackages, updatePackage } from './api/packagesApi';
import { packagesSaga } from './packagesSaga';
import {
  createSubmitted,
  deleteClicked,
  editClicked,
  editScreenOpened,
  packagesSlice,
  selectPackages,
  updateSubmitted,
} from './packagesSlice';

// The packages catalogue is the smallest user of the admin CRUD kit (lib/adminCrud): these specs are the kit's rules
// (spec §2 and §8) as an admin meets them on /admin/credits, with the API replaced at its one boundary.
jest.mock('./api/packagesApi');
jest.mock('../../../lib/feedback');

const aPackage = (id: number, name: string): CreditPackage => ({
  id,
  name,
  credits: 10,
  ndemanda: 2,
  price: 50,
  pricePerCredit: 5,
  status: true,
});
const aPage = (items: CreditPackage[], page: number, lastPage: number): PagedBody<CreditPackage> => ({
  data: { data: items, page, perPage: 10, total: (lastPage - 1) * 10 + items.length, lastPage },
  pages: Array.from({ length: lastPage }, (_, index) => ({ page: index + 1 })),
});

function aRunningCatalogue() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { adminPackages: packagesSlice.reducer },
    middleware: (gDM) => gDM({ thunk: false }).concat(sagas),
  });
  const task = sagas.run(packagesSaga);
  return { store, stop: () => task.cancel() };
}

describe('admin packages (the admin CRUD kit)', () => {
  let navigate: jest.Mock<void, [string]>;
  let unregister: () => void;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    navigate = jest.fn<void, [string]>();
    unregister = registerNavigator(navigate);
    window.localStorage.clear();
  });
  afterEach(() => {
    stop();
    unregister();
  });

  it('Excluir on the last row of the last page: confirms, deletes, shows the server message and the page before', async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;
    jest.mocked(getPackages).mockResolvedValueOnce(aPage([aPackage(11, 'Avulso')], 2, 2));
    catalogue.store.dispatch(packagesSlice.actions.listRequested({ page: 2 }));
    await waitFor(() => expect(selectPackages(catalogue.store.getState()).list.items).toHaveLength(1));
    jest.mocked(confirmDeletion).mockResolvedValue(true);
    jest.mocked(deletePackage).mockResolvedValue({ message: 'Pacote deletado com sucesso!' });
    jest
      .mocked(getPackages)
      .mockResolvedValueOnce(aPage([], 2, 1))
      .mockResolvedValueOnce(aPage([aPackage(1, 'Básico')], 1, 1));

    catalogue.store.dispatch(deleteClicked(11));

    await waitFor(() =>
      expect(selectPackages(catalogue.store.getState()).list).toMatchObject({
        page: 1,
        items: [aPackage(1, 'Básico')],
        loading: false,
      }),
    );
    expect(deletePackage).toHaveBeenCalledWith(11);
    expect(toastSuccess).toHaveBeenCalledWith('Pacote deletado com sucesso!');
    expect(getPackages).toHaveBeenLastCalledWith(1, undefined);
  });

  it('Excluir answered "Não" deletes nothing', async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;
    jest.mocked(confirmDeletion).mockResolvedValue(false);

    catalogue.store.dispatch(deleteClicked(11));

    await waitFor(() => expect(confirmDeletion).toHaveBeenCalled());
    expect(deletePackage).not.toHaveBeenCalled();
  });

  it('typing in the search lists from the first page with the trimmed name', async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;
    jest.mocked(getPackages).mockResolvedValue(aPage([aPackage(3, 'Premium')], 1, 1));

    catalogue.store.dispatch(packagesSlice.actions.nameFilterChanged('  prem '));

    await waitFor(() => expect(getPackages).toHaveBeenCalledWith(1, 'prem'));
    await waitFor(() =>
      expect(selectPackages(catalogue.store.getState()).list.items).toEqual([aPackage(3, 'Premium')]),
    );
  });

  it('Editar keeps the id for the edit screen, which loads that package', async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;
    jest.mocked(getPackage).mockResolvedValue({ data: aPackage(7, 'Anual') });

    catalogue.store.dispatch(editClicked(7));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/credits/edit'));
    catalogue.store.dispatch(editScreenOpened());

    await waitFor(() =>
      expect(selectPackages(catalogue.store.getState()).form).toMatchObject({
        record: aPackage(7, 'Anual'),
        loading: false,
      }),
    );
    expect(readStored(storageKeys.selectedId)).toBe('7');
    expect(getPackage).toHaveBeenCalledWith(7);
  });

  it('the edit screen without a kept id goes back to the list without asking the server', async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;

    catalogue.store.dispatch(editScreenOpened());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/credits'));
    expect(getPackage).not.toHaveBeenCalled();
    expect(selectPackages(catalogue.store.getState()).form.loading).toBe(false);
  });

  it("a refused creation keeps the form open with the server's message", async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;
    jest.mocked(createPackage).mockRejectedValue(new ApiError(409, 'Já existe um pacote com esse nome.'));

    catalogue.store.dispatch(createSubmitted({ name: 'Básico', credits: 10, ndemanda: 2, price: '50.00' }));

    await waitFor(() =>
      expect(selectPackages(catalogue.store.getState()).form).toMatchObject({
        saving: false,
        error: 'Já existe um pacote com esse nome.',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a creation toasts the server message and opens the list; an edit shows the success dialog and opens the list', async () => {
    const catalogue = aRunningCatalogue();
    stop = catalogue.stop;
    jest.mocked(createPackage).mockResolvedValue({ message: 'Pacote cadastrado com sucesso!', data: { id: 12 } });
    jest.mocked(updatePackage).mockResolvedValue({ message: 'ok' });
    jest.mocked(showSuccessDialog).mockResolvedValue(undefined);

    catalogue.store.dispatch(createSubmitted({ name: 'Básico', credits: 10, ndemanda: 2, price: '50.00' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/credits'));
    expect(toastSuccess).toHaveBeenCalledWith('Pacote cadastrado com sucesso!');

    catalogue.store.dispatch(updateSubmitted({ id: 12, name: 'Básico', status: false }));
    await waitFor(() => expect(showSuccessDialog).toHaveBeenCalledWith('Registro salvo com sucesso'));
    expect(updatePackage).toHaveBeenCalledWith({ id: 12, name: 'Básico', status: false });
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(selectPackages(catalogue.store.getState()).form.saving).toBe(false);
  });
});
