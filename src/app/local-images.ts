/**
 * The embedded backend keeps uploaded images as blobs in IndexedDB; a small service worker serves them at
 * /local-images/<path>, so the same URL works in <img>, in article HTML and after a reload.
 */
export function registerLocalImageWorker() {
  if (__BACKEND_KIND__ !== 'local' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/local-images-sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('Uploaded images will not show: the image service worker did not register.', error);
  });
}
