import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '@/lib/hydration';
import { whenIdle } from '@/lib/idle';
import { whenNear } from '@/lib/when-near';

/** What has a part hydrate at once: a tap, a click, the keyboard's focus. */
const touched = ['pointerdown', 'click', 'focusin'] as const;

/** How far below the view a part starts hydrating: half a screen, so it is done by the time it is seen. */
const nearMargin = '50% 0px';

/**
 * A part of a prerendered page below the first screen, hydrated once it comes near the view, is touched or focused,
 * or the browser is idle, instead of with the rest of the page: until then React leaves its prerendered markup as
 * it is (its Suspense boundary waits), so the start's hydration walks less of the page and the first screen's
 * controls start sooner [TBT]. Meanwhile its links work as plain links, and a tap on it has React hydrate it at
 * once. On a page React renders afresh (another page visited first) it renders at once.
 */
export function HydrateWhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [waiting] = useState(() => (isHydrating() ? released() : null));
  // Rendered afresh after all (no prerendered markup was there to keep): nothing to wait for.
  useLayoutEffect(() => {
    if (waiting && wrapper.current?.firstChild === null) waiting.release();
  }, [waiting]);
  useEffect(() => {
    const element = wrapper.current;
    if (!waiting || !element) return;
    const { release } = waiting;
    const cancelIdle = whenIdle(release);
    // On the document, ahead of React's own listener on the app's root, which would hold a tap on a part it has not
    // hydrated yet: released first, the part hydrates in that very event, and the tap reaches it.
    const onTouch = (event: Event) => event.target instanceof Node && element.contains(event.target) && release();
    for (const name of touched) document.addEventListener(name, onTouch, { capture: true });
    const cancelNear = whenNear(element, release, { margin: nearMargin });
    return () => {
      cancelIdle();
      cancelNear();
      for (const name of touched) document.removeEventListener(name, onTouch, { capture: true });
    };
  }, [waiting]);
  return (
    <div ref={wrapper} className={className}>
      <Suspense fallback={null}>
        <WaitFor until={waiting?.promise} />
        {children}
      </Suspense>
    </div>
  );
}

/** Suspends until `until` resolves: while hydrating, React keeps the boundary's prerendered markup meanwhile. */
function WaitFor({ until }: { until: Promise<void> | undefined }) {
  if (until) use(until);
  return null;
}

function released(): { promise: Promise<void>; release: () => void } {
  let resolve = () => {};
  const promise: Promise<void> & { status?: string; value?: undefined } = new Promise<void>((settle) => (resolve = settle));
  return {
    promise,
    release: () => {
      // Fulfilled at once in the form React reads a promise in (`use`): a part released by a tap hydrates in the same
      // event, not after the promise's callbacks have run.
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
  };
}
