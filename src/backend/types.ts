import type {
  AdminSession,
  Article,
  ArticleInput,
  Billing,
  BusinessSettings,
  Booking,
  BookingKind,
  BookingOfficeRecord,
  BookingRequestInput,
  BookingStatus,
  Enquiry,
  EnquiryInput,
  EnquiryReply,
  EnquiryReplyInput,
  ExpiredTravellerDocuments,
  Flight,
  FlightRequestInput,
  Hotel,
  HotelAster,
  HotelAsterInput,
  HotelInput,
  MailMessage,
  NotificationSettings,
  ReplyTemplates,
  PaymentSettings,
  PaymentSettingsInput,
  PaymentClaimInput,
  IssueDocumentInput,
  TaxDocument,
  TaxSettings,
  TaxSettingsInput,
  DriverAssignment,
  PermitFiling,
  PermitFilingInput,
  PeakPeriods,
  Quote,
  QuoteDraftInput,
  QuoteVersion,
  QuoteView,
  RoomType,
  SessionUser,
  SignUpInput,
  TourCategory,
  TourInput,
  TourPackage,
  TravellerDocuments,
  TravellerDocumentsInput,
  TravellerFileKind,
} from './schemas';
import type { TripSettings, TripSettingsInput } from './schemas/trip';
import type { BookingPolicy } from './domain/booking-policy';
import type { PermitType } from './schemas/permits';
import type { WalkInBookingInput, LinkToAccountInput } from './schemas/walk-in-bookings';
import type { PaymentMark } from './domain/payment-plan';
import type { Alert, AlertInput, MovePreview, NotifyResult } from './schemas/alerts';
import type { AffectedBooking } from './domain/alerts';

export type Unsubscribe = () => void;

/** A value that changes over time: read it now, or be told when it changes. */
export interface Observable<T> {
  /** `undefined` until the adapter knows (for example while Firebase Auth restores a session). */
  current(): T | undefined;
  subscribe(listener: (value: T) => void): Unsubscribe;
}

/** Where the next page of a list starts. Opaque: only the adapter that made it can read it. */
export interface PageCursor {
  readonly adapter: 'local' | 'firebase';
}

export interface PageRequest {
  size: number;
  /** The `next` of the previous page; absent for the first page. */
  after?: PageCursor | null;
}

export interface Page<T> {
  items: T[];
  /** Null when there is nothing after this page. */
  next: PageCursor | null;
}

export type TourSort = 'recommended' | 'price-asc' | 'price-desc' | 'duration-asc' | 'duration-desc';

/** The tour list's filters. Bounds are inclusive; 'recommended' is the operator's order (by id). */
export interface TourQuery {
  /** Matched case-insensitively and partially against the name and the places covered. */
  destination?: string;
  category?: TourCategory | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minDays?: number | null;
  maxDays?: number | null;
  sort?: TourSort;
}

export interface ToursApi {
  /** Every tour in id order: for the build (prerender, sitemap) and the operator's checks, not for pages. */
  list(): Promise<TourPackage[]>;
  /** One page of the tours that match, in the query's order. */
  page(query: TourQuery, request: PageRequest): Promise<Page<TourPackage>>;
  /** The first `count` tours in the operator's order (the home page's featured packages). */
  featured(count: number): Promise<TourPackage[]>;
  get(id: string): Promise<TourPackage | null>;
  /** Admin: creates the package with id `tour_<time>` and returns it. */
  add(input: TourInput): Promise<TourPackage>;
  /** Admin: replaces the package; pictures it no longer shows are deleted unless something else shows them. */
  update(tour: TourPackage): Promise<void>;
  /** Admin: deletes the package, and its picture unless something else shows it. */
  remove(id: string): Promise<void>;
}

export interface HotelsApi {
  /** Admin list, in id order. */
  page(request: PageRequest): Promise<Page<Hotel>>;
  get(id: string): Promise<Hotel | null>;
  /** Creates the hotel with id `hotel_<time>` and returns it. */
  add(input: HotelInput): Promise<Hotel>;
  update(hotel: Hotel): Promise<void>;
  /** Deletes the hotel, and each of its pictures that nothing else shows (failures are logged). */
  remove(id: string): Promise<void>;
}

/** The operator's filters on the bookings list; all optional. */
export interface BookingFilter {
  status?: BookingStatus | null;
  kind?: BookingKind | null;
  /** Travel (check-in) date bounds, 'YYYY-MM-DD', inclusive. With either, the list is ordered by travel date. */
  from?: string | null;
  to?: string | null;
  /** Only bookings whose customer asked to cancel and that are not Cancelled yet. */
  awaitingCancellation?: boolean;
  /** A reference (AST-7K3Q9), an e-mail, the last 4 to 6 digits of a phone, or a word of the name or of what was booked. */
  search?: string | null;
}

/** What the operator's dashboard lists under "Needs attention", each list short and oldest or soonest first. */
export interface NeedsAttention {
  pending: Booking[];
  cancellationRequests: Booking[];
  arrivals: Booking[];
  departures: Booking[];
  /**
   * Confirmed bookings travelling next whose advance has not reached the operator, or whose customer gave the UTR of
   * a payment not matched yet, soonest first.
   */
  paymentsDue: Booking[];
}

export interface BookingsApi {
  /**
   * A signed-in customer books: the backend (a Cloud Function on the hosted backend) prices the booking from the
   * stored tour, room rates night by night or flight, holds a room for each night or the seats of a fixed
   * departure, stores it as Pending with a unique reference, and writes the "booking received" e-mails to the
   * operator and to the account's own address (once verified), all at once. Visitors get 'permission-denied'; a
   * full night or departure 'sold-out' (its message names the first full night); a date before today or more than
   * 400 days ahead 'invalid-data'; an account past the operator's limits (open requests, room-nights held)
   * 'limit-reached'; nothing is stored then. Pending requests the operator has not confirmed within the policy's
   * hours stop holding (their rooms and seats go to the next customer).
   */
  create(input: BookingRequestInput): Promise<Booking>;
  /** A signed-in customer asks for a flight that is not among the samples: a 'flightRequest' booking, no price. */
  requestFlight(input: FlightRequestInput): Promise<Booking>;
  /** The signed-in customer's own bookings, newest first (visitors get 'permission-denied'). */
  listMine(): Promise<Booking[]>;
  /** The customer asks to cancel one of their own bookings: sets cancellationRequestedAt, by the backend's clock. */
  requestCancellation(id: string): Promise<void>;
  /**
   * The customer says they paid one amount due on their own Confirmed booking by UPI ('advance', 'balance' or
   * 'full', as the UPI links offer them), with the UPI transaction reference (UTR) and an optional note: stored on
   * the booking with the amount the booking owes for it, by the backend's clock, for the operator to match. Refused
   * for someone else's booking ('permission-denied'), a cancelled or unconfirmed one, an amount already received, a
   * UTR already given for the booking ('invalid-data', in words), and beyond the claims a booking takes
   * ('limit-reached'). Resolves with the booking as stored.
   */
  claimPayment(input: PaymentClaimInput): Promise<Booking>;
  /**
   * Customer: uploads the screenshot of a payment (a JPEG, PNG or WebP picture of at most 5 MB: 'invalid-data' in
   * words) for one UTR of their own booking, to a place only they and the operator can read, replacing the one
   * before; resolves with its path, which `claimPayment` then records beside the UTR.
   */
  uploadPaymentScreenshot(bookingId: string, utr: string, file: File): Promise<string>;
  /** The booking's customer or the operator: a payment's screenshot, to look at. */
  paymentScreenshot(path: string): Promise<Blob>;
  /**
   * Once the customer's address is verified, sends the "booking received" copies that waited for it; resolves with
   * how many went out (0 while the address is not verified).
   */
  sendAwaitedCopies(): Promise<number>;

  /** Admin: a page of the bookings that match, newest first (or by travel date when filtered by dates). */
  page(filter: BookingFilter, request: PageRequest): Promise<Page<Booking>>;
  /** Admin: how many bookings match (counted by the backend, no documents read). */
  count(filter: BookingFilter): Promise<number>;
  /** Admin: one booking. */
  get(id: string): Promise<Booking | null>;
  /**
   * Admin: sets the status. Cancelled releases the booking's nights or seats; leaving Cancelled holds them again,
   * or fails with 'sold-out' when there is no room left (the booking then stays Cancelled). Records who changed
   * it when, and e-mails the customer when a booking is Confirmed or Cancelled; `note` (optional) goes into that
   * e-mail, for the customer.
   */
  updateStatus(id: string, status: BookingStatus, note?: string): Promise<void>;
  /**
   * Admin: records what the customer has paid offline (UPI or bank transfer), by the backend's clock: 'advance'
   * (the advance reached the operator), 'full' (the whole total did) or 'none' (neither, to undo a mistake). The
   * customer sees it in My bookings and on the voucher. Customers can never set it. The customer's payment claims
   * the mark covers are matched (they stop waiting); those a mark undone no longer covers wait again.
   */
  markPayment(id: string, mark: PaymentMark): Promise<void>;
  /**
   * Admin: assigns the trip's driver (name and phone), or takes the assignment away (null). The booking's customer
   * sees the driver on the trip page; customers can never set it.
   */
  assignDriver(id: string, driver: DriverAssignment | null): Promise<void>;
  /** Admin: the internal note and status history of a booking (empty when there is none yet). */
  officeRecord(id: string): Promise<BookingOfficeRecord>;
  saveNote(id: string, note: string): Promise<void>;
  /** Admin: pending requests and cancellation requests oldest first, arrivals and departures of `today` and the next day. */
  needsAttention(today: string): Promise<NeedsAttention>;
  /**
   * Admin: books for a caller or walk-in (a Cloud Function on the hosted backend, checking the admin claim): priced
   * as the site prices it, less the operator's discount (its reason required, never more than the total), holding
   * rooms or seats like any booking ('sold-out' when full; no per-account limits), stored Pending or Confirmed with
   * a reference, marked as made by the operator. The customer's "booking received" e-mail goes out only when an
   * address was given. Others get 'permission-denied'.
   */
  createForCustomer(input: WalkInBookingInput): Promise<Booking>;
  /**
   * Admin: joins a walk-in booking to the customer's account, found by the account's e-mail address: the customer
   * then sees it in My bookings. 'not-found' when no account has that address.
   */
  linkToAccount(input: LinkToAccountInput): Promise<Booking>;
}

export interface RoomOccupancy {
  /** Rooms held per night, by date 'YYYY-MM-DD'; nights with none are absent. */
  held: Record<string, number>;
}

export interface OccupancyMonth {
  month: string;
  rooms: RoomType[];
  /** By room type id: rooms held per night of the month. */
  held: Record<string, Record<string, number>>;
  /** Room bookings with a night in the month, Cancelled ones included (the grid leaves them out). */
  bookings: Booking[];
}

export interface DepartureOccupancy {
  tour: TourPackage;
  date: string;
  seats: number;
  taken: number;
}

export interface AvailabilityApi {
  /** Rooms of the type held per night, for `months` months from 'YYYY-MM'. */
  roomNights(roomId: string, fromMonth: string, months: number): Promise<Record<string, number>>;
  /** Seats taken per departure date of the tour. */
  departureSeats(tourId: string): Promise<Record<string, number>>;
  /** Admin: the occupancy grid of one month. */
  occupancyMonth(month: string): Promise<OccupancyMonth>;
  /** Admin: every tour departure from `fromDate` on, with its seats taken. */
  departures(fromDate: string): Promise<DepartureOccupancy[]>;
}

export interface HotelAsterApi {
  get(): Promise<HotelAster>;
  /**
   * Admin: saves the profile and every room type at once (rooms left out are deleted); nothing is saved half-way.
   * Pictures no longer shown anywhere are deleted.
   */
  save(input: HotelAsterInput): Promise<void>;
}

export interface ArticleSaveInput extends ArticleInput {
  /** Present: update that article (createdAt kept). Absent: create one. */
  id?: string;
}

export interface ArticleQuery {
  /** Matches the title or the text (HTML stripped), case-insensitive. */
  search?: string;
}

export interface ArticlesApi {
  /** Every article, newest first: for the build (prerender, sitemap), not for pages. */
  list(): Promise<Article[]>;
  /** One page of the articles that match, newest first. */
  page(query: ArticleQuery, request: PageRequest): Promise<Page<Article>>;
  get(id: string): Promise<Article | null>;
  /** The article with this slug, or null. */
  getBySlug(slug: string): Promise<Article | null>;
  /** Returns the article's id (the new one when created); pictures it no longer shows are deleted unless used elsewhere. */
  save(input: ArticleSaveInput): Promise<string>;
  /** Deletes the article and the pictures only it showed. */
  remove(id: string): Promise<void>;
}

export interface ImagesApi {
  /** Admin: stores the file under `images/<timestamp>_<name>` and resolves with a URL an `<img>` can show. */
  upload(file: File, onProgress?: (fraction: number) => void): Promise<string>;
  /**
   * Admin: deletes a picture this store holds, unless a tour, hotel, article or Hotel Aster still shows it.
   * URLs it does not own (static files, other hosts) are ignored. Resolves whether it was deleted.
   */
  removeIfUnused(url: string): Promise<boolean>;
}

/**
 * Travellers' identity documents for the permits, and the operator's permit desk. Only the booking's customer and
 * the operator ever read them; they are never part of a public read or of the prerendered pages.
 */
export interface TravellerDocumentsApi {
  /** Customer: the documents on file for their own bookings (one entry per booking that has any). */
  listMine(): Promise<TravellerDocuments[]>;
  /**
   * Customer: uploads one traveller's ID or photo (a picture or a PDF of at most 5 MB) to a place only they and
   * the operator can read, replacing the one before; resolves with its path, which `save` then records.
   */
  upload(
    bookingId: string,
    travellerIndex: number,
    kind: TravellerFileKind,
    file: File,
    onProgress?: (fraction: number) => void,
  ): Promise<string>;
  /**
   * Customer: records one traveller's ID type and number and the files just uploaded. The backend checks that the
   * booking is theirs ('permission-denied'), the traveller one of its party and the paths its own ('invalid-data').
   */
  save(input: TravellerDocumentsInput): Promise<TravellerDocuments>;
  /** The booking's customer or the operator: one stored file, to look at. */
  file(path: string): Promise<Blob>;
  /** Admin: the documents of these bookings (bookings without any are absent). */
  forBookings(bookingIds: readonly string[]): Promise<TravellerDocuments[]>;
  /** Admin: bookings whose trip ended more than 30 days before `today` and whose documents remain, oldest first. */
  expired(today: string): Promise<ExpiredTravellerDocuments[]>;
  /** Admin: deletes these bookings' documents and their files; resolves with how many bookings had some. */
  purge(bookingIds: readonly string[]): Promise<number>;
  /** Admin: how far each permit of these bookings has got (permits never touched are absent: to file). */
  filings(bookingIds: readonly string[]): Promise<PermitFiling[]>;
  /** Admin: records one permit's state (and its number once issued), by the backend's clock. */
  saveFiling(filing: PermitFilingInput): Promise<PermitFiling>;
  /**
   * Admin: e-mails the booking's customer what is still missing (one line per traveller) and by when, and records
   * the reminder in the booking's office record.
   */
  sendReminder(bookingId: string, reminder: { missing: string; dueDate: string }): Promise<void>;
}

/** The permit types the operator keeps: public (no personal data), so the tour pages and the booking form read them. */
export interface PermitsApi {
  /** Anyone: every permit type, by name. */
  list(): Promise<PermitType[]>;
  /** Admin: creates the permit type, or replaces the one with its id. */
  save(permit: PermitType): Promise<void>;
  /** Admin: deletes it; tours that name it no longer show it. */
  remove(id: string): Promise<void>;
}

/**
 * The operator's travel alerts (a road closed, permits suspended, heavy snow) and what they do to bookings. Alerts
 * hold nothing personal: anyone reads the active ones, for the banner on the pages of their places and tours.
 */
export interface AlertsApi {
  /** Anyone: the open alerts whose last day is `today` or later, first ending first (one bounded read). */
  active(today: string): Promise<Alert[]>;
  /** Admin: every alert, open ones first, then the closed ones (the history), newest first. */
  list(): Promise<Alert[]>;
  /** Admin: posts a new alert (no `id`) or saves the changes to one; resolves with it as stored. */
  save(input: AlertInput, id?: string): Promise<Alert>;
  /** Admin: closes it (it leaves the site and stays in the history), by the backend's clock. */
  close(id: string): Promise<void>;
  /** Admin: the bookings the alert touches (by tour, by a place on a day within its dates), by travel date. */
  affected(alertId: string): Promise<AffectedBooking[]>;
  /** Admin: e-mails every booking the alert touches (one 'travel-alert' each); resolves with how many went out. */
  notifyAll(alertId: string): Promise<NotifyResult>;
  /**
   * Admin: moves one booking to `newDate` (a fixed-departure booking: to another departure of its tour), keeping its
   * reference: releases its seats or rooms and holds them on the new dates, or fails with 'sold-out' and changes
   * nothing. Records the move in the booking's office record and e-mails the customer ('booking-moved').
   */
  moveBooking(bookingId: string, newDate: string): Promise<void>;
  /**
   * Admin: what `moveBooking` would do, writing nothing: refused with the same code and words, or the price
   * difference it would store with the move and e-mail (null: a tailored trip keeps its quote's price).
   */
  previewMove(bookingId: string, newDate: string): Promise<MovePreview>;
  /** Admin: moves every booking of a fixed departure to another departure, all or none; resolves with how many. */
  moveDeparture(tourId: string, fromDate: string, toDate: string): Promise<number>;
}

export interface FlightsApi {
  list(): Promise<Flight[]>;
  get(id: string): Promise<Flight | null>;
}

export interface SettingsApi {
  /** The operator's public details (phone, WhatsApp, e-mail, address, hours, social links). */
  business(): Promise<BusinessSettings>;
  saveBusiness(settings: BusinessSettings): Promise<void>;
  /** Where the operator's e-mails go. */
  notifications(): Promise<NotificationSettings>;
  saveNotifications(settings: NotificationSettings): Promise<void>;
  /** Admin: how many open requests and held room-nights one account may have, and how long a request holds. */
  bookingPolicy(): Promise<BookingPolicy>;
  saveBookingPolicy(policy: BookingPolicy): Promise<void>;
  /** Admin: the operator's reply templates for enquiries (the samples until the operator saves their own). */
  replyTemplates(): Promise<ReplyTemplates>;
  saveReplyTemplates(templates: ReplyTemplates): Promise<void>;
  /**
   * Anyone: how customers pay a confirmed booking (UPI, bank transfer, the advance and when the balance is due) and
   * the tax on each kind of booking. The defaults until the operator saves their own.
   */
  paymentSettings(): Promise<PaymentSettings>;
  /** Admin. */
  savePaymentSettings(settings: PaymentSettingsInput): Promise<void>;
  /**
   * Anyone: how bookings are taxed and their tax documents written (the business's GST registration, each kind's
   * SAC and treatment, TCS rates by date, the document series). The defaults until the operator saves their own.
   */
  taxSettings(): Promise<TaxSettings>;
  /** Admin. */
  saveTaxSettings(settings: TaxSettingsInput): Promise<void>;
  /**
   * Anyone: what every trip page shows beside the booking (the operator's 24-hour number, the local emergency
   * numbers, the advice on altitude). The defaults until the operator saves their own.
   */
  tripSettings(): Promise<TripSettings>;
  /** Admin. */
  saveTripSettings(settings: TripSettingsInput): Promise<void>;
  /** Anyone: the operator's named peak periods (Durga Puja, Diwali, New Year), which tours may price higher. */
  peakPeriods(): Promise<PeakPeriods>;
  /** Admin: replaces the whole list. */
  savePeakPeriods(periods: PeakPeriods): Promise<void>;
}

export interface EnquiriesApi {
  /**
   * Anyone: stores the enquiry and e-mails it to the operator, at once. The contact must be an e-mail address or
   * a phone number; at most 5 an hour from one contact and 20 from one caller ('limit-reached').
   */
  create(input: EnquiryInput): Promise<Enquiry>;
  /** Admin: newest first. */
  page(request: PageRequest): Promise<Page<Enquiry>>;
  setHandled(id: string, handled: boolean): Promise<void>;
  /** Admin: the oldest `count` enquiries not handled yet, oldest first (the dashboard's "awaiting a reply"). */
  awaitingReply(count: number): Promise<Enquiry[]>;
  /** Admin: how many enquiries are not handled yet (counted by the backend, no documents read). */
  countAwaitingReply(): Promise<number>;
  /**
   * Admin: replies to the enquiry and marks it handled; the reply joins the enquiry's thread. To an e-mail
   * contact the reply goes out as the 'enquiry-reply' e-mail (in the Outbox); to a phone the operator sends it on
   * WhatsApp, and it is recorded as such. Resolves with the reply as recorded.
   */
  reply(id: string, input: EnquiryReplyInput): Promise<EnquiryReply>;
}

/**
 * Quotes the operator tailors for one customer. Admins list, edit and send them; the customer reaches one only with
 * its link's token, checked by the backend (a Cloud Function on the hosted backend): nobody else lists or reads them.
 */
export interface QuotesApi {
  /** Admin: newest change first. */
  page(request: PageRequest): Promise<Page<Quote>>;
  get(id: string): Promise<Quote | null>;
  /** Admin: the quotes made from this enquiry, newest first. */
  forEnquiry(enquiryId: string): Promise<Quote[]>;
  /** Admin: creates a quote (no id) or saves the working copy of one; the total is the backend's. */
  saveDraft(input: QuoteDraftInput): Promise<Quote>;
  /**
   * Admin: sends the quote: a new version when it changed since the last one sent, and the 'quote' e-mail with
   * its link to the customer's address (in the Outbox). Resolves with the quote as stored and the link's path.
   */
  send(id: string): Promise<{ quote: Quote; path: string }>;
  /** Admin: every version sent, oldest first. */
  history(id: string): Promise<QuoteVersion[]>;
  /** Admin: quotes viewed at least 3 days ago and not answered since, at most `count`, oldest first. */
  awaitingAnswer(count: number): Promise<Quote[]>;
  /** Anyone with the link: the latest version, marked viewed; a wrong token gets 'not-found'. */
  read(token: string): Promise<QuoteView>;
  /** Anyone with the link: a message back to the operator, kept on the quote and e-mailed to the operator. */
  askForChange(token: string, message: string): Promise<void>;
  /**
   * A signed-in customer with the link accepts `version`: it must be the latest and still valid ('invalid-data'
   * otherwise). `billing`: whom to bill (absent: as the quote names them), which prices the GST's place of supply and
   * an overseas trip's TCS (higher without a PAN), as for a tour booking. Resolves with the Pending booking, held like
   * any booking.
   */
  accept(token: string, version: number, billing?: Billing): Promise<Booking>;
}

export interface MailApi {
  /** Admin: the latest e-mails the site has sent (or queued), newest first: the demo's Outbox. */
  latest(count: number): Promise<MailMessage[]>;
}

export interface DashboardCounts {
  tours: number;
  hotels: number;
  bookings: number;
}

export interface StatsApi {
  /** Counted by the backend: no documents are read. */
  counts(): Promise<DashboardCounts>;
  /** One of `counts()`, on its own: the dashboard shows each number as soon as it has it. */
  count(what: keyof DashboardCounts): Promise<number>;
  /** Rooms held tonight out of all rooms, counted by the backend. */
  occupancy(date: string): Promise<{ held: number; rooms: number }>;
  /** Sum of the Confirmed bookings' totals with a travel date in the month 'YYYY-MM'. */
  confirmedRevenue(month: string): Promise<number>;
  /**
   * Bookings starting from `from` to `to` (inclusive), not Cancelled, whose travellers still owe documents for
   * their permits (`documentsComplete` false), counted by the backend.
   */
  documentsMissing(from: string, to: string): Promise<number>;
}

export interface CustomerAuthApi {
  /** Signed-in customer, or null; survives reloads. */
  user: Observable<SessionUser | null>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  signIn(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Sends the password-reset e-mail (the embedded demo records it in its Outbox). Unknown e-mails are not revealed. */
  sendPasswordReset(email: string): Promise<void>;
}

export interface AdminAuthApi {
  /** Admin session for this browser session only, or null. */
  session: Observable<AdminSession | null>;
  /** Only admins get in; anybody else gets 'Invalid email or password.'. */
  signIn(email: string, password: string): Promise<AdminSession>;
  signOut(): Promise<void>;
  /** Fails with 'Incorrect current password.' when `current` is wrong, 'invalid-data' when `next` is too short. */
  changePassword(current: string, next: string): Promise<void>;
}

/** The one port every data and auth call of the app goes through. */
/** Tax documents: issued by the operator through the server's transaction, read by their customer and by admins. */
export interface TaxDocumentsApi {
  /**
   * Admin: issues a tax invoice, receipt voucher, refund voucher or credit note for a booking, numbered next in
   * its series. Errors: permission-denied; not-found (no such booking); invalid-data (the settings lack the GST
   * registration, the booking already has its invoice, nothing to refund or credit, an amount missing).
   */
  issue(input: IssueDocumentInput): Promise<TaxDocument>;
  /** The booking's documents, oldest first: its customer (their own bookings only) or an admin. */
  ofBooking(bookingId: string): Promise<TaxDocument[]>;
  /** Admin: the documents dated in a month (YYYY-MM), by kind and number. */
  inMonth(month: string): Promise<TaxDocument[]>;
}

export interface Backend {
  readonly kind: 'local' | 'firebase';
  tours: ToursApi;
  hotels: HotelsApi;
  bookings: BookingsApi;
  availability: AvailabilityApi;
  hotelAster: HotelAsterApi;
  articles: ArticlesApi;
  images: ImagesApi;
  travellerDocuments: TravellerDocumentsApi;
  flights: FlightsApi;
  permits: PermitsApi;
  alerts: AlertsApi;
  settings: SettingsApi;
  taxDocuments: TaxDocumentsApi;
  enquiries: EnquiriesApi;
  quotes: QuotesApi;
  mail: MailApi;
  stats: StatsApi;
  auth: CustomerAuthApi;
  admin: AdminAuthApi;
}
