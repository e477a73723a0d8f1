import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledOrAfter } from './settled-or-after';

describe('settledOrAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves when the promise settles, and clears its timer', async () => {
    let answer!: () => void;
    const fetched = new Promise<void>((resolve) => (answer = resolve));
    let done = false;
    const waited = settledOrAfter(fetched, 3000).then(() => (done = true));
    expect(vi.getTimerCount()).toBe(1);
    answer();
    await waited;
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves when the promise fails, the same way', async () => {
    const failed = Promise.reject(new Error('offline'));
    await settledOrAfter(failed, 3000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves after its time when the promise never settles', async () => {
    let done = false;
    const waited = settledOrAfter(new Promise(() => undefined), 3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waited;
    expect(done).toBe(true);
  });

  it('resolves at once without a promise', async () => {
    await settledOrAfter(undefined, 3000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
