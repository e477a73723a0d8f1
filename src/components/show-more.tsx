import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * "Show more" under a list read page by page. The button is replaced by the new cards, so the focus moves to the
 * first new card's link: a keyboard or screen-reader user carries on reading where the list grew, instead of
 * being sent back to the top of the page.
 */
export function useShowMore<T extends HTMLElement>(shown: number, fetchMore: () => Promise<unknown>, items = ':scope > *') {
  const list = useRef<T>(null);
  // How many items there were when more was asked for; null when nothing is pending.
  const before = useRef<number | null>(null);

  useEffect(() => {
    if (before.current === null || shown <= before.current) return;
    // `items`: the list's items within `list`, for a list that is not the element itself (a table's rows).
    const firstNew = list.current?.querySelectorAll(items).item(before.current);
    before.current = null;
    (firstNew?.querySelector<HTMLElement>('a[href], button') ?? null)?.focus();
  }, [shown, items]);

  return {
    list,
    showMore: () => {
      before.current = shown;
      void fetchMore();
    },
  };
}

/**
 * `loading`: the next page is being read (isFetchingNextPage), not the list read again. A prerendered list is read
 * again as the app starts, and the first render in the browser must show the button as the build rendered it, or
 * React throws the markup away (hydration error #418). `disabled`: the list shown is not the one asked for (a
 * filter's results are still loading), so there is no next page of it yet.
 */
export function ShowMoreButton({
  onClick,
  loading,
  disabled = false,
  children,
}: {
  onClick: () => void;
  loading: boolean;
  disabled?: boolean;
  children: string;
}) {
  return (
    <div className="mt-10 flex justify-center">
      <Button variant="secondary" size="lg" onClick={onClick} disabled={loading || disabled} aria-busy={loading}>
        {loading ? 'Loading...' : children}
      </Button>
    </div>
  );
}
