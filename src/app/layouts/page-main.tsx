import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRouteChanging } from '@/lib/route-change';

/**
 * A layout's main area: the page's chunk loads here while the header and footer stay. While the next page is
 * on its way, the page shown is inert (no input that would vanish with it) and says it is busy; it dims only when
 * the wait is long enough to notice.
 */
export function PageMain({ className }: { className: string }) {
  const changing = useRouteChanging();
  return (
    <main
      id="main"
      inert={changing}
      aria-busy={changing || undefined}
      className={`${className} transition-opacity aria-busy:opacity-60 aria-busy:delay-300`}
    >
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </main>
  );
}
