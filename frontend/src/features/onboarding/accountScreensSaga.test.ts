import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { ApiError } from '../../lib/apiClient';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { aCurrentUser } from '../../testing/fixtures';
import { accountScreenLeft, accountScreenOpened, areaPicked, selectAccountScreen } from './accountScreensSlice';
import { getAreas, getCompanyDetails, getIndividualDetails, getNrsOfArea, getSocialOptions } from './api/onboardingApi';

jest.mock('../../session/api/getCurrentUser');
jest.mock('./api/onboardingApi');

describe('the account screens saga (/second-state, /third-state, /dashboard/profile)', () => {
  const navigate = navigatorSpy();
  beforeEach(() => jest.resetAllMocks());

  it("when /second-state opens, then the account and the 'Como nos conheceu?' options arrive together", async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getSocialOptions).mockResolvedValue(['Google', 'Instagram']);
    jest.mocked(getIndividualDetails).mockRejectedValue(new ApiError(404, 'Dados não encontrados.'));
    jest.mocked(getCompanyDetails).mockRejectedValue(new ApiError(404, 'Dados não encontrados.'));
    const store = setupStore();

    store.dispatch(accountScreenOpened('details'));

    await waitFor(() => expect(selectAccountScreen(store.getState()).loading).toBe(false));
    expect(selectAccountScreen(store.getState())).toMatchObject({ screen: 'details', social: ['Google', 'Instagram'] });
    expect(selectAccountScreen(store.getState()).me).toEqual(aCurrentUser('provider'));
    expect(selectAccountScreen(store.getState()).details).toBeUndefined();
    expect(getAreas).not.toHaveBeenCalled();
  });

  it('given details saved as Pessoa Jurídica, when /second-state opens again, then it opens with them (issue #35)', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getSocialOptions).mockResolvedValue([]);
    jest.mocked(getIndividualDetails).mockRejectedValue(new ApiError(404, 'Dados não encontrados.'));
    const company = {
      fantasyname: 'Segura',
      corporatename: 'Segura Ltda',
      cnpj: '11222333000181',
      cep: '01310100',
      street: '01310100 - Avenida Paulista - 1000 - ',
      ddd: '11',
      phone: '987654321',
      name: 'Paulo',
      surname: 'Prestador',
      department: 'Comercial',
      role: 'Gerente',
      register: '',
      socialnetwork: 'Google',
      profission: 'Gerente',
      cnae: '',
    };
    jest.mocked(getCompanyDetails).mockResolvedValue(company);
    const store = setupStore();

    store.dispatch(accountScreenOpened('details'));

    await waitFor(() => expect(selectAccountScreen(store.getState()).loading).toBe(false));
    expect(selectAccountScreen(store.getState()).details).toEqual({ personType: 2, company });
  });

  it('given the areas cannot load, when /third-state opens, then the form opens with none', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getAreas).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(accountScreenOpened('serviceProfile'));

    await waitFor(() => expect(selectAccountScreen(store.getState()).loading).toBe(false));
    expect(selectAccountScreen(store.getState()).areas).toEqual([]);
  });

  it('given no session, then the sign-up steps go to /signup and the profile to /login, still loading', async () => {
    jest.mocked(getCurrentUser).mockRejectedValue(new ApiError(401, 'Sessão expirada.'));
    const store = setupStore();

    store.dispatch(accountScreenOpened('details'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup'));
    store.dispatch(accountScreenOpened('profile'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));

    expect(selectAccountScreen(store.getState()).loading).toBe(true);
  });

  it('when the screen is left, then the next one starts from a spinner, not from its data', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    const store = setupStore();
    store.dispatch(accountScreenOpened('profile'));
    await waitFor(() => expect(selectAccountScreen(store.getState()).loading).toBe(false));

    store.dispatch(accountScreenLeft());

    const state = selectAccountScreen(store.getState());
    expect(state.loading).toBe(true);
    expect(state.me).toBeUndefined();
    expect(state.screen).toBeUndefined();
  });
});

describe("'Áreas de atuação' of /third-state", () => {
  beforeEach(() => jest.resetAllMocks());

  it('when an area is picked, then its NRs arrive to tick; an answer for an area no longer picked is dropped', async () => {
    let answerFirst: (nrs: { id: number; name: string }[]) => void = () => undefined;
    jest
      .mocked(getNrsOfArea)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([{ id: 5, name: 'NR-05' }]);
    const store = setupStore();

    store.dispatch(areaPicked(1));
    store.dispatch(areaPicked(2));
    answerFirst([{ id: 9, name: 'NR-09' }]);

    await waitFor(() =>
      expect(selectAccountScreen(store.getState()).areaNrs).toEqual({ areaId: 2, nrs: [{ id: 5, name: 'NR-05' }] }),
    );
    expect(getNrsOfArea).toHaveBeenCalledWith(1);
    expect(getNrsOfArea).toHaveBeenCalledWith(2);
  });

  it('given the NRs cannot load, then the area shows none to tick', async () => {
    jest.mocked(getNrsOfArea).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(areaPicked(3));

    await waitFor(() => expect(getNrsOfArea).toHaveBeenCalledWith(3));
    await waitFor(() => expect(selectAccountScreen(store.getState()).areaNrs).toEqual({ areaId: 3, nrs: [] }));
  });
});
