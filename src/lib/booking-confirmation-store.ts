/**
 * The last booking request each account sent from this browser, kept in localStorage under that account's id
 * until its owner dismisses the confirmation on the home page or signs out. A confirmation belongs to the account
 * that made it: another account signed in on the same browser reads its own key, never this one. This module only
 * moves text in and out of storage: it is small enough for the home page's first chunk. What the text must hold is
 * checked by booking-confirmation.ts, which only the confirmation panel (a chunk of its own) and the booking forms
 * load.
 */
const keyPrefix = 'himalayan-aster:booking-confirmation';
const listeners = new Set<() => void>();

const keyOf = (accountId: string) => `${keyPrefix}:${accountId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private modes, sandboxed frames): there is simply no confirmation to show.
    return null;
  }
}

/** The text stored for the account, or null when there is none (or no storage). */
export function readStoredConfirmation(accountId: string): string | null {
  try {
    return storage()?.getItem(keyOf(accountId)) ?? null;
  } catch {
    return null;
  }
}

function write(change: (store: Storage) => void) {
  const store = storage();
  if (!store) return;
  try {
    change(store);
  } catch (error) {
    // A full or blocked storage only costs the panel, never the booking that was just made.
    console.warn('Could not update the stored booking confirmation:', error);
  }
  for (const listener of [...listeners]) listener();
}

export function storeConfirmation(accountId: string, text: string) {
  write((store) => store.setItem(keyOf(accountId), text));
}

export function clearStoredConfirmation(accountId: string) {
  write((store) => store.removeItem(keyOf(accountId)));
}

/**
 * Signing out leaves no booking behind on the device: every account's confirmation goes, and the one key that
 * earlier versions kept for the whole browser with it.
 */
export function forgetStoredConfirmations() {
  write((store) => {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(keyPrefix)) store.removeItem(key);
  });
}

/** Told when this tab or another one changes a stored confirmation (useSyncExternalStore's subscribe). */
export function subscribeToConfirmation(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(keyPrefix)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
