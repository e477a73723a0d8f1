import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks the browser's idle callback, with the longest wait", () => {
    const asked: { timeout?: number }[] = [];
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
      idle = callback;
      asked.push(options);
      return 7;
    });
    const ran = vi.fn();
    whenIdle(ran, 1000, 200);
    expect(asked).toEqual([{ timeout: 1000 }]);
    expect(ran).not.toHaveBeenCalled();
    idle?.();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs the given time later where the browser has no idle callbacks, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ran = vi.fn();
    whenIdle(ran, 3000, 1000);
    vi.advanceTimersByTime(999);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = whenIdle(cancelled);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
