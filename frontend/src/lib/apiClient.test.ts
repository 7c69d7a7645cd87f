import { messages } from '@conectasst/common/rules/messages';
import { ApiError, createApiClient, type HttpFetch, type HttpResponse } from './apiClient';

interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function reply({ status = 200, body, headers = {} }: FakeReply): HttpResponse {
  const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => lowerCased[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  };
}

function fakeServer(...replies: FakeReply[]) {
  const fetch = jest.fn<ReturnType<HttpFetch>, Parameters<HttpFetch>>();
  for (const next of replies) fetch.mockResolvedValueOnce(reply(next));
  fetch.mockResolvedValue(reply({ body: {} }));
  return fetch;
}

function sentRequest(fetch: jest.Mock<ReturnType<HttpFetch>, Parameters<HttpFetch>>, call = 0) {
  const args = fetch.mock.calls[call];
  if (!args) throw new Error(`request ${call} was not sent`);
  const [url, init] = args;
  return { url, ...init };
}

describe('apiClient requests', () => {
  it('calls the API under /v1 with the query, skipping empty values', async () => {
    const fetch = fakeServer({ body: { data: [] } });
    const client = createApiClient({ fetch, readToken: () => null });

    await client.get('/admin/area', { page: 2, name: 'Saúde', empty: '', missing: undefined });

    expect(sentRequest(fetch).url).toBe('/v1/admin/area?page=2&name=Sa%C3%BAde');
    expect(sentRequest(fetch).method).toBe('GET');
  });

  it('sends the stored token as a bearer token', async () => {
    const fetch = fakeServer({});
    const client = createApiClient({ fetch, readToken: () => 'abc.def' });

    await client.get('/auth/me');

    expect(sentRequest(fetch).headers.Authorization).toBe('Bearer abc.def');
  });

  it('reads the token from local storage key "token" by default', async () => {
    window.localStorage.setItem('token', 'from-storage');
    const fetch = fakeServer({});

    await createApiClient({ fetch }).get('/auth/me');

    expect(sentRequest(fetch).headers.Authorization).toBe('Bearer from-storage');
    window.localStorage.clear();
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeServer({});

    await createApiClient({ fetch, readToken: () => null }).get('/area');

    expect(sentRequest(fetch).headers).not.toHaveProperty('Authorization');
  });

  it('lets a call replace the bearer token with its own credentials (login uses HTTP Basic)', async () => {
    const fetch = fakeServer({ body: { token: 't', expiresIn: 3600 } });
    const client = createApiClient({ fetch, readToken: () => 'old' });

    await client.request({ method: 'GET', path: '/auth', authorization: 'Basic YTpi' });

    expect(sentRequest(fetch).headers.Authorization).toBe('Basic YTpi');
  });

  it('sends bodies as JSON and extra headers as given', async () => {
    const fetch = fakeServer({ status: 201, body: { message: 'ok', data: { id: 7 } } });
    const client = createApiClient({ fetch, readToken: () => null });

    const created = await client.post('/area', { name: 'Ergonomia' });
    await client.delete('/admin/area', { id: '7' });

    expect(created).toEqual({ message: 'ok', data: { id: 7 } });
    expect(sentRequest(fetch, 0)).toMatchObject({
      method: 'POST',
      body: '{"name":"Ergonomia"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(sentRequest(fetch, 1)).toMatchObject({ method: 'DELETE', headers: { id: '7' } });
    expect(sentRequest(fetch, 1).body).toBeUndefined();
  });
});

describe('apiClient read-your-writes positions', () => {
  it('sends no X-Min-Position before any write', async () => {
    const fetch = fakeServer({});

    await createApiClient({ fetch, readToken: () => null }).get('/admin/area');

    expect(sentRequest(fetch).headers).not.toHaveProperty('X-Min-Position');
  });

  it('sends the highest X-Position seen as X-Min-Position on later reads', async () => {
    const fetch = fakeServer(
      { status: 201, headers: { 'X-Position': '9.5' } },
      { headers: { 'X-Position': '10.2' } },
      { headers: { 'X-Position': '10.10' } },
      { headers: { 'X-Position': '9.99' } },
    );
    const client = createApiClient({ fetch, readToken: () => null });

    await client.post('/area', { name: 'a' });
    await client.put('/admin/area', { id: 1, name: 'b', status: true });
    await client.put('/admin/area', { id: 1, name: 'c', status: true });
    await client.delete('/admin/area', { id: '1' });
    await client.get('/admin/area');

    // Compared as numbers, part by part: 10.10 is past 10.2, and 9.99 is before both.
    expect(sentRequest(fetch, 4).headers['X-Min-Position']).toBe('10.10');
  });

  it('sends the position on writes too, so a command finds what an earlier write created', async () => {
    const fetch = fakeServer({ headers: { 'X-Position': '3.1' } });
    const client = createApiClient({ fetch, readToken: () => null });

    await client.post('/area', { name: 'a' });
    await client.put('/admin/area', { id: 1, name: 'b', status: true });

    expect(sentRequest(fetch, 0).headers).not.toHaveProperty('X-Min-Position');
    expect(sentRequest(fetch, 1).headers['X-Min-Position']).toBe('3.1');
  });

  it('ignores positions that are not "<digits>.<digits>"', async () => {
    const fetch = fakeServer({ headers: { 'X-Position': 'abc' } }, { headers: { 'X-Position': '12' } });
    const client = createApiClient({ fetch, readToken: () => null });

    await client.post('/area', { name: 'a' });
    await client.post('/area', { name: 'b' });
    await client.get('/admin/area');

    expect(sentRequest(fetch, 2).headers).not.toHaveProperty('X-Min-Position');
  });

  it('also learns positions from failed responses', async () => {
    const fetch = fakeServer({ status: 409, body: { message: 'x' }, headers: { 'X-Position': '4.0' } });
    const client = createApiClient({ fetch, readToken: () => null });

    await expect(client.post('/area', { name: 'a' })).rejects.toThrow('x');
    await client.get('/admin/area');

    expect(sentRequest(fetch, 1).headers['X-Min-Position']).toBe('4.0');
  });
});

describe('apiClient errors', () => {
  it('throws an ApiError with the status, the server message and the fields', async () => {
    const fields = [{ path: 'name', message: 'Preencha o campo nome' }];
    const fetch = fakeServer({ status: 400, body: { message: 'Requisição inválida.', fields } });

    const error: unknown = await createApiClient({ fetch, readToken: () => null })
      .post('/area', { name: '' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Requisição inválida.', fields });
  });

  it('maps a 401 with the server message', async () => {
    const fetch = fakeServer({ status: 401, body: { message: 'Credenciais invalidas.' } });

    await expect(createApiClient({ fetch, readToken: () => null }).get('/auth')).rejects.toMatchObject({
      status: 401,
      message: 'Credenciais invalidas.',
    });
  });

  it('uses a generic Portuguese message when the error body is not the JSON error shape', async () => {
    const fetch = fakeServer({ status: 502, body: '<html>Bad Gateway</html>' });

    await expect(createApiClient({ fetch, readToken: () => null }).get('/area')).rejects.toMatchObject({
      status: 502,
      message: messages.somethingWentWrong,
    });
  });

  it('reports an unreachable server as status 0', async () => {
    const fetch: HttpFetch = () => Promise.reject(new TypeError('Failed to fetch'));

    await expect(createApiClient({ fetch, readToken: () => null }).get('/area')).rejects.toMatchObject({
      status: 0,
      message: messages.somethingWentWrong,
    });
  });
});
