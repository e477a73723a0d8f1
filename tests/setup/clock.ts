import { beforeEach, vi } from 'vitest';
import { suiteNow } from '../../src/testing/clock';

/**
 * Every test starts at the suite's instant (src/testing/clock.ts), whatever the machine's date. Only `Date` is
 * faked, so promises, timers and the DOM's tasks run as they do in the browser; time moves on from that instant as
 * it really passes. A test that fakes the timers itself (`vi.useFakeTimers()`) starts from the same instant, and
 * the next test is back on this clock even when it called `vi.useRealTimers()`.
 */
function startSuiteClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: suiteNow, shouldAdvanceTime: true });
}

startSuiteClock();
beforeEach(startSuiteClock);
