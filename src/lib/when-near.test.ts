import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near';

/** An IntersectionObserver the test drives: `cross(true)` tells every watcher its element came near. */
function stubObserver() {
  const watchers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; live: boolean }[] = [];
  class Observer {
    private readonly watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, live: true };
      watchers.push(this.watcher);
    }
    observe() {}
    disconnect() {
      this.watcher.live = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const cross = (isIntersecting: boolean) => {
    for (const watcher of watchers.filter((w) => w.live))
      watcher.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { watchers, cross };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  it('runs once, when the element comes near, with the margin asked for', () => {
    const { watchers, cross } = stubObserver();
    const then = vi.fn();
    whenNear({} as Element, then, { margin: '600px 0px' });
    expect(watchers[0]?.options).toEqual({ root: null, rootMargin: '600px 0px' });
    cross(false);
    expect(then).not.toHaveBeenCalled();
    cross(true);
    cross(true);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, nor where the browser cannot tell', () => {
    const { cross } = stubObserver();
    const then = vi.fn();
    whenNear({} as Element, then)();
    cross(true);
    vi.unstubAllGlobals();
    expect(typeof IntersectionObserver).toBe('undefined');
    whenNear({} as Element, then)();
    expect(then).not.toHaveBeenCalled();
  });
});
