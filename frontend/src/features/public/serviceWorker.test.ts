import { checkServiceWorker, type ServiceWorkerEnvironment } from './serviceWorker';

function env(response: { status: number; type: string } | 'offline', hasRegistration = true) {
  const unregister = jest.fn(async () => true);
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const reload = jest.fn();
  const environment: ServiceWorkerEnvironment = {
    container: {
      register,
      getRegistration: async () =>
        hasRegistration ? ({ unregister } as unknown as ServiceWorkerRegistration) : undefined,
    },
    fetch: async () => {
      if (response === 'offline') throw new Error('offline');
      return { status: response.status, headers: new Headers({ 'content-type': response.type }) };
    },
    reload,
  };
  return { environment, unregister, register, reload };
}

describe('service worker check (spec §4)', () => {
  it('registers /service-worker.js when it is there', async () => {
    const { environment, register, reload } = env({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(await checkServiceWorker(environment)).toBe('registered');
    expect(register).toHaveBeenCalledWith('/service-worker.js');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([[{ status: 404, type: 'application/json' }], [{ status: 200, type: 'text/html' }]])(
    'unregisters and reloads when the worker is missing (%j)',
    async (response) => {
      const { environment, unregister, reload, register } = env(response);
      expect(await checkServiceWorker(environment)).toBe('unregistered');
      expect(unregister).toHaveBeenCalled();
      expect(reload).toHaveBeenCalled();
      expect(register).not.toHaveBeenCalled();
    },
  );

  it('does not reload when there is nothing to unregister, offline, or without support', async () => {
    const none = env({ status: 404, type: 'text/html' }, false);
    expect(await checkServiceWorker(none.environment)).toBe('absent');
    expect(none.reload).not.toHaveBeenCalled();
    expect(await checkServiceWorker(env('offline').environment)).toBe('absent');
    expect(await checkServiceWorker({ ...env('offline').environment, container: undefined })).toBe('unsupported');
  });
});
