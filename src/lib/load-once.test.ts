import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every ask, and keeps what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    await Promise.all([once.start(), once.start()]);
    await once.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(once.loaded()).toBe('chunk');
  });

  it('tries a failed load again on the next ask, and tells who waits once it has loaded', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const onLoaded = vi.fn();
    const once = loadOnce(load, onLoaded);
    await expect(once.start()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once.start()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
    expect(onLoaded).toHaveBeenCalledExactlyOnceWith('chunk');
  });
});
