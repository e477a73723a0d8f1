import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { eagerChunksLoaded, lazyWithPreload, loadEagerly } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Pema" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Pema')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until a component that was not preloaded arrives, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Tashi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Tashi')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('an eager component starts loading at once, and eagerChunksLoaded waits for it', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyWithPreload(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), { eager: true });
    let settled = false;
    const waiting = eagerChunksLoaded().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive(Greeting);
    await waiting;
    render(<Lazy name="Dawa" />);
    expect(screen.getByText('Hello Dawa')).toBeInTheDocument();
  });

  it('a failed eager load does not keep the page from starting', async () => {
    void loadEagerly(Promise.reject(new Error('offline'))).catch(() => undefined);
    await expect(eagerChunksLoaded()).resolves.toBeUndefined();
  });
});
