import type { Observable, Unsubscribe } from './types';

export interface Subject<T> extends Observable<T> {
  set(value: T): void;
}

/** A tiny observable value; `undefined` means not known yet. */
export function createSubject<T>(initial?: T): Subject<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    current: () => value,
    subscribe(listener): Unsubscribe {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}
