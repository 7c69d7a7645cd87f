import type { PushSubscriptionBody } from '@conectasst/common/api/alerts';

/** Where this browser stands with the alerts by Web Push. */
export type BrowserPushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The site's worker (/service-worker.js, registered at start-up, spec §4), once it is active. */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.ready);
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing ? 'on' : 'off';
}

const applicationServerKey = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * Asks the permission (the browser's own prompt) and subscribes with the server's VAPID key; the subscription is
 * what the server stores. Null when the provider refused the permission.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionBody | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const subscription = await (
    await registration()
  ).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  return subscription.toJSON() as PushSubscriptionBody;
}

/** Unsubscribes this browser; its endpoint, for the server to forget (null when it had none). */
export async function unsubscribeBrowser(): Promise<string | null> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
