import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isStartupOver,
  markStartupOver,
  resetStartupForTests,
  startupOverMark,
  useStartupOver,
  whenStartupOver,
} from './startup';

describe('the end of the start', () => {
  beforeEach(() => {
    resetStartupForTests();
    performance.clearMarks(startupOverMark);
  });

  it('runs what waits for it once when it is marked, re-renders what watches it, and runs later callers at once', () => {
    const first = vi.fn();
    const cancelled = vi.fn();
    whenStartupOver(first);
    const cancel = whenStartupOver(cancelled);
    cancel();
    const { result } = renderHook(() => useStartupOver());
    expect(result.current).toBe(false);
    expect(isStartupOver()).toBe(false);
    expect(document.documentElement).not.toHaveAttribute('data-startup-over');
    expect(first).not.toHaveBeenCalled();

    act(() => markStartupOver());
    markStartupOver();
    expect(result.current).toBe(true);
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
