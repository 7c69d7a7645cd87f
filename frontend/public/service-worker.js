/* global self */
/*
 * ConectaSST service worker (spec §4: registered from /service-worker.js).
 * It takes control at once and caches nothing: every request goes to the network, so a deploy is never hidden behind
 * a stale copy. Its presence lets the page check that the worker still exists (see src/features/public/serviceWorker.ts).
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/*
 * New-demand alerts by Web Push (issue 36, docs/alerts.md): the server sends { title, body, url, tag } encrypted for
 * this browser; the notification opens the demand's offer page (a window of the site already open is reused).
 */
self.addEventListener('push', (event) => {
  let alert = { title: 'ConectaSST', body: 'Nova demanda para você.', url: '/dashboard', tag: undefined };
  try {
    alert = { ...alert, ...(event.data ? event.data.json() : {}) };
  } catch {
    // A payload that is not JSON still shows the generic alert.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/dashboard';
  // Only a page of this site: never an address the payload names elsewhere.
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      if (open) return open.navigate(target.href).then((w) => (w || open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
