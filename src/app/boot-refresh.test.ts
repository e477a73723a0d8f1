import { QueryClient } from '@tanstack/react-query';
import { now } from '@/testing/clock';
import { refreshWhenIdle, whenRefreshed } from './boot-refresh';

describe('whenRefreshed', () => {
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

  it('waits until every query the build carried has been fetched again in the browser', async () => {
    const client = newClient();
    client.setQueryData(['tours', 'one', 'x'], { price: 1 }, { updatedAt: 0 });
    client.setQueryData(['settings'], { phone: '1' }, { updatedAt: 0 });
    let refreshed = false;
    const done = whenRefreshed(client, [['tours', 'one', 'x'], ['settings']]).then(() => (refreshed = true));

    await client.fetchQuery({ queryKey: ['tours', 'one', 'x'], queryFn: () => Promise.resolve({ price: 2 }), staleTime: 0 });
    await Promise.resolve();
    expect(refreshed).toBe(false);

    // A failed fetch settles it too: the page keeps the build's data, and nothing more will come.
    await client
      .fetchQuery({ queryKey: ['settings'], queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined);
    await done;
    expect(refreshed).toBe(true);
    client.clear();
  });

  it('does not count the build-time data, nor a fetch still under way', async () => {
    const client = newClient();
    client.setQueryData(['articles'], [], { updatedAt: 0 });
    let refreshed = false;
    void whenRefreshed(client, [['articles']]).then(() => (refreshed = true));
    let answer: (value: unknown[]) => void = () => {};
    const fetching = client.fetchQuery({
      queryKey: ['articles'],
      queryFn: () => new Promise<unknown[]>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await Promise.resolve();
    expect(refreshed).toBe(false);
    answer([{ slug: 'a' }]);
    await fetching;
    await Promise.resolve();
    expect(refreshed).toBe(true);
    client.clear();
  });

  it('resolves at once when there is nothing to refresh', async () => {
    await expect(whenRefreshed(newClient(), [])).resolves.toBeUndefined();
  });

  it("counts only the fetches answered after the build's data was stored", async () => {
    const client = newClient();
    client.setQueryData(['settings'], { phone: '1' }, { updatedAt: 5_000 });
    let refreshed = false;
    void whenRefreshed(client, [['settings']], 5_000).then(() => (refreshed = true));
    await Promise.resolve();
    expect(refreshed).toBe(false);
    await client.fetchQuery({ queryKey: ['settings'], queryFn: () => Promise.resolve({ phone: '1' }), staleTime: 0 });
    await Promise.resolve();
    expect(refreshed).toBe(true);
    client.clear();
  });

  it("fetches the build's queries again once the browser is idle, and no other query", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    try {
      const client = newClient();
      client.setQueryData(['built'], 1, { updatedAt: now() });
      client.setQueryData(['other'], 1, { updatedAt: now() });
      refreshWhenIdle(client, [['built']]);
      expect(client.getQueryState(['built'])?.isInvalidated).toBe(false);
      idle?.();
      expect(client.getQueryState(['built'])?.isInvalidated).toBe(true);
      expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
      client.clear();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
