// The pages' service worker: every file they need, kept under this build's version, so
// they load and play with the network off after a first visit. web/build.sh writes the
// version (a hash of the files) and the list; a new build is a new sw.js, which the
// browser installs on a later visit, replacing the old files.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `ssangryuk-${VERSION}`;

self.addEventListener('install', (e) => {
  e.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Past the browser's HTTP cache: this build's files, not an older copy.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('ssangryuk-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The kept file when there is one (whatever the query: `?lang=en`, `?game=3`), else the
// network. The folder's own address is its index.html.
self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== self.location.origin) return;
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = url.pathname.endsWith('/') ? new URL('index.html', url).href : url.href;
    return (await cache.match(key, { ignoreSearch: true })) ?? fetch(e.request);
  })());
});
