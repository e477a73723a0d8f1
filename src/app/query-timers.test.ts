import { coalescedTimers } from './query-timers';

describe("TanStack Query's timers behind one platform timer", () => {
  beforeEach(() => {
    // Only the timers and the monotonic clock: the suite's Date stays its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each timer once it is due, in one platform timer for timers due together, and never a cleared one', () => {
    const platform = vi.spyOn(globalThis, 'setTimeout');
    const timers = coalescedTimers({ slackMs: 10 });
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('gc'), 300_000);
    timers.setTimeout(() => ran.push('stale a'), 30_000);
    timers.setTimeout(() => ran.push('stale b'), 30_005);
    const cleared = timers.setTimeout(() => ran.push('cleared'), 30_000);
    for (let i = 0; i < 100; i++) timers.clearTimeout(timers.setTimeout(() => ran.push('mounted and cleared'), 60_000));
    timers.clearTimeout(cleared);
    // Armed for the gc, then again for the earlier staleness: no platform timer for the later ones or the clears.
    expect(platform).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale a', 'stale b']);
    vi.advanceTimersByTime(270_000);
    expect(ran).toEqual(['stale a', 'stale b', 'gc']);
  });

  it('runs a timer set by another one when its own time comes', () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('second'), 1_000);
    }, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['first', 'second']);
  });
});
