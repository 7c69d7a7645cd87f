import { setupStore } from '../../app/store';
import { serverApi } from '../../lib/serverState/api';
import { getStreetOfCep } from './api/onboardingApi';
import { onboardingReads } from './onboardingReads';

// The CEP lookup of the account forms as server state (ADR 0184): a real store, the feature's api module replaced.
jest.mock('./api/onboardingApi');

function storeWithServerState() {
  const store = setupStore();
  store.injectServerState(serverApi);
  return store;
}

describe('the street of a CEP', () => {
  it('given a known CEP, when it is looked up twice, then the street comes back and the server is asked once', async () => {
    jest.mocked(getStreetOfCep).mockResolvedValue('Avenida Francisco Glicério');
    const store = storeWithServerState();
    const first = await store.dispatch(onboardingReads.endpoints.streetOfCep.initiate('13015904'));
    expect(first.data).toBe('Avenida Francisco Glicério');
    // What the form's lazy trigger does with preferCacheValue: the cached answer, no second request.
    const again = await store.dispatch(
      onboardingReads.endpoints.streetOfCep.initiate('13015904', { forceRefetch: false }),
    );
    expect(again.data).toBe('Avenida Francisco Glicério');
    expect(getStreetOfCep).toHaveBeenCalledTimes(1);
    expect(getStreetOfCep).toHaveBeenCalledWith('13015904');
  });

  it('given an unknown CEP, when it is looked up, then there is no street (the field stays as typed)', async () => {
    jest.mocked(getStreetOfCep).mockResolvedValue(undefined);
    const store = storeWithServerState();
    const answer = await store.dispatch(onboardingReads.endpoints.streetOfCep.initiate('99999999'));
    expect(answer.data).toBeNull();
    expect(answer.isError).toBe(false);
  });
});
