/**
 * Which image URLs belong to our Storage bucket. Hotels also point at static files and other hosts; those
 * are not ours to delete, and recognising them here means Storage code is never loaded for them.
 */
const downloadHost = 'firebasestorage.googleapis.com';

/**
 * The object path inside `bucket` that `url` names, or null when the URL is not ours. Accepts
 * `gs://<bucket>/<path>` and download URLs `http(s)://<host>/v0/b/<bucket>/o/<encoded path>`, where host is
 * Google's download host or, when given, the Storage emulator's `host:port`.
 */
export function storagePathOf(url: string, bucket: string, emulatorHost?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // a relative path such as /images/hotels/x.webp
  }
  if (parsed.protocol === 'gs:') {
    const path = parsed.pathname.replace(/^\/+/, '');
    return parsed.host === bucket && path !== '' ? safeDecode(path) : null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const knownHost = parsed.host === downloadHost || (emulatorHost !== undefined && parsed.host === emulatorHost);
  if (!knownHost) return null;
  const prefix = `/v0/b/${encodeURIComponent(bucket)}/o/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  const encoded = parsed.pathname.slice(prefix.length);
  return encoded === '' ? null : safeDecode(encoded);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
