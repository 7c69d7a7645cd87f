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
