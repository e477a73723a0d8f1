import { limits } from '../limits';

/**
 * Ids and storage paths, the same in both adapters. Admin-created tours, hotels and articles keep the spec's
 * `<prefix>_<creation time>`; bookings, enquiries and rooms get random ids, so two people acting in the same
 * millisecond never collide and nobody can guess another customer's booking id.
 */
/** An id the operator gives in lowercase words: 'nathula-excursion' (an option's, a permit type's, a rate period's). */
export const slugIdPattern = new RegExp(`^[a-z0-9-]{1,${limits.slugId}}$`);

export function timeId(prefix: 'tour' | 'hotel' | 'article', now: number): string {
  return `${prefix}_${now}`;
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random letters and digits, like Firestore's own ids. */
export function randomId(random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size))): string {
  let id = '';
  // 62 letters: reject bytes of the incomplete last round so each letter is equally likely.
  while (id.length < 20) {
    for (const byte of random(24)) {
      if (byte < 248 && id.length < 20) id += idAlphabet[byte % 62];
    }
  }
  return id;
}

export const randomIdPattern = /^[A-Za-z0-9]{20}$/;

/** Storage path of an uploaded image: `images/<timestamp>_<name>` with the name made path-safe. */
export function imagePath(fileName: string, now: number): string {
  const safe =
    fileName
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  return `images/${now}_${safe}`;
}

/**
 * Milliseconds that never repeat within one adapter, for `<prefix>_<time>` ids and image paths: two creations
 * in the same millisecond still get different times.
 */
export function uniqueClock(now: () => number = Date.now): () => number {
  let last = 0;
  return () => (last = Math.max(now(), last + 1));
}
