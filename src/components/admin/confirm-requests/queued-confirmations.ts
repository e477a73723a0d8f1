import type { Booking } from '@/backend/schemas';

/**
 * Confirmations the operator can still undo. Confirming writes the status and e-mails the customer in one step
 * (the backend's updateStatus), and an e-mail cannot be called back: so "Confirm request" waits out the undo window
 * first and only then writes. Undo within the window leaves the request Pending and sends nothing; nothing is ever
 * confirmed and then un-confirmed behind the customer's back. The queue lives in the module, not in a page, so it
 * survives moving to the next request; leaving the site while a confirmation waits asks first (beforeunload), and
 * leaving anyway leaves the request Pending, as the notice says.
 */

/** How long "Undo" is offered before the confirmation is written and the customer e-mailed. */
export const undoWindowMs = 5000;

export type QueuedState = 'waiting' | 'saving' | 'done' | 'undone' | 'failed';

export interface QueuedConfirmation {
  booking: Booking;
  note: string;
  state: QueuedState;
  /** When the write starts (ms since the epoch), while `waiting`. */
  writesAt: number;
}

type Write = (booking: Booking, note: string) => Promise<void>;

let queue: QueuedConfirmation[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Finished entries stay on screen this long (what was sent, what was undone). */
const shownAfterMs = 8000;

function publish(next: QueuedConfirmation[]) {
  queue = next;
  if (typeof window !== 'undefined' && !queue.some((item) => item.state === 'waiting')) {
    window.removeEventListener('beforeunload', warnBeforeLeaving);
  }
  for (const listener of listeners) listener();
}

function update(id: string, state: QueuedState) {
  publish(queue.map((item) => (item.booking.id === id ? { ...item, state } : item)));
  if (state === 'done' || state === 'undone') {
    // What is finished goes after a while; failures stay until dismissed.
    setTimeout(() => publish(queue.filter((item) => !(item.booking.id === id && item.state === state))), shownAfterMs);
  }
}

function warnBeforeLeaving(event: BeforeUnloadEvent) {
  if (queue.some((item) => item.state === 'waiting')) event.preventDefault();
}

/** Whether the booking is waiting to be confirmed (or being written): "next pending" skips it. */
function isQueued(id: string) {
  return queue.some((item) => item.booking.id === id && (item.state === 'waiting' || item.state === 'saving'));
}

export const queuedConfirmations = {
  current: () => queue,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isQueued,
  /** Queues the bookings' confirmations: each is written after the undo window, unless undone before. */
  add: (bookings: readonly Booking[], note: string, write: Write, now = Date.now()) => {
    const fresh = bookings.filter((booking) => !isQueued(booking.id));
    if (fresh.length === 0) return;
    const ids = new Set(fresh.map((booking) => booking.id));
    publish([
      ...queue.filter((item) => !ids.has(item.booking.id)),
      ...fresh.map((booking): QueuedConfirmation => ({ booking, note, state: 'waiting', writesAt: now + undoWindowMs })),
    ]);
    if (typeof window !== 'undefined') window.addEventListener('beforeunload', warnBeforeLeaving);
    for (const booking of fresh) {
      timers.set(
        booking.id,
        setTimeout(() => {
          timers.delete(booking.id);
          update(booking.id, 'saving');
          write(booking, note).then(
            () => update(booking.id, 'done'),
            (error: unknown) => {
              console.warn('Could not confirm the request:', error);
              update(booking.id, 'failed');
            },
          );
        }, undoWindowMs),
      );
    }
  },
  /** Undo within the window: nothing is written, nothing is sent. */
  undo: (id: string) => {
    const timer = timers.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(id);
    update(id, 'undone');
  },
  dismiss: (id: string) => {
    publish(queue.filter((item) => item.booking.id !== id || item.state === 'waiting' || item.state === 'saving'));
  },
  /** Tests: forget everything (no timer left behind). */
  reset: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    publish([]);
  },
};
