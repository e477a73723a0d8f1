import type { CounterChange } from '@/backend/domain/availability';
import type { MailDraft } from '@/backend/domain/mail';
import { isBackendError } from '@/backend/errors';
import type { Booking, BookingOfficeRecord } from '@/backend/schemas';

/**
 * What a domain transaction's unit test stores, in memory: bookings, the office's records, counter changes and mail,
 * every write logged in order. Like one Firestore transaction, a read after a write is refused; `next()` starts the
 * transaction's next call, which reads again before it writes. A test's own store spreads `kept` and adds what its transaction
 * reads besides, reading through `read` and logging through `write`.
 */
export function transactionMemory(bookings: readonly Booking[]) {
  const stored = new Map(bookings.map((booking) => [booking.id, booking]));
  const records = new Map<string, BookingOfficeRecord>();
  const writes: string[] = [];
  const counters: CounterChange[] = [];
  const mails: MailDraft[] = [];
  let writesBefore = 0;

  function read<T>(value: T): Promise<T> {
    return writes.length > writesBefore ? Promise.reject(new Error('a read after a write')) : Promise.resolve(value);
  }
  function write(entry: string): void {
    writes.push(entry);
  }
  const kept = {
    booking: (id: string) => read(stored.get(id) ?? null),
    officeRecord: (id: string) => read(records.get(id) ?? null),
    putBooking: (booking: Booking) => (stored.set(booking.id, booking), write(`booking ${booking.id}`)),
    putOfficeRecord: (id: string, record: BookingOfficeRecord) => (records.set(id, record), write(`record ${id}`)),
    changeCounters: (changes: readonly CounterChange[]) => (counters.push(...changes), write('counters')),
    putMail: (draft: MailDraft) => (mails.push(draft), write('mail')),
  };
  return {
    kept,
    read,
    write,
    next: () => void (writesBefore = writes.length),
    stored,
    records,
    writes,
    counters,
    mails,
  };
}

/** How a transaction was refused, as `code: message`, or why it was not a refusal the customer would read. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return isBackendError(error) ? `${error.code}: ${error.message}` : `not a backend error: ${String(error)}`;
  }
  return 'not refused';
}
