import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isStartupOver,
  loadQuietCapMs,
  loadQuietMark,
  loadQuietMs,
  markLoadQuiet,
  markStartupOver,
  resetStartupForTests,
  startupOverMark,
  useLoadQuiet,
  watchForLoadQuiet,
  whenLoadQuiet,
  whenStartupOver,
} from './startup';

describe('the end of the start', () => {
  beforeEach(() => {
    resetStartupForTests();
    performance.clearMarks(startupOverMark);
    performance.clearMarks(loadQuietMark);
  });

  it('runs what waits for it once when it is marked, and runs later callers at once', () => {
    const first = vi.fn();
    const cancelled = vi.fn();
    whenStartupOver(first);
    const cancel = whenStartupOver(cancelled);
    cancel();
    expect(isStartupOver()).toBe(false);
    expect(document.documentElement).not.toHaveAttribute('data-startup-over');
    expect(first).not.toHaveBeenCalled();

    markStartupOver();
    markStartupOver();
    expect(isStartupOver()).toBe(true);
    expect(first).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(startupOverMark, 'mark')).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('data-startup-over');

    const later = vi.fn();
    whenStartupOver(later);
    expect(later).toHaveBeenCalledOnce();
  });
});

describe('the quiet after the load', () => {
  beforeEach(() => {
    resetStartupForTests();
    performance.clearMarks(loadQuietMark);
    // Timers only: the marks go to the page's own `performance`.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('is a moment of its own, after the start: marked once, re-rendering what watches it', () => {
    const waiting = vi.fn();
    whenLoadQuiet(waiting);
    const { result } = renderHook(() => useLoadQuiet());
    act(() => markStartupOver());
    expect(result.current).toBe(false);
    expect(waiting).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-load-quiet');

    act(() => markLoadQuiet());
    markLoadQuiet();
    expect(result.current).toBe(true);
    expect(waiting).toHaveBeenCalledOnce();
    expect(performance.getEntriesByName(loadQuietMark, 'mark')).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('data-load-quiet');
  });

  it('comes once nothing has been fetched for a while and the browser is idle', () => {
    const waiting = vi.fn();
    whenLoadQuiet(waiting);
    watchForLoadQuiet();
    vi.advanceTimersByTime(loadQuietMs - 1);
    expect(waiting).not.toHaveBeenCalled();
    // Then an idle moment (jsdom has no idle callbacks: whenIdle's fallback of 500 ms).
    vi.advanceTimersByTime(1 + 500);
    expect(waiting).toHaveBeenCalledOnce();
  });

  it('waits while the page fetches, at most until its cap', () => {
    const observers: PerformanceObserverCallback[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['resource'];
      constructor(callback: PerformanceObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const fetched = () =>
      observers.forEach((callback) => callback({} as PerformanceObserverEntryList, {} as PerformanceObserver));
    const waiting = vi.fn();
    whenLoadQuiet(waiting);
    watchForLoadQuiet();
    expect(observers).toHaveLength(1);
    // A fetch every second: never 2 s of quiet.
    for (let ms = 0; ms < loadQuietCapMs - 1000; ms += 1000) {
      vi.advanceTimersByTime(1000);
      fetched();
    }
    expect(waiting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000 + 500);
    expect(waiting).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('stops watching when told to', () => {
    const waiting = vi.fn();
    whenLoadQuiet(waiting);
    const stop = watchForLoadQuiet();
    stop();
    vi.advanceTimersByTime(loadQuietCapMs + 5000);
    expect(waiting).not.toHaveBeenCalled();
  });
});
