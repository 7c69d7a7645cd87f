import type { CepAddress } from '@conectasst/common/api/accounts';
import type { CnaeClassView } from '@conectasst/common/api/cnae';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupStore } from '../../app/store';
import { ApiError, apiClient } from '../apiClient';
import { lookupCep } from '../cepApi';
import { lookupCnpj } from '../cnpjApi';
import { serverApi } from './api';
import { lookups, useCnaeGrade } from './lookups';

// The public lookups as server state (ADR 0184): a real store; the CEP and CNPJ calls replaced at their modules, the
// CNAE one at the API client (what `gradeOfCnae` makes of a 404 is part of what is tested).
jest.mock('../cepApi');
jest.mock('../cnpjApi');

function storeWithServerState() {
  const store = setupStore();
  store.injectServerState(serverApi);
  return store;
}

const glicerio: CepAddress = {
  cep: '13015904',
  street: 'Avenida Francisco Glicério',
  neighbourhood: 'Centro',
  city: 'Campinas',
  uf: 'SP',
};

afterEach(() => jest.restoreAllMocks());

describe('the address of a CEP (account forms, fiscal data)', () => {
  it('given a known CEP, when it is looked up twice, then the address comes back and the server is asked once', async () => {
    jest.mocked(lookupCep).mockResolvedValue(glicerio);
    const store = storeWithServerState();
    const first = await store.dispatch(lookups.endpoints.addressOfCep.initiate('13015904'));
    expect(first.data).toEqual(glicerio);
    // What the forms' lazy trigger does with preferCacheValue: the cached answer, no second request.
    const again = await store.dispatch(lookups.endpoints.addressOfCep.initiate('13015904', { forceRefetch: false }));
    expect(again.data).toEqual(glicerio);
    expect(lookupCep).toHaveBeenCalledTimes(1);
    expect(lookupCep).toHaveBeenCalledWith('13015904');
  });

  it('given an unknown CEP, when it is looked up, then there is no address (the fields stay as typed)', async () => {
    jest.mocked(lookupCep).mockResolvedValue(null);
    const store = storeWithServerState();
    const answer = await store.dispatch(lookups.endpoints.addressOfCep.initiate('99999999'));
    expect(answer.data).toBeNull();
    expect(answer.isError).toBe(false);
  });
});

describe('a company by its CNPJ (PJ onboarding, fiscal data, the admin Receita check)', () => {
  it('given the Receita is unavailable, when a CNPJ is looked up, then the notice is the answer, not an error', async () => {
    jest.mocked(lookupCnpj).mockResolvedValue({ notice: 'Consulta indisponível.' });
    const store = storeWithServerState();
    const answer = await store.dispatch(lookups.endpoints.companyOfCnpj.initiate('41873205000169'));
    expect(answer.data).toEqual({ notice: 'Consulta indisponível.' });
    expect(answer.isError).toBe(false);
    expect(lookupCnpj).toHaveBeenCalledWith('41873205000169');
  });
});

describe('useCnaeGrade (PJ onboarding "Dados Adicionais")', () => {
  const grade: CnaeClassView = { code: '47.11-3', name: 'Comércio varejista', grade: 2 } as CnaeClassView;

  function renderGrade(initial: string) {
    const store = storeWithServerState();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    return renderHook(({ text }) => useCnaeGrade(text), { wrapper, initialProps: { text: initial } });
  }

  it('given a valid CNAE typed, when the server knows its class, then the grade is shown; an unknown class is "unknown"', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/cnae/47.11-3') return { data: grade };
      throw new ApiError(404, 'Classe CNAE não encontrada.');
    });
    const hook = renderGrade('4711-3/01');
    await waitFor(() => expect(hook.result.current).toEqual(grade));
    act(() => hook.rerender({ text: '9999-9/99' }));
    // Nothing of the previous class while the new one is asked.
    expect(hook.result.current).toBeNull();
    await waitFor(() => expect(hook.result.current).toBe('unknown'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('given a text that is not a CNAE yet, when it is typed, then nothing is asked and nothing shown', () => {
    const get = jest.spyOn(apiClient, 'get');
    const hook = renderGrade('47');
    expect(hook.result.current).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
