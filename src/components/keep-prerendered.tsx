import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '@/lib/hydration';

/** An inner HTML React leaves alone: what the page was prerendered with stays as it is. */
const prerenderedHtml = { __html: '' };

/**
 * A part of a page that is only text and pictures (an itinerary, a tariff table): prerendered as `children`, and on
 * a prerendered page kept as that markup instead of hydrated. Hydrating a long static section costs the start-up
 * time (a task that walks every element) and buys nothing, since nothing in it answers a tap.
 *
 * React hydrates the wrapper, not what is inside: its inner HTML is left to the prerender. It renders `children`
 * as usual once `from` is no longer what the page was hydrated with (the idle refresh brought a changed tour, or
 * the visitor went on to another one), on a page React renders afresh, and should the wrapper meet no prerendered
 * markup after all (React gave up hydrating and rendered anew while the page was starting).
 */
export function KeepPrerendered({
  from,
  className,
  children,
}: {
  /**
   * The values `children` is made from, compared one by one as an effect's dependencies are: the kept markup stands
   * for these very values (a query keeps the same object while its data does not change).
   */
  from: readonly unknown[];
  className?: string;
  children: ReactNode;
}) {
  const [kept, setKept] = useState(() => (isHydrating() ? from : null));
  const wrapper = useRef<HTMLDivElement>(null);
  const keeping = kept !== null && kept.length === from.length && kept.every((value, index) => Object.is(value, from[index]));
  useLayoutEffect(() => {
    if (keeping && wrapper.current?.firstChild === null) setKept(null);
  }, [keeping]);
  return keeping ? (
    <div
      key="prerendered"
      ref={wrapper}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={prerenderedHtml}
    />
  ) : (
    <div key="rendered" className={className}>
      {children}
    </div>
  );
}
