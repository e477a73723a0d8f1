/**
 * The last booking request this browser sent, kept in localStorage until the traveller dismisses its
 * confirmation on the home page. This module only moves text in and out of storage: it is small enough for the
 * home page's first chunk. What the text must hold is checked by booking-confirmation.ts, which only the
 * confirmation panel (a chunk of its own) and the booking forms load.
 */
const storageKey = 'himalayan-aster:booking-confirmation';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private modes, sandboxed frames): there is simply no confirmation to show.
    return null;
  }
}

/** The stored text, or null when there is none (or no storage). */
export function readStoredConfirmation(): string | null {
  try {
    return storage()?.getItem(storageKey) ?? null;
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

export function storeConfirmation(text: string) {
  write((store) => store.setItem(storageKey, text));
}

export function clearStoredConfirmation() {
  write((store) => store.removeItem(storageKey));
}

/** Told when this tab or another one changes the stored confirmation (useSyncExternalStore's subscribe). */
export function subscribeToConfirmation(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
