import { adminSessionSchema, sessionUserSchema, type AdminSession, type SessionUser } from '../schemas';
import { createSubject } from '../observable';
import type { Backend } from '../types';
import { createLocalAdminAuth } from './admin-auth';
import { createLocalArticles } from './articles';
import { createLocalAvailability } from './availability';
import { createLocalBookings } from './bookings';
import { createLocalFlights, createLocalHotels, createLocalTours } from './catalog';
import { createLocalHotelAster, createLocalSettings } from './content';
import { createClock, type LocalContext } from './context';
import { createLocalCustomerAuth } from './customer-auth';
import { passwordIterations } from './password';
import { openLocalDb, type LocalDb } from './db';
import { createLocalEnquiries, createLocalMail } from './enquiries';
import { createLocalImages } from './images';
import { createLocalPermits } from './permits';
import { createLocalTaxDocuments } from './tax-documents';
import { createLocalQuotes } from './quotes';
import { createLocalAlerts } from './alerts';
import { createLocalStats } from './stats';
import { createLocalTravellerDocuments } from './traveller-documents';

export { localImagePrefix } from './context';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LocalBackendOptions {
  /** IndexedDB database name (tests use a fresh one each). */
  dbName?: string;
  demoAdmin: { email: string; password: string };
  /** Where the customer session lives (survives reloads) and the admin session (this browser session only). */
  persistentStorage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  now?: () => number;
  /** Runs between the slices of a first visit's seeding (the app's start passes its yield; tests pass nothing). */
  between?: () => Promise<void>;
  /**
   * The PBKDF2 rounds of new password hashes: `passwordIterations` (600,000) unless given. The test fixtures give
   * fewer: the rounds are the hashing's cost, not its logic (a stored hash names its own rounds and is checked with
   * them), and at 0.12 CPU-s a hash they were a large share of the unit tests' time.
   */
  passwordIterations?: number;
}

const currentUserKey = 'currentUser';
const adminSessionKey = 'adminSession';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function readJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/**
 * The embedded adapter: IndexedDB in the visitor's browser, seeded with the sample data on first open. It
 * behaves like the hosted backend (the contract suite holds both to it), but protects nothing: its data and its
 * admin session live on the visitor's own device.
 */
export function createLocalBackend(options: LocalBackendOptions): Backend {
  const persistent = options.persistentStorage ?? globalThis.localStorage ?? memoryStorage();
  const session = options.sessionStorage ?? globalThis.sessionStorage ?? memoryStorage();

  const storedUser = sessionUserSchema.safeParse(readJson(persistent, currentUserKey));
  const storedAdmin = adminSessionSchema.safeParse(readJson(session, adminSessionKey));
  let opened: Promise<LocalDb> | undefined;
  const ctx: LocalContext = {
    db: () => (opened ??= openLocalDb(options.dbName, options.between)),
    ...createClock(options.now ?? Date.now),
    customer: createSubject<SessionUser | null>(storedUser.success ? storedUser.data : null),
    admin: createSubject<AdminSession | null>(storedAdmin.success ? storedAdmin.data : null),
    passwordIterations: options.passwordIterations ?? passwordIterations,
  };
  const setUser = (value: SessionUser | null) => {
    if (value) persistent.setItem(currentUserKey, JSON.stringify(value));
    else persistent.removeItem(currentUserKey);
    ctx.customer.set(value);
  };
  const setAdmin = (value: AdminSession | null) => {
    if (value) session.setItem(adminSessionKey, JSON.stringify(value));
    else session.removeItem(adminSessionKey);
    ctx.admin.set(value);
  };

  const images = createLocalImages(ctx);
  return {
    kind: 'local',
    tours: createLocalTours(ctx, images),
    hotels: createLocalHotels(ctx, images),
    bookings: createLocalBookings(ctx),
    availability: createLocalAvailability(ctx),
    hotelAster: createLocalHotelAster(ctx, images),
    articles: createLocalArticles(ctx, images),
    images,
    travellerDocuments: createLocalTravellerDocuments(ctx),
    flights: createLocalFlights(ctx),
    permits: createLocalPermits(ctx),
    alerts: createLocalAlerts(ctx),
    settings: createLocalSettings(ctx),
    enquiries: createLocalEnquiries(ctx),
    quotes: createLocalQuotes(ctx),
    taxDocuments: createLocalTaxDocuments(ctx),
    mail: createLocalMail(ctx),
    stats: createLocalStats(ctx),
    auth: createLocalCustomerAuth(ctx, setUser),
    admin: createLocalAdminAuth(ctx, setAdmin, options.demoAdmin),
  };
}
