import { Component, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, NavigationType, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { eagerChunksLoaded, lazyWithPreload } from '@/components/lazy-with-preload';
import { PublicLayout } from './layouts/public-layout';
import { RequireAdmin, RequireCustomer } from './guards';
import { RouteError } from './route-error';

/** What a page route carries besides its element: a way to fetch its chunk ahead of rendering it. */
export interface PageHandle {
  /** Loads the page's chunk; resolves to the page's component. */
  preload: () => Promise<unknown>;
}

/** A page in its own chunk, fetched when its route is first shown, or ahead of that with `handle.preload`. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyWithPreload(load);
  return { element: <Page />, handle: { preload: Page.preload } satisfies PageHandle };
}

/**
 * The modules the route table loads, keyed by source file. Only the prerender's (server) build has them: the
 * browser never needs a page's file name, and under this condition the bundler leaves the table out of its code.
 */
const routeModules: Record<string, () => Promise<Record<string, unknown>>> = import.meta.env.SSR
  ? import.meta.glob<Record<string, unknown>>([
      '/src/features/*/pages/*-page.tsx',
      '/src/app/not-found-page.tsx',
      '/src/app/layouts/admin-layout.tsx',
    ])
  : {};

let componentFiles: Promise<Map<unknown, string>> | undefined;

/**
 * The source file of a route's page, as the build manifest names it (`src/features/home/pages/home-page.tsx`): the
 * prerender preloads its chunk with the page and the bench measures what it loads. It is the module that exports the
 * component the route's import gives (no other page module exports it: pages do not import each other), so the
 * route table names each page once, by that import. Prerender only: the first call loads every module above.
 */
export async function pageModule(handle: PageHandle): Promise<string> {
  componentFiles ??= Promise.all(
    Object.entries(routeModules).map(async ([file, load]) =>
      Object.values(await load()).map((value) => [value, file.slice(1)] as const),
    ),
  ).then((exports) => new Map(exports.flat()));
  const component = await handle.preload();
  const file = (await componentFiles).get(component);
  if (!file) {
    const name = (component as { name?: string } | null)?.name ?? 'a page';
    throw new Error(`The file of ${name} is not among routeModules in router.tsx: add it to the glob there`);
  }
  return file;
}

/**
 * Fetches the chunks of the pages that `path` shows, then waits for the chunks those asked for eagerly (the
 * footer, the home page's lower half, the article sanitizer): resolves once the first render needs nothing more.
 */
export async function preloadPages(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.flatMap(({ route }) => (route.handle ? [(route.handle as PageHandle).preload()] : [])));
  await eagerChunksLoaded();
}

/** The page route an address shows: the prerender preloads its module's chunk with the entry. */
export function leafRoute(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

/**
 * The public pages anybody may open (not those behind sign-in, not the admin panel, not the not-found page), with
 * their route pattern and page handle: what the bench measures.
 */
export function publicPageRoutes(): { pattern: string; handle: PageHandle }[] {
  const layout = routes[0]?.children?.find((route) => route.id === publicLayoutId);
  return (layout?.children ?? []).flatMap((route) =>
    route.handle && route.path !== '*'
      ? [{ pattern: route.index ? '/' : `/${route.path ?? ''}`, handle: route.handle as PageHandle }]
      : [],
  );
}

const publicLayoutId = 'public';

/** Every address of the site and the page it shows. Every page is its own chunk, loaded when its route is first visited. */
export const routes: RouteObject[] = [
  {
    children: [
      {
        id: publicLayoutId,
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('@/features/home/pages/home-page').then((m) => m.HomePage)) },
          { path: 'hotels', ...page(() => import('@/features/tours/pages/tour-list-page').then((m) => m.TourListPage)) },
          { path: 'hotel/:id', ...page(() => import('@/features/tours/pages/tour-detail-page').then((m) => m.TourDetailPage)) },
          { path: 'flights', ...page(() => import('@/features/flights/pages/flight-list-page').then((m) => m.FlightListPage)) },
          { path: 'login', ...page(() => import('@/features/account/pages/login-page').then((m) => m.LoginPage)) },
          { path: 'signup', ...page(() => import('@/features/account/pages/signup-page').then((m) => m.SignupPage)) },
          {
            path: 'privacy-policy',
            ...page(() => import('@/features/policies/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage)),
          },
          {
            path: 'terms-and-conditions',
            ...page(() => import('@/features/policies/pages/terms-page').then((m) => m.TermsPage)),
          },
          {
            path: 'cancellation-policy',
            ...page(() => import('@/features/policies/pages/cancellation-policy-page').then((m) => m.CancellationPolicyPage)),
          },
          {
            path: 'shipping-policy',
            ...page(() => import('@/features/policies/pages/shipping-policy-page').then((m) => m.ShippingPolicyPage)),
          },
          {
            path: 'hotel-aster-gangtok',
            ...page(() => import('@/features/hotel-aster/pages/hotel-aster-page').then((m) => m.HotelAsterPage)),
          },
          {
            path: 'articles',
            ...page(() => import('@/features/articles/pages/article-list-page').then((m) => m.ArticleListPage)),
          },
          {
            path: 'article/:slug',
            ...page(() => import('@/features/articles/pages/article-detail-page').then((m) => m.ArticleDetailPage)),
          },
          {
            element: <RequireCustomer />,
            children: [
              { path: 'booking/:id', ...page(() => import('@/features/bookings/pages/booking-page').then((m) => m.BookingPage)) },
              {
                path: 'account/bookings',
                ...page(() => import('@/features/bookings/pages/my-bookings-page').then((m) => m.MyBookingsPage)),
              },
              {
                path: 'account/bookings/:id/voucher',
                ...page(() => import('@/features/bookings/pages/booking-voucher-page').then((m) => m.BookingVoucherPage)),
              },
              {
                path: 'account/bookings/:id/documents/:documentId',
                ...page(() => import('@/features/bookings/pages/tax-document-page').then((m) => m.TaxDocumentPage)),
              },
              {
                path: 'account/bookings/:id/trip',
                ...page(() => import('@/features/bookings/pages/trip-page').then((m) => m.TripPage)),
              },
              {
                path: 'flight-booking/:id',
                ...page(() => import('@/features/bookings/pages/flight-booking-page').then((m) => m.FlightBookingPage)),
              },
            ],
          },
          { path: '*', ...page(() => import('./not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
      {
        // A customer's quote, reached only by its link: outside the public layout's list of pages, so it is never
        // prerendered, listed in the sitemap or measured as a public page.
        path: 'quote/:token',
        ...page(() => import('@/features/quotes/pages/quote-page').then((m) => m.QuotePage)),
      },
      {
        path: 'admin/login',
        ...page(() => import('@/features/admin-auth/pages/admin-login-page').then((m) => m.AdminLoginPage)),
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            // Printed as it is: no admin menu around it.
            path: 'permit-desk/print',
            ...page(() =>
              import('@/features/admin-permit-desk/pages/admin-permit-office-print-page').then(
                (m) => m.AdminPermitOfficePrintPage,
              ),
            ),
          },
          {
            path: 'hotel-bookings/:id/documents/:documentId',
            ...page(() => import('@/features/admin-bookings/pages/admin-tax-document-page').then((m) => m.AdminTaxDocumentPage)),
          },
          {
            // The admin shell is its own chunk: public visitors never download it.
            ...page(() => import('./layouts/admin-layout').then((m) => m.AdminLayout)),
            children: [
              {
                index: true,
                ...page(() => import('@/features/admin-dashboard/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage)),
              },
              {
                path: 'tours',
                ...page(() => import('@/features/admin-tours/pages/admin-tours-page').then((m) => m.AdminToursPage)),
              },
              {
                path: 'hotels',
                ...page(() => import('@/features/admin-hotels/pages/admin-hotels-page').then((m) => m.AdminHotelsPage)),
              },
              {
                path: 'hotel-aster',
                ...page(() =>
                  import('@/features/admin-hotel-aster/pages/admin-hotel-aster-page').then((m) => m.AdminHotelAsterPage),
                ),
              },
              {
                path: 'hotel-bookings',
                ...page(() => import('@/features/admin-bookings/pages/admin-bookings-page').then((m) => m.AdminBookingsPage)),
              },
              {
                path: 'hotel-bookings/new',
                ...page(() =>
                  import('@/features/admin-walk-in-booking/pages/admin-new-booking-page').then((m) => m.AdminNewBookingPage),
                ),
              },
              {
                path: 'hotel-bookings/:id',
                ...page(() =>
                  import('@/features/admin-bookings/pages/admin-booking-detail-page').then((m) => m.AdminBookingDetailPage),
                ),
              },
              {
                path: 'occupancy',
                ...page(() => import('@/features/admin-occupancy/pages/admin-occupancy-page').then((m) => m.AdminOccupancyPage)),
              },
              {
                path: 'itineraries',
                ...page(() =>
                  import('@/features/admin-itineraries/pages/admin-itineraries-page').then((m) => m.AdminItinerariesPage),
                ),
              },
              {
                path: 'permit-types',
                ...page(() =>
                  import('@/features/admin-permits/pages/admin-permit-types-page').then((m) => m.AdminPermitTypesPage),
                ),
              },
              {
                path: 'articles',
                ...page(() => import('@/features/admin-articles/pages/admin-articles-page').then((m) => m.AdminArticlesPage)),
              },
              {
                path: 'articles/new',
                ...page(() =>
                  import('@/features/admin-articles/pages/admin-article-editor-page').then((m) => m.AdminArticleEditorPage),
                ),
              },
              {
                path: 'articles/edit/:id',
                ...page(() =>
                  import('@/features/admin-articles/pages/admin-article-editor-page').then((m) => m.AdminArticleEditorPage),
                ),
              },
              {
                path: 'enquiries',
                ...page(() => import('@/features/admin-enquiries/pages/admin-enquiries-page').then((m) => m.AdminEnquiriesPage)),
              },
              {
                path: 'permit-desk',
                ...page(() =>
                  import('@/features/admin-permit-desk/pages/admin-permit-desk-page').then((m) => m.AdminPermitDeskPage),
                ),
              },
              {
                path: 'alerts',
                ...page(() => import('@/features/admin-alerts/pages/admin-alerts-page').then((m) => m.AdminAlertsPage)),
              },
              {
                path: 'quotes',
                ...page(() => import('@/features/admin-quotes/pages/admin-quotes-page').then((m) => m.AdminQuotesPage)),
              },
              {
                path: 'quotes/new',
                ...page(() =>
                  import('@/features/admin-quotes/pages/admin-quote-editor-page').then((m) => m.AdminQuoteEditorPage),
                ),
              },
              {
                path: 'quotes/:id',
                ...page(() =>
                  import('@/features/admin-quotes/pages/admin-quote-editor-page').then((m) => m.AdminQuoteEditorPage),
                ),
              },
              {
                path: 'tax-documents',
                ...page(() =>
                  import('@/features/admin-tax-documents/pages/admin-tax-documents-page').then((m) => m.AdminTaxDocumentsPage),
                ),
              },
              {
                path: 'outbox',
                ...page(() => import('@/features/admin-outbox/pages/admin-outbox-page').then((m) => m.AdminOutboxPage)),
              },
              {
                path: 'settings',
                ...page(() => import('@/features/admin-settings/pages/admin-settings-page').then((m) => m.AdminSettingsPage)),
              },
              { path: '*', ...page(() => import('./not-found-page').then((m) => m.NotFoundPage)) },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's pages for the current address, with the error fallback and scroll handling around them. */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      {/*
        Not keyed by address: the layouts and their Suspense boundaries stay mounted from page to page, so a route
        change (a transition in the router) keeps the old page on screen until the new one can paint, instead of
        emptying the main area while the new page's chunk loads. An error is let go when the address changes.
      */}
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>{element}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * A new page starts at its top (or at its #anchor); going back or forward keeps the browser's own position, and
 * so does an entry replaced on the same page (a search or filter written to the address as it is typed).
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const address = `${pathname}${hash}`;
    const moved = shown.current !== address;
    shown.current = address;
    if (navigationType === NavigationType.Pop || (navigationType === NavigationType.Replace && !moved)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}

/**
 * Shows the error fallback when a page throws while rendering (React itself logs the error), until the visitor
 * moves to another address.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, { error: unknown; pathname: string }> {
  override state: { error: unknown; pathname: string } = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
