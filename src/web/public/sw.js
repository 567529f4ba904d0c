// Blu's service worker: keeps the app itself on the phone so the portal opens without a
// connection (the technician's day in a basement). Pages are fetched from the network first and
// fall back to the last copy; hashed assets never change, so they are served from the cache once
// stored. API answers are never cached here: the screens keep their own data, and writes made
// offline wait in the page's outbox (src/web/lib/offline), not in this worker.
const CACHE = 'blu-shell-v1';
const SHELL = '/portal/work-orders';
// Not hashed (a drawn page names it to start its app), so fetched like a page: network first.
const STARTER = '/start-after-paint.js';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, STARTER, '/manifest.webmanifest', '/favicon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/ws/')
  ) {
    return;
  }
  if (request.mode === 'navigate' || url.pathname === STARTER) {
    event.respondWith(
      // Asked of the server every time (a 304 when unchanged): a worker's fetch goes through the
      // browser's HTTP cache, which would hand back a stale page within the public pages'
      // stale-while-revalidate window, so an editor's change would not show on the next visit.
      fetch(request, { cache: 'no-cache' })
        .then((response) => {
          const copy = response.clone();
          if (response.ok) void caches.open(CACHE).then((cache) => cache.put(request, copy));
          return response;
        })
        .catch(
          async () =>
            (await caches.match(request)) ||
            (request.mode === 'navigate' && (await caches.match(SHELL))) ||
            Response.error(),
        ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            const copy = response.clone();
            if (response.ok) void caches.open(CACHE).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
  }
});
