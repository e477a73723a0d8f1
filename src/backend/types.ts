import type {
  AdminSession,
  BookingRequestInput,
  Article,
  ArticleInput,
  BookingStatus,
  Flight,
  Hotel,
  Booking,
  HotelInput,
  SessionUser,
  SignUpInput,
  TourInput,
  TourPackage,
} from './schemas';

export type Unsubscribe = () => void;

/** A value that changes over time: read it now, or be told when it changes. */
export interface Observable<T> {
  /** `undefined` until the adapter knows (for example while Firebase Auth restores a session). */
  current(): T | undefined;
  subscribe(listener: (value: T) => void): Unsubscribe;
}

export interface ToursApi {
  list(): Promise<TourPackage[]>;
  get(id: string): Promise<TourPackage | null>;
  /** Creates the package with id `tour_<time>` and returns it. */
  add(input: TourInput): Promise<TourPackage>;
  /** Replaces the package with the same id. */
  update(tour: TourPackage): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface HotelsApi {
  list(): Promise<Hotel[]>;
  get(id: string): Promise<Hotel | null>;
  /** Creates the hotel with id `hotel_<time>` and returns it. */
  add(input: HotelInput): Promise<Hotel>;
  update(hotel: Hotel): Promise<void>;
  /** Removes each of the hotel's images from the file store first (failures are logged), then the hotel. */
  remove(id: string): Promise<void>;
}

export interface BookingsApi {
  /** Admin only: every booking, newest first. */
  list(): Promise<Booking[]>;
  /** Admin only. */
  updateStatus(id: string, status: BookingStatus): Promise<void>;
  /**
   * A signed-in customer's booking request: stored with status Pending, the customer's id, createdAt and a
   * reference such as AST-7K3Q9; returns the stored booking. Visitors get 'permission-denied'.
   */
  create(input: BookingRequestInput): Promise<Booking>;
  /** The signed-in customer's own bookings, newest first (visitors get 'permission-denied'). */
  listMine(): Promise<Booking[]>;
  /** The customer asks to cancel one of their own bookings: sets cancellationRequestedAt, nothing else. */
  requestCancellation(id: string): Promise<void>;
}

export interface ArticleSaveInput extends ArticleInput {
  /** Present: update that article (createdAt kept). Absent: create one. */
  id?: string;
}

export interface ArticlesApi {
  list(): Promise<Article[]>;
  get(id: string): Promise<Article | null>;
  /** First article whose slug equals `slug`, or null. */
  getBySlug(slug: string): Promise<Article | null>;
  /** Returns the article's id (the new one when created). */
  save(input: ArticleSaveInput): Promise<string>;
  remove(id: string): Promise<void>;
}

export interface ImagesApi {
  /** Stores the file under `images/<timestamp>_<name>` and resolves with a URL an `<img>` can show. */
  upload(file: File, onProgress?: (fraction: number) => void): Promise<string>;
  /** Removes an image this store returned; URLs it does not own (static files, other hosts) are ignored. */
  remove(url: string): Promise<void>;
}

export interface FlightsApi {
  list(): Promise<Flight[]>;
  get(id: string): Promise<Flight | null>;
}

export interface DashboardCounts {
  tours: number;
  hotels: number;
  bookings: number;
}

export interface StatsApi {
  counts(): Promise<DashboardCounts>;
}

export interface CustomerAuthApi {
  /** Signed-in customer, or null; survives reloads. */
  user: Observable<SessionUser | null>;
  signUp(input: SignUpInput): Promise<SessionUser>;
  signIn(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
}

export interface AdminAuthApi {
  /** Admin session for this browser session only, or null. */
  session: Observable<AdminSession | null>;
  /** Only admins get in; anybody else gets 'Invalid email or password.'. */
  signIn(email: string, password: string): Promise<AdminSession>;
  signOut(): Promise<void>;
  /** Fails with 'Incorrect current password.' when `current` is wrong. */
  changePassword(current: string, next: string): Promise<void>;
}

/** The one port every data and auth call of the app goes through. */
export interface Backend {
  readonly kind: 'local' | 'firebase';
  tours: ToursApi;
  hotels: HotelsApi;
  bookings: BookingsApi;
  articles: ArticlesApi;
  images: ImagesApi;
  flights: FlightsApi;
  stats: StatsApi;
  auth: CustomerAuthApi;
  admin: AdminAuthApi;
}
