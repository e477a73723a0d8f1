import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from '@/lib/load-once';

/**
 * Chunks that a page's first render needs, started as their modules load. Before hydrating prerendered markup,
 * the app's start (src/app/boot.tsx, step 3) waits for all of them: React then hydrates every part at once, and
 * no part stays dehydrated (and unable to take an update) while its chunk is still on the way.
 */
const eagerLoads = new Set<Promise<unknown>>();

/** Registers a chunk the first render needs (see `eagerLoads`). */
export function loadEagerly<T>(promise: Promise<T>): Promise<T> {
  eagerLoads.add(promise);
  return promise;
}

/** Resolves once every chunk registered so far has loaded (a failed one is left to its component to report). */
export async function eagerChunksLoaded(): Promise<void> {
  await Promise.allSettled([...eagerLoads]);
}

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload()`. Once preloaded, the component renders at once instead of suspending for a
 * moment: its module promise is replaced by a thenable that answers synchronously, which React.lazy accepts.
 * `eager` starts the load as soon as this is declared and registers it with `loadEagerly`.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { eager = false }: { eager?: boolean } = {},
): PreloadableComponent<P> {
  const { start: preload, loaded: preloaded } = loadOnce(load);
  const Component = lazy(() => {
    const loaded = preloaded();
    if (!loaded) return preload().then((component) => ({ default: component }));
    const module = { default: loaded };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
  if (eager) void loadEagerly(preload());
  return Object.assign(Component, { preload });
}
