import { messages } from '@conectasst/common/rules/messages';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError, apiClient } from '../apiClient';
import { dataOf, get, serverApi } from './api';
import { readsChanged } from './invalidate';

// The base query is the app's API client (ADR 0184): these specs replace the client at its one boundary, `request`,
// and read what a real store holds after an endpoint ran.
const reads = serverApi.enhanceEndpoints({ addTagTypes: ['Probe'] }).injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<string[], string>({
      query: (status) => get('/probe', { status }),
      transformResponse: dataOf<string[]>,
      providesTags: ['Probe'],
    }),
  }),
});

/** What the store holds for `probe('open')` (the api's state is optional in RootState: it arrives with lazy code). */
const probeOf = (store: ReturnType<typeof setupStore>) =>
  reads.endpoints.probe.select('open')(
    store.getState() as unknown as Parameters<ReturnType<typeof reads.endpoints.probe.select>>[0],
  );

function storeWithServerState() {
  const store = setupStore();
  store.injectServerState(serverApi);
  return store;
}

afterEach(() => jest.restoreAllMocks());

describe('server state (RTK Query over the API client)', () => {
  it('given the server answers, when a read runs, then the store holds its data, asked through the client', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: ['a', 'b'] });
    const store = storeWithServerState();
    await store.dispatch(reads.endpoints.probe.initiate('open'));
    expect(probeOf(store).data).toEqual(['a', 'b']);
    expect(request).toHaveBeenCalledWith({ method: 'GET', path: '/probe', query: { status: 'open' } });
  });

  it("given the server refuses, when a read runs, then its error is the status and the server's Portuguese message", async () => {
    jest.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(403, 'Acesso restrito ao administrador.'));
    const store = storeWithServerState();
    await store.dispatch(reads.endpoints.probe.initiate('open'));
    expect(probeOf(store).error).toEqual({
      status: 403,
      message: 'Acesso restrito ao administrador.',
    });
  });

  it('given something other than the API fails, when a read runs, then its message is the generic one', async () => {
    jest.spyOn(apiClient, 'request').mockRejectedValue(new TypeError('boom'));
    const store = storeWithServerState();
    await store.dispatch(reads.endpoints.probe.initiate('open'));
    expect(probeOf(store).error).toEqual({
      status: 0,
      message: messages.somethingWentWrong,
    });
  });

  it('given a read is on screen, when a write invalidates its tag, then it is asked again', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: ['a'] });
    const store = storeWithServerState();
    const subscription = store.dispatch(reads.endpoints.probe.initiate('open'));
    await subscription;
    request.mockResolvedValue({ data: ['a', 'b'] });
    store.dispatch(serverApi.util.invalidateTags(['Probe'] as never));
    await waitFor(() => expect(probeOf(store).data).toEqual(['a', 'b']));
    expect(request).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });

  it("given a read is on screen, when a saga of the home page's chunk says its tag changed (readsChanged), then it is asked again", async () => {
    expect(readsChanged.type).toBe(serverApi.util.invalidateTags.type);
    const request = jest.spyOn(apiClient, 'request').mockResolvedValue({ data: ['a'] });
    const store = storeWithServerState();
    const subscription = store.dispatch(reads.endpoints.probe.initiate('open'));
    await subscription;
    request.mockResolvedValue({ data: ['a', 'c'] });
    store.dispatch(readsChanged(['Probe']));
    await waitFor(() => expect(probeOf(store).data).toEqual(['a', 'c']));
    subscription.unsubscribe();
  });

  it('given a fresh store, when server state is injected twice, then its middleware is registered once', () => {
    const store = setupStore();
    expect(store.getState().serverState?.config.middlewareRegistered).toBeFalsy();
    store.injectServerState(serverApi);
    store.injectServerState(serverApi);
    expect(store.getState()).toHaveProperty('serverState.config.middlewareRegistered', true);
  });
});
