export { adminLoginPath } from './paths.ts';

/**
 * The admin panel's addresses. Apart from the public ones (paths.ts), so that public pages do not carry them.
 * `/admin/hotel-bookings` lists every booking: tours, Hotel Aster rooms and flights.
 */
export const adminDashboardPath = () => '/admin';
export const adminToursPath = () => '/admin/tours';
export const adminHotelsPath = () => '/admin/hotels';
export const adminHotelAsterPath = () => '/admin/hotel-aster';
/** Every booking, optionally filtered (the list reads status, kind, from, to, awaiting and q from the query). */
export const adminBookingsPath = (query?: URLSearchParams) => {
  const text = query?.toString();
  return text ? `/admin/hotel-bookings?${text}` : '/admin/hotel-bookings';
};
/** The operator books for a caller or walk-in (a walk-in booking). */
export const adminNewBookingPath = () => '/admin/hotel-bookings/new';
/** One booking with everything the operator knows about it: the dashboard and the occupancy page link here. */
export const adminBookingPath = (id: string) => `/admin/hotel-bookings/${encodeURIComponent(id)}`;
/**
 * The same address in an operator's mail template, which names the booking `{{bookingId}}` and has it filled in when
 * the mail is queued (the mail code itself stays out of the admin's chunk).
 */
export const adminBookingPathInMail = () => `${adminBookingsPath()}/{{bookingId}}`;
/** A tax document of a booking, as issued, printed without the admin menu. */
export const adminTaxDocumentPath = (bookingId: string, documentId: string) =>
  `${adminBookingPath(bookingId)}/documents/${encodeURIComponent(documentId)}`;
/** Hotel Aster's rooms taken per night, for one month 'YYYY-MM' (the current month without one). */
export const adminOccupancyPath = (month?: string) => (month ? `/admin/occupancy?month=${month}` : '/admin/occupancy');
export const adminItinerariesPath = () => '/admin/itineraries';
/** The permit types the tours need (what travellers bring, who may not go, closed weekdays). */
export const adminPermitTypesPath = () => '/admin/permit-types';
export const adminArticlesPath = () => '/admin/articles';
export const adminNewArticlePath = () => '/admin/articles/new';
export const adminArticleEditorPath = (id: string) => `/admin/articles/edit/${encodeURIComponent(id)}`;
export const adminSettingsPath = () => '/admin/settings';
export const adminEnquiriesPath = () => '/admin/enquiries';
export const adminOutboxPath = () => '/admin/outbox';
/** The tax documents of a month and the accountant's GSTR-1 files. */
export const adminTaxDocumentsPath = () => '/admin/tax-documents';
/** Quotes: the list, a new one (from an enquiry when `enquiry` names it) and one quote's editor. */
export const adminQuotesPath = () => '/admin/quotes';
export const adminNewQuotePath = (from?: URLSearchParams) => {
  const text = from?.toString();
  return text ? `/admin/quotes/new?${text}` : '/admin/quotes/new';
};
export const adminQuotePath = (id: string) => `/admin/quotes/${encodeURIComponent(id)}`;
/** The operator's travel alerts (a road closed, permits suspended) and the bookings they touch. */
export const adminAlertsPath = () => '/admin/alerts';
/** Travellers' documents and permits of the coming departures. */
export const adminPermitDeskPath = () => '/admin/permit-desk';
/** The permit office's list of one permit on one day, to print. */
export const adminPermitOfficePrintPath = (permitId: string, date: string) =>
  `/admin/permit-desk/print?${new URLSearchParams({ permit: permitId, date }).toString()}`;

/** Whether an address is inside the admin panel. */
export const isAdminPath = (pathname: string) =>
  pathname === adminDashboardPath() || pathname.startsWith(`${adminDashboardPath()}/`);
