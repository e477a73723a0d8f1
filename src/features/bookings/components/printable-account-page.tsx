import { useEffect, type ReactNode } from 'react';
import type { SessionUser } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { myBookingsPath } from '@/lib/paths';

/**
 * A page's own print rules, for as long as it is shown. Not a <style> element: the site's Content-Security-Policy
 * (firebase.json: style-src 'self') refuses inline styles, so the rules go in a stylesheet made by the page
 * (constructable stylesheets, which the policy does not govern), adopted by the document and dropped when the page
 * goes. A browser without them prints the page with the site's header and footer.
 */
function usePrintRules(rules: string) {
  useEffect(() => {
    if (
      typeof CSSStyleSheet === 'undefined' ||
      !('replaceSync' in CSSStyleSheet.prototype) ||
      !('adoptedStyleSheets' in document)
    )
      return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [rules]);
}

/**
 * The frame of a customer's page made to be printed (the voucher, the trip pack): the page's own print rules, a
 * white sheet when printed, and a placeholder until the session is known. Its content gets the signed-in customer.
 */
export function PrintableAccountPage({
  title,
  description,
  printRules,
  children,
}: {
  title: string;
  description: string;
  /** A `@media print` block: the page decides what its printout leaves out. */
  printRules: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const user = useCurrentUser();
  usePrintRules(printRules);
  return (
    <div className="bg-slate-50 print:bg-white">
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
        <PageMeta noindex title={title} description={description} />
        {user ? children(user) : <PrintablePageSkeleton />}
      </section>
    </div>
  );
}

export function PrintablePageSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export function BackToMyBookings() {
  return (
    <ButtonLink to={myBookingsPath()} variant="secondary" className="min-h-11">
      Back to My bookings
    </ButtonLink>
  );
}
