import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';

export type DeferredComponent<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading now (a field that needs it was focused); resolves once it has loaded. */
  load: () => Promise<ComponentType<P>>;
};

/**
 * A component whose module loads when the browser is idle after it is first asked for, or earlier when `load()` is
 * called (the date field beside a calendar focused), instead of with the page: its code then runs in a task of its
 * own after the start, not in the one that loads the page's chunks (src/app/boot.tsx). Until it has loaded,
 * `fallback` is shown; it then switches in by a transition, in React's short slices. A load that failed is tried
 * again the next time it is asked for.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const listeners = new Set<() => void>();
  const component = loadOnce(load, () => {
    for (const listener of listeners) listener();
  });

  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Shown, setShown] = useState<ComponentType<P> | undefined>(() => component.loaded());
    useEffect(() => {
      if (Shown) return;
      const show = () => startTransition(() => setShown(() => component.loaded()));
      if (component.loaded()) {
        show();
        return;
      }
      listeners.add(show);
      const cancel = whenIdle(() => void component.start().catch(() => undefined));
      return () => {
        listeners.delete(show);
        cancel();
      };
    }, [Shown]);
    return Shown ? <Shown {...(props as P)} /> : fallback;
  }
  return Object.assign(Deferred, { load: component.start });
}
