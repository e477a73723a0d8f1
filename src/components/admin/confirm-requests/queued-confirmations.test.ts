import type { Booking } from '@/backend/schemas';
import { queuedConfirmations, undoWindowMs } from './queued-confirmations';

const request = (id: string): Booking => ({
  id,
  reference: 'AST-7K3Q9',
  kind: 'tour',
  itemId: 'sikkim-delight',
  itemName: 'Sikkim Delight',
  userName: 'Rahul Sen',
  userEmail: 'rahul@example.com',
  travelDate: '2027-01-05',
  endDate: '2027-01-08',
  totalPrice: 24000,
  status: 'Pending',
});

describe('queued confirmations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    queuedConfirmations.reset();
    vi.useRealTimers();
  });

  it('writes each confirmation only once the undo window has passed, and never one that was undone', async () => {
    const written: string[] = [];
    const write = (booking: Booking) => {
      written.push(booking.id);
      return Promise.resolve();
    };
    queuedConfirmations.add([request('a'), request('b')], 'See you soon', write);
    expect(queuedConfirmations.isQueued('a')).toBe(true);
    await vi.advanceTimersByTimeAsync(undoWindowMs - 1);
    expect(written).toEqual([]);
    queuedConfirmations.undo('b');
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual(['a']);
    expect(queuedConfirmations.current().map((item) => [item.booking.id, item.state])).toEqual([
      ['a', 'done'],
      ['b', 'undone'],
    ]);
    // Too late to undo what was written; a request already queued is not queued twice.
    queuedConfirmations.undo('a');
    expect(queuedConfirmations.current().find((item) => item.booking.id === 'a')?.state).toBe('done');
  });

  it('says when a write fails, and leaves it on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queuedConfirmations.add([request('c')], '', () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(undoWindowMs + 20_000);
    expect(queuedConfirmations.current().map((item) => item.state)).toEqual(['failed']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
