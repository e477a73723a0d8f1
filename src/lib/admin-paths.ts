export { adminLoginPath } from './paths.ts';

/**
 * The admin panel's addresses. Apart from the public ones (paths.ts), so that public pages do not carry them.
 * `/admin/hotel-bookings` lists every booking: tours, Hotel Aster rooms and flights.
 */
export const adminDashboardPath = () => '/admin';
export const adminToursPath = () => '/admin/tours';
export const adminHotelsPath = () => '/admin/hotels';
export const adminBookingsPath = () => '/admin/hotel-bookings';
export const adminItinerariesPath = () => '/admin/itineraries';
export const adminArticlesPath = () => '/admin/articles';
export const adminNewArticlePath = () => '/admin/articles/new';
export const adminArticleEditorPath = (id: string) => `/admin/articles/edit/${encodeURIComponent(id)}`;
export const adminSettingsPath = () => '/admin/settings';
export const adminEnquiriesPath = () => '/admin/enquiries';
export const adminOutboxPath = () => '/admin/outbox';

/** Whether an address is inside the admin panel. */
export const isAdminPath = (pathname: string) => pathname === adminDashboardPath() || pathname.startsWith(`${adminDashboardPath()}/`);
