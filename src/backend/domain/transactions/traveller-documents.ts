import { BackendError } from '../../errors';
import { parseInput } from '../../parse';
import { limits } from '../../limits';
import {
  documentsPurgeInputSchema,
  documentsReminderInputSchema,
  travellerDocumentsInputSchema,
  travellerFileKinds,
  type Booking,
  type DocumentsReminder,
  type TravellerDocument,
  type TravellerDocuments,
  type TravellerFileKind,
  type TourPackage,
} from '../../schemas/index';
import type { PermitType } from '../../schemas/permits';
import { todayInIndia } from '../calendar';
import { bookingPermits, tripStartDate } from '../trip-places';
import { ownBooking, type Caller, type RequestClock } from '../callers';
import { documentsReminderMail, type MailDraft } from '../mail';
import type { Operator } from '../operator';
import { adultAgeRefused, documentsState, isAdultAge, travellerCount, withDocumentsState } from '../traveller-permits';
import { documentFilePaths, documentsExpired, possibleFilePaths, travellerFilePath } from '../traveller-files';

/**
 * Travellers' identity documents: how a customer's save is checked, and when they are deleted (where their files
 * live is traveller-files.ts's). The hosted backend runs the save in a Cloud Function inside one Admin SDK
 * transaction; the embedded demo runs the same code inside one IndexedDB transaction.
 */

export interface TravellerDocumentsStore {
  booking(id: string): Promise<Booking | null>;
  documents(bookingId: string): Promise<TravellerDocuments | null>;
  /** The booked tour as stored now, or null when it is gone (the booking's documents then stay as they were). */
  tour(id: string): Promise<Pick<TourPackage, 'permits'> | null>;
  /** The operator's permit types. */
  permitTypes(): Promise<PermitType[]>;
  putDocuments(documents: TravellerDocuments): Promise<void> | void;
  /** Writes the booking back whole (its documents' state changed). */
  putBooking(booking: Booking): Promise<void> | void;
}

export const bookingCancelledForDocuments = 'This booking is cancelled: we no longer need its documents.';

/**
 * A customer gives one traveller's ID type and number and, after uploading them, the paths of the ID, the photo
 * and the Indian visa. Only the booking's own customer may, only for a traveller of its party, and only with the paths this
 * module gives out for that traveller (never another account's files). An upload's time is the backend's.
 */
export async function saveTravellerDocuments(
  store: TravellerDocumentsStore,
  input: unknown,
  caller: Caller,
  clock: RequestClock,
): Promise<TravellerDocuments> {
  const request = parseInput(travellerDocumentsInputSchema, input);
  const booking = await ownBooking(store, request.bookingId, caller, bookingCancelledForDocuments);
  const count = travellerCount(booking);
  if (request.travellerIndex >= count) throw new BackendError('invalid-data');
  const paths: Record<TravellerFileKind, string | undefined> = {
    id: request.idPath,
    photo: request.photoPath,
    visa: request.visaPath,
  };
  for (const kind of travellerFileKinds) {
    const path = paths[kind];
    if (path !== undefined && path !== travellerFilePath(caller.uid, booking.id, request.travellerIndex, kind))
      throw new BackendError('invalid-data');
  }

  // A name, gender or adult's age the request did not give is written into the booking's party, where the voucher,
  // the trip pack and the permit desk read each traveller. An age is given once, to an adult (a child's prices them).
  const given = request.name !== undefined || request.gender !== undefined || request.age !== undefined;
  const partyBefore = booking.party;
  if (request.age !== undefined) {
    if (partyBefore?.[request.travellerIndex]?.age !== undefined) throw new BackendError('invalid-data');
    if (!isAdultAge(request.age)) throw new BackendError('invalid-data', adultAgeRefused);
  }
  const party =
    given && partyBefore?.[request.travellerIndex]
      ? partyBefore.map((traveller, index) =>
          index === request.travellerIndex
            ? {
                ...traveller,
                ...(request.name !== undefined ? { name: request.name } : {}),
                ...(request.gender !== undefined ? { gender: request.gender } : {}),
                ...(request.age !== undefined ? { age: request.age } : {}),
              }
            : traveller,
        )
      : partyBefore;
  const named = party === partyBefore ? booking : { ...booking, party };

  const at = new Date(clock.now).toISOString();
  const current = await store.documents(booking.id);
  const [tour, permitTypes] = await Promise.all([booking.itemId ? store.tour(booking.itemId) : null, store.permitTypes()]);
  const travellers: TravellerDocument[] = Array.from({ length: count }, (_, index) => current?.travellers[index] ?? {});
  const before = travellers[request.travellerIndex] ?? {};
  travellers[request.travellerIndex] = {
    ...before,
    idType: request.idType,
    idNumber: request.idNumber,
    ...(request.idPath ? { idPath: request.idPath, idUploadedAt: at } : {}),
    ...(request.photoPath ? { photoPath: request.photoPath, photoUploadedAt: at } : {}),
    ...(request.visaPath ? { visaPath: request.visaPath, visaUploadedAt: at } : {}),
  };
  const documents: TravellerDocuments = {
    bookingId: booking.id,
    userId: caller.uid,
    endDate: booking.endDate,
    travellers,
    updatedAt: at,
  };
  await store.putDocuments(documents);
  let updated = named;
  if (tour || booking.plan) {
    const trip = { permits: bookingPermits(booking, tour, permitTypes) };
    const start = tripStartDate(booking);
    updated = withDocumentsState(named, documentsState({ ...named, travelDate: start }, trip, permitTypes, documents));
  }
  if (
    updated !== booking &&
    (named !== booking ||
      updated.documentsComplete !== booking.documentsComplete ||
      updated.documentsDueOn !== booking.documentsDueOn)
  )
    await store.putBooking(updated);
  return documents;
}

/** The operator's reminders of a booking: the latest ones, as many as the office record keeps. */
export function withReminder(reminders: readonly DocumentsReminder[], reminder: DocumentsReminder): DocumentsReminder[] {
  return [...reminders, reminder].slice(-limits.statusHistory);
}

export interface DocumentsPurgeStore {
  documents(bookingId: string): Promise<TravellerDocuments | null>;
  deleteDocuments(bookingId: string): Promise<void> | void;
}

/** One booking's documents that may go, and every place its travellers' files could be (none when none was saved). */
export interface ExpiredDocuments {
  bookingId: string;
  filePaths: string[];
}

/**
 * Which of these bookings' documents may be deleted by the backend's calendar: those of trips that ended more than
 * the retention period ago. Others are left alone, whatever the browser's clock said.
 */
export async function expiredDocumentsOf(
  store: DocumentsPurgeStore,
  input: unknown,
  clock: RequestClock,
): Promise<ExpiredDocuments[]> {
  const { bookingIds } = parseInput(documentsPurgeInputSchema, input);
  const today = todayInIndia(new Date(clock.now));
  const found = await Promise.all([...new Set(bookingIds)].map((id) => store.documents(id)));
  return found
    .filter((documents): documents is TravellerDocuments => documents !== null && documentsExpired(documents.endDate, today))
    .map((documents) => ({
      bookingId: documents.bookingId,
      filePaths:
        documentFilePaths(documents).length > 0
          ? possibleFilePaths(documents.userId, documents.bookingId, documents.travellers.length)
          : [],
    }));
}

/**
 * The operator deletes the documents of trips that ended more than the retention period ago; answers with what
 * went, whose files the caller removes (files live outside the database's transaction).
 */
export async function deleteExpiredDocuments(
  store: DocumentsPurgeStore,
  input: unknown,
  clock: RequestClock,
): Promise<ExpiredDocuments[]> {
  const expired = await expiredDocumentsOf(store, input, clock);
  for (const { bookingId } of expired) await store.deleteDocuments(bookingId);
  return expired;
}

export interface DocumentsReminderStore {
  booking(id: string): Promise<Booking | null>;
  /** The reminders already sent for the booking (its office record's), oldest first. */
  reminders(bookingId: string): Promise<DocumentsReminder[]>;
  putReminders(bookingId: string, reminders: readonly DocumentsReminder[]): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

/**
 * The operator e-mails a booking's customer what is still missing (one line per traveller) and by when; the
 * reminder joins the booking's office record with the e-mail, in one write.
 */
export async function sendDocumentsReminder(
  store: DocumentsReminderStore,
  input: unknown,
  operator: Operator,
  clock: RequestClock,
): Promise<void> {
  const { bookingId, missing, dueDate } = parseInput(documentsReminderInputSchema, input);
  const booking = await store.booking(bookingId);
  if (!booking) throw new BackendError('not-found');
  const reminders = await store.reminders(bookingId);
  const at = new Date(clock.now).toISOString();
  const mail = documentsReminderMail(booking, missing, dueDate, clock.now);
  await store.putReminders(bookingId, withReminder(reminders, { at, by: operator.email, missing }));
  await store.putMail(mail, at);
}
