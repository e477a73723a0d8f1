/** Password hashing for the embedded adapter: PBKDF2-SHA256 via WebCrypto with a per-user random salt. */
/** At least what OWASP recommends for PBKDF2-SHA256 today; older hashes are upgraded on the next sign-in. */
export const passwordIterations = 600_000;

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, rounds: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: rounds },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** A new hash with `iterations` rounds (the adapter's setting; a stored hash names its own rounds). */
export async function hashPassword(password: string, iterations = passwordIterations): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const hash = await derive(password, fromBase64(stored.salt), stored.iterations);
  const expected = fromBase64(stored.hash);
  if (hash.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < hash.length; i++) diff |= (hash[i] ?? 0) ^ (expected[i] ?? 0);
  return diff === 0;
}
