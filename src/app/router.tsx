import type { RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RequireAdmin, RequireCustomer } from './guards';
import { RouteError } from './route-error';

/** Route table of SPEC section 2. Every page is its own chunk, loaded when its route is first visited. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown only while the first page's chunk loads (the route table is all lazy).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: 'hotels', lazy: () => import('@/features/tours/pages/tour-list-page').then((m) => ({ Component: m.TourListPage })) },
          { path: 'hotel/:id', lazy: () => import('@/features/tours/pages/tour-detail-page').then((m) => ({ Component: m.TourDetailPage })) },
          { path: 'flights', lazy: () => import('@/features/flights/pages/flight-list-page').then((m) => ({ Component: m.FlightListPage })) },
          { path: 'login', lazy: () => import('@/features/account/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
          { path: 'signup', lazy: () => import('@/features/account/pages/signup-page').then((m) => ({ Component: m.SignupPage })) },
          { path: 'privacy-policy', lazy: () => import('@/features/policies/pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })) },
          { path: 'terms-and-conditions', lazy: () => import('@/features/policies/pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
          { path: 'cancellation-policy', lazy: () => import('@/features/policies/pages/cancellation-policy-page').then((m) => ({ Component: m.CancellationPolicyPage })) },
          { path: 'shipping-policy', lazy: () => import('@/features/policies/pages/shipping-policy-page').then((m) => ({ Component: m.ShippingPolicyPage })) },
          { path: 'hotel-aster-gangtok', lazy: () => import('@/features/hotel-aster/pages/hotel-aster-page').then((m) => ({ Component: m.HotelAsterPage })) },
          { path: 'articles', lazy: () => import('@/features/articles/pages/article-list-page').then((m) => ({ Component: m.ArticleListPage })) },
          { path: 'article/:slug', lazy: () => import('@/features/articles/pages/article-detail-page').then((m) => ({ Component: m.ArticleDetailPage })) },
          {
            element: <RequireCustomer />,
            children: [
              { path: 'booking/:id', lazy: () => import('@/features/bookings/pages/booking-page').then((m) => ({ Component: m.BookingPage })) },
              { path: 'account/bookings', lazy: () => import('@/features/bookings/pages/my-bookings-page').then((m) => ({ Component: m.MyBookingsPage })) },
              { path: 'flight-booking/:id', lazy: () => import('@/features/bookings/pages/flight-booking-page').then((m) => ({ Component: m.FlightBookingPage })) },
            ],
          },
          { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
      { path: 'admin/login', lazy: () => import('@/features/admin-auth/pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            // The admin shell is its own chunk: public visitors never download it.
            lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              { index: true, lazy: () => import('@/features/admin-dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
              { path: 'tours', lazy: () => import('@/features/admin-tours/pages/manage-tours-page').then((m) => ({ Component: m.ManageToursPage })) },
              { path: 'hotels', lazy: () => import('@/features/admin-hotels/pages/manage-hotels-page').then((m) => ({ Component: m.ManageHotelsPage })) },
              { path: 'hotel-bookings', lazy: () => import('@/features/admin-bookings/pages/hotel-bookings-page').then((m) => ({ Component: m.HotelBookingsPage })) },
              { path: 'itineraries', lazy: () => import('@/features/admin-itineraries/pages/itineraries-page').then((m) => ({ Component: m.ItinerariesPage })) },
              { path: 'articles', lazy: () => import('@/features/admin-articles/pages/admin-article-list-page').then((m) => ({ Component: m.AdminArticleListPage })) },
              { path: 'articles/new', lazy: () => import('@/features/admin-articles/pages/article-editor-page').then((m) => ({ Component: m.ArticleEditorPage })) },
              { path: 'articles/edit/:id', lazy: () => import('@/features/admin-articles/pages/article-editor-page').then((m) => ({ Component: m.ArticleEditorPage })) },
              { path: 'settings', lazy: () => import('@/features/admin-settings/pages/settings-page').then((m) => ({ Component: m.SettingsPage })) },
              { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
            ],
          },
        ],
      },
    ],
  },
];

