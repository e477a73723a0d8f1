import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { now } from '@/testing/clock';
import { refreshStepMs, refreshWhenIdle, whenRefreshed } from './boot-refresh';

/** Keeps what the code under test leaves to requestIdleCallback; the answer runs it, as the browser would once idle. */
function stubIdle(): () => void {
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  return () => idle?.();
}

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
    const becomeIdle = stubIdle();
    try {
      const client = newClient();
      client.setQueryData(['built'], 1, { updatedAt: now() });
      client.setQueryData(['other'], 1, { updatedAt: now() });
      refreshWhenIdle(client, [['built']]);
      expect(client.getQueryState(['built'])?.isInvalidated).toBe(false);
      becomeIdle();
      expect(client.getQueryState(['built'])?.isInvalidated).toBe(true);
      expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
      client.clear();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fetches them one at a time, each once the one before has answered', async () => {
    const becomeIdle = stubIdle();
    try {
      const client = newClient();
      const answers = new Map<string, (value: number) => void>();
      const asked: string[] = [];
      // Each query on the page has its component (an observer): the refresh fetches those.
      const observers = ['first', 'second', 'third'].map((name) => {
        client.setQueryData([name], 1, { updatedAt: now() });
        const observer = new QueryObserver(client, {
          queryKey: [name],
          queryFn: () => {
            asked.push(name);
            return new Promise<number>((resolve) => answers.set(name, resolve));
          },
        });
        return observer.subscribe(() => undefined);
      });
      refreshWhenIdle(client, [['first'], ['second'], ['third']]);
      expect(asked).toEqual([]);
      becomeIdle();
      await vi.waitFor(() => expect(asked).toEqual(['first']));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked).toEqual(['first']);
      answers.get('first')!(2);
      await vi.waitFor(() => expect(asked).toEqual(['first', 'second']));
      answers.get('second')!(2);
      await vi.waitFor(() => expect(asked).toEqual(['first', 'second', 'third']));
      answers.get('third')!(2);
      await vi.waitFor(() => expect(client.getQueryState(['third'])?.fetchStatus).toBe('idle'));
      expect(client.getQueryData(['third'])).toBe(2);
      for (const unsubscribe of observers) unsubscribe();
      client.clear();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes on to the next query when one has not answered in its time', async () => {
    vi.useFakeTimers();
    const becomeIdle = stubIdle();
    try {
      const client = newClient();
      const asked: string[] = [];
      const observers = ['hangs', 'next'].map((name) => {
        client.setQueryData([name], 1, { updatedAt: now() });
        const observer = new QueryObserver(client, {
          queryKey: [name],
          queryFn: () => {
            asked.push(name);
            return new Promise<number>(() => undefined);
          },
        });
        return observer.subscribe(() => undefined);
      });
      refreshWhenIdle(client, [['hangs'], ['next']]);
      becomeIdle();
      await vi.advanceTimersByTimeAsync(refreshStepMs - 1);
      expect(asked).toEqual(['hangs']);
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toEqual(['hangs', 'next']);
      for (const unsubscribe of observers) unsubscribe();
      client.clear();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
