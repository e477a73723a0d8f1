import { describe, expect, it, vi } from 'vitest';
import { mapInSlices, sliceMs, yieldToMain } from './yield';

describe('mapInSlices', () => {
  it('starts in a task of its own and yields each time a slice has run its time, keeping the order', async () => {
    // A clock the items move: each takes 4 ms.
    let clock = 0;
    const steps: string[] = [];
    const mapped = await mapInSlices(
      [1, 2, 3, 4, 5, 6, 7],
      (item) => {
        steps.push(`map ${item}`);
        clock += 4;
        return item * 10;
      },
      () => clock,
      () => {
        steps.push('yield');
        return Promise.resolve();
      },
    );
    expect(mapped).toEqual([10, 20, 30, 40, 50, 60, 70]);
    // Three items make 12 ms, over the slice's 10.
    expect(sliceMs).toBe(10);
    expect(steps).toEqual(['yield', 'map 1', 'map 2', 'map 3', 'yield', 'map 4', 'map 5', 'map 6', 'yield', 'map 7']);
  });

  it('yields once for no items', async () => {
    let yields = 0;
    const yieldTask = () => {
      yields += 1;
      return Promise.resolve();
    };
    expect(
      await mapInSlices(
        [],
        (item: number) => item,
        () => 0,
        yieldTask,
      ),
    ).toEqual([]);
    expect(yields).toBe(1);
  });
});

describe('yieldToMain', () => {
  it('goes on in a later task, not after the current one’s promises', async () => {
    let continued = false;
    const yielded = yieldToMain().then(() => (continued = true));
    for (let microtask = 0; microtask < 10; microtask += 1) await Promise.resolve();
    expect(continued).toBe(false);
    await yielded;
    expect(continued).toBe(true);
  });

  it("goes on by the browser's scheduler.yield where it has one", async () => {
    const yields: string[] = [];
    vi.stubGlobal('scheduler', { yield: () => (yields.push('scheduler.yield'), Promise.resolve()) });
    try {
      await yieldToMain();
      expect(yields).toEqual(['scheduler.yield']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
