/** Where the worker lives (spec §4). */
export const SERVICE_WORKER_URL = '/service-worker.js';

export interface ServiceWorkerEnvironment {
  container: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'> | undefined;
  fetch: (url: string) => Promise<Pick<Response, 'status' | 'headers'>>;
  reload: () => void;
}

/**
 * Spec §4: register the worker from /service-worker.js; if that file is missing (404, or the app's HTML served in its
 * place), unregister the worker this browser still has and reload the page so it runs without it.
 */
export async function checkServiceWorker(
  env: ServiceWorkerEnvironment,
): Promise<'registered' | 'unregistered' | 'unsupported' | 'absent'> {
  if (!env.container) return 'unsupported';
  let missing: boolean;
  try {
    const response = await env.fetch(SERVICE_WORKER_URL);
    const type = response.headers.get('content-type') ?? '';
    missing = response.status === 404 || !type.includes('javascript');
  } catch {
    return 'absent'; // offline: leave things as they are
  }
  if (missing) {
    const registration = await env.container.getRegistration();
    if (!registration) return 'absent';
    await registration.unregister();
    env.reload();
    return 'unregistered';
  }
  await env.container.register(SERVICE_WORKER_URL);
  return 'registered';
}

/** Runs the check once the page has loaded (the dev server serves public/service-worker.js too). */
export function registerServiceWorker(): void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  window.addEventListener('load', () => {
    void checkServiceWorker({
      container,
      fetch: (url) => window.fetch(url, { headers: { 'Service-Worker': 'script' } }),
      reload: () => window.location.reload(),
    }).catch(() => undefined);
  });
}
