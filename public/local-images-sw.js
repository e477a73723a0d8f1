/* Serves images uploaded in the embedded (local) mode from IndexedDB at /local-images/<path>.
   Database and store names match src/backend/local/db.ts. */
const dbName = 'himalayan-aster';
const storeName = 'images';
const prefix = '/local-images/';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readImage(path) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(dbName);
    // Never create the database here: the app creates it with its stores (an empty v1 would block that).
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(storeName)) {
        db.close();
        resolve(undefined);
        return;
      }
      const request = db.transaction(storeName).objectStore(storeName).get(path);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        db.close();
        resolve(request.result);
      };
    };
  });
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(prefix)) return;
  const path = decodeURIComponent(url.pathname.slice(prefix.length));
  event.respondWith(
    readImage(path).then(
      (image) =>
        image
          ? new Response(image.blob, { headers: { 'Content-Type': image.contentType, 'Cache-Control': 'no-cache' } })
          : new Response('Image not found', { status: 404 }),
      () => new Response('Image store unavailable', { status: 503 }),
    ),
  );
});
