import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { BackendError } from '../../src/backend/errors';
import { defaultBookingPolicy } from '../../src/backend/domain/booking-policy';
import { defaultPaymentSettings } from '../../src/backend/schemas/payments';
import { flightNoLongerOffered, roomNoLongerOffered, tourNoLongerOffered } from '../../src/backend/domain/booking-request';
import { departureId, nightsByMonth, roomMonthId } from '../../src/backend/domain/availability';
import type { BookingStore, CustomerBookingStore, EnquiryStore } from '../../src/backend/domain/transactions/customer-requests';
import type { MailDraft } from '../../src/backend/domain/mail';
import type { OperatorBookingStore } from '../../src/backend/domain/transactions/operator-bookings';
import type {
  DocumentsPurgeStore,
  DocumentsReminderStore,
  TravellerDocumentsStore,
} from '../../src/backend/domain/transactions/traveller-documents';
import { quoteFields, type OperatorQuoteStore, type QuoteStore } from '../../src/backend/domain/transactions/quotes';
import type { EnquiryReplyStore } from '../../src/backend/domain/transactions/enquiry-replies';
import type { AlertStore, MoveStore } from '../../src/backend/domain/transactions/operator-alerts';
import type { HotelAsterStore } from '../../src/backend/domain/transactions/operator-hotel-aster';
import type { StoragePathOf } from '../../src/backend/domain/image-usage';
import { purgeRead, type NamedFilesStore } from '../../src/backend/domain/transactions/unnamed-files';
import { parseEach, parseOne } from '../../src/backend/parse';
import type { TaxDocumentStore } from '../../src/backend/domain/transactions/tax-documents';
import { defaultTaxSettings, taxDocumentSchema } from '../../src/backend/schemas/tax';
import { quoteSchema } from '../../src/backend/schemas/quotes';
import { alertNoticesSchema, travellerDocumentsSchema } from '../../src/backend/schemas';
import { valueConverter } from '../../src/backend/firebase/converters';
import { firestoreConverters, withTimes, type DocumentFields, type StoredDocument } from '../../src/backend/firebase/converters';
import { declaredQuery } from './declared-queries';
import type { Booking, Enquiry } from '../../src/backend/schemas';

/**
 * The domain transactions' stores on one Admin SDK transaction: documents in the same shapes the web adapter reads
 * (src/backend/firebase/converters.ts), times as Timestamps of the function's own clock.
 */

// Image fields are not written here: no storage path is ever needed.
const convert = firestoreConverters(() => null);

/** A path segment a customer's id can be: anything else would address another document. */
const isDocumentId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

const stored = (snapshot: { id: string; data(): DocumentFields | undefined }): StoredDocument | null => {
  const data = snapshot.data();
  return data === undefined ? null : { id: snapshot.id, data };
};

const asTimestamps = (fields: DocumentFields, timeFields: readonly string[]) =>
  withTimes(fields, timeFields, (iso) => Timestamp.fromDate(new Date(iso)));

export function bookingFields(booking: Booking): DocumentFields {
  return asTimestamps(convert.booking.toFields(booking), convert.booking.timeFields);
}

function mailFields(draft: MailDraft, createdAt: string): DocumentFields {
  return asTimestamps(convert.mail.toFields({ ...draft, createdAt }), convert.mail.timeFields);
}

async function operatorEmail(db: Firestore, tx: Transaction): Promise<string> {
  const settings = convert.notifications.fromData(
    (await tx.get(db.doc('settings/notifications'))).data(),
    'settings/notifications',
  );
  if (!settings) throw new BackendError('unavailable', 'The operator has not set where booking e-mails go.');
  return settings.operatorEmail;
}

export function bookingStore(
  db: Firestore,
  tx: Transaction,
): BookingStore & CustomerBookingStore & OperatorBookingStore & MoveStore {
  const bookings = db.collection('hotelBookings');
  const readBookings = async (query: FirebaseFirestore.Query) =>
    convert.booking.fromDocuments((await tx.get(query)).docs.map((doc) => ({ id: doc.id, data: doc.data() })));
  const getDoc = async (ref: DocumentReference) => stored(await tx.get(ref));

  return {
    ...taxDocumentMethods(db, tx),
    async item(kind, itemId) {
      if (!isDocumentId(itemId))
        throw new BackendError(
          'not-found',
          kind === 'tour' ? tourNoLongerOffered : kind === 'room' ? roomNoLongerOffered : flightNoLongerOffered,
        );
      if (kind === 'tour') {
        const found = await getDoc(db.collection('tourPackages').doc(itemId));
        const tour = found && convert.tour.fromDocument(found);
        if (tour) return { kind, tour };
        throw new BackendError('not-found', tourNoLongerOffered);
      }
      if (kind === 'room') {
        const [room, profile] = await Promise.all([
          getDoc(db.collection('asterRooms').doc(itemId)),
          getDoc(db.doc('content/hotelAster')),
        ]);
        const parsedRoom = room && convert.room.fromDocument(room);
        const parsedProfile = profile && convert.hotelAster.fromData(profile.data, 'content/hotelAster');
        if (parsedRoom && parsedProfile) {
          const { seasons, periods, closed } = parsedProfile;
          return { kind, room: parsedRoom, seasons, periods, closed };
        }
        throw new BackendError('not-found', roomNoLongerOffered);
      }
      const found = await getDoc(db.collection('flights').doc(itemId));
      const flight = found && convert.flight.fromDocument(found);
      if (flight) return { kind, flight };
      throw new BackendError('not-found', flightNoLongerOffered);
    },
    async roomHeld(roomId, nights) {
      const held: Record<string, number> = {};
      for (const month of nightsByMonth(nights).keys()) {
        const id = roomMonthId(roomId, month);
        const counts = convert.roomMonth.fromData((await tx.get(db.collection('roomNights').doc(id))).data(), `roomNights/${id}`);
        for (const [day, count] of Object.entries(counts?.held ?? {})) held[`${month}-${day}`] = count;
      }
      return held;
    },
    async roomCount(roomId) {
      const found = isDocumentId(roomId) ? await getDoc(db.collection('asterRooms').doc(roomId)) : null;
      return (found && convert.room.fromDocument(found)?.rooms) ?? 0;
    },
    async departureTaken(tourId, date) {
      const id = departureId(tourId, date);
      return (
        convert.departureSeats.fromData((await tx.get(db.collection('departureSeats').doc(id))).data(), `departureSeats/${id}`)
          ?.held ?? 0
      );
    },
    pendingOf: (userId) => readBookings(declaredQuery(db, 'pendingOfAccount', { equal: { userId, status: 'Pending' } })),
    async pendingHoldersBefore(hold, createdBefore) {
      const before = Timestamp.fromDate(new Date(createdBefore));
      const itemId = hold.kind === 'nights' ? hold.roomId : hold.tourId;
      const ofItem = await readBookings(
        declaredQuery(db, 'pendingHoldsOfItem', { equal: { itemId, status: 'Pending' }, to: before }),
      );
      if (hold.kind !== 'nights') return ofItem;
      // A tailored trip holds Hotel Aster nights whatever tour it names (its itemId): the Pending trips too.
      const trips = await readBookings(
        declaredQuery(db, 'pendingTrips', { equal: { kind: 'trip', status: 'Pending' }, to: before }),
      );
      return [...ofItem, ...trips.filter((trip) => !ofItem.some((booking) => booking.id === trip.id))];
    },
    referenceTaken: async (reference) => (await tx.get(db.collection('bookingReferences').doc(reference))).exists,
    policy: async () =>
      convert.bookingPolicy.fromData((await tx.get(db.doc('settings/bookingPolicy'))).data(), 'settings/bookingPolicy') ??
      defaultBookingPolicy,
    async pricingSettings() {
      const [tax, peak, permits] = await Promise.all([
        tx.get(db.doc('settings/tax')),
        tx.get(db.doc('settings/peakPeriods')),
        tx.get(db.collection('permitTypes')),
      ]);
      return {
        permitTypes: convert.permitType.fromDocuments(permits.docs.map((doc) => ({ id: doc.id, data: doc.data() }))),
        tax: convert.tax.fromData(tax.data(), 'settings/tax') ?? defaultTaxSettings,
        peakPeriods: convert.peakPeriods.fromData(peak.data(), 'settings/peakPeriods')?.periods ?? [],
      };
    },
    operatorEmail: () => operatorEmail(db, tx),
    async booking(id) {
      const found = isDocumentId(id) ? await getDoc(bookings.doc(id)) : null;
      return found && convert.booking.fromDocument(found);
    },
    awaitingCopyOf: (userId) =>
      readBookings(declaredQuery(db, 'copiesAwaiting', { equal: { userId, customerCopy: 'awaiting-verification' } })),
    async tour(id) {
      const found = isDocumentId(id) ? await getDoc(db.collection('tourPackages').doc(id)) : null;
      return found && convert.tour.fromDocument(found);
    },
    bookingsStarting: (tourId, date) =>
      readBookings(declaredQuery(db, 'departureBookings', { equal: { itemId: tourId, travelDate: date } })),
    async officeRecord(id) {
      if (!isDocumentId(id)) return null;
      return convert.officeRecord.fromData((await tx.get(db.collection('bookingNotes').doc(id))).data(), `bookingNotes/${id}`);
    },
    paymentSettings: async () =>
      convert.payments.fromData((await tx.get(db.doc('settings/payments'))).data(), 'settings/payments') ??
      defaultPaymentSettings,

    putBooking: (booking) => void tx.set(bookings.doc(booking.id), bookingFields(booking)),
    putOfficeRecord: (id, record) => void tx.set(db.collection('bookingNotes').doc(id), convert.officeRecord.toFields(record)),
    putReference: (reference, bookingId) => void tx.create(db.collection('bookingReferences').doc(reference), { bookingId }),
    changeCounters(changes) {
      for (const change of changes) {
        if (change.kind === 'room-month') {
          const held = Object.fromEntries(Object.entries(change.days).map(([day, delta]) => [day, FieldValue.increment(delta)]));
          tx.set(
            db.collection('roomNights').doc(change.id),
            { roomId: change.roomId, month: change.month, held },
            { merge: true },
          );
        } else {
          tx.set(
            db.collection('departureSeats').doc(change.id),
            { tourId: change.tourId, date: change.date, held: FieldValue.increment(change.seats) },
            { merge: true },
          );
        }
      }
    },
    markHoldReleased: (id, at) => void tx.update(bookings.doc(id), { holdReleasedAt: Timestamp.fromDate(new Date(at)) }),
    putMail: (draft, createdAt) => void tx.set(db.collection('mail').doc(draft.id), mailFields(draft, createdAt)),
  };
}

/**
 * The customer requests' store plus the quote found by its link's token and the enquiry it answers (closed when it is
 * accepted), in the same transaction.
 */
export function quoteStore(
  db: Firestore,
  tx: Transaction,
): QuoteStore & BookingStore & Pick<OperatorQuoteStore, 'enquiry' | 'putEnquiry'> {
  const enquiries = enquiryReplyStore(db, tx);
  return {
    ...bookingStore(db, tx),
    enquiry: (id) => enquiries.enquiry(id),
    putEnquiry: (enquiry) => enquiries.putEnquiry(enquiry),
    async quoteByToken(token) {
      const found = (await tx.get(declaredQuery(db, 'quoteByToken', { equal: { token }, limit: 1 }))).docs[0];
      return found ? parseOne(quoteSchema, { ...found.data(), id: found.id }, 'quote') : null;
    },
    putQuote: (quote) => void tx.set(db.collection('quotes').doc(quote.id), quoteFields(quote)),
  };
}

/** The operator's writes of quotes: a quote, the enquiry it answers and its e-mail, in one transaction. */
export function operatorQuoteStore(db: Firestore, tx: Transaction): OperatorQuoteStore {
  return {
    ...enquiryReplyStore(db, tx),
    async quote(id) {
      const found = isDocumentId(id) ? stored(await tx.get(db.collection('quotes').doc(id))) : null;
      return found && parseOne(quoteSchema, { ...found.data, id: found.id }, 'quote');
    },
    putQuote: (quote) => void tx.set(db.collection('quotes').doc(quote.id), quoteFields(quote)),
    taxSettings: async () =>
      convert.tax.fromData((await tx.get(db.doc('settings/tax'))).data(), 'settings/tax') ?? defaultTaxSettings,
  };
}

const enquiryFields = (enquiry: Enquiry) => asTimestamps(convert.enquiry.toFields(enquiry), convert.enquiry.timeFields);

export function enquiryReplyStore(db: Firestore, tx: Transaction): EnquiryReplyStore {
  return {
    async enquiry(id) {
      const found = isDocumentId(id) ? stored(await tx.get(db.collection('enquiries').doc(id))) : null;
      return found && convert.enquiry.fromDocument(found);
    },
    putEnquiry: (enquiry) => void tx.set(db.collection('enquiries').doc(enquiry.id), enquiryFields(enquiry)),
    putMail: (draft, createdAt) => void tx.set(db.collection('mail').doc(draft.id), mailFields(draft, createdAt)),
  };
}

const noticesConverter = valueConverter(alertNoticesSchema, 'alert notices');

/** The alert transactions' reads (the alert, the bookings it may touch, the tours, whom it told) and its e-mails. */
export function alertStore(db: Firestore, tx: Transaction): AlertStore {
  const notices = (alertId: string) => db.collection('alertNotices').doc(alertId);
  return {
    async findAlert(id) {
      const found = isDocumentId(id) ? stored(await tx.get(db.collection('alerts').doc(id))) : null;
      return found && convert.alert.fromDocument(found);
    },
    bookingsStartingBetween: async (from, to) =>
      convert.booking.fromDocuments(
        (await tx.get(declaredQuery(db, 'startingBetween', { from, to }))).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      ),
    tours: async () =>
      convert.tour.fromDocuments(
        (await tx.get(db.collection('tourPackages'))).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      ),
    putMail: (draft, createdAt) => void tx.set(db.collection('mail').doc(draft.id), mailFields(draft, createdAt)),
    putNotified: (alertId, at, mails) =>
      void tx.update(
        db.collection('alerts').doc(alertId),
        asTimestamps({ notifiedAt: at, notifiedMails: mails }, ['notifiedAt']),
      ),
    notices: async (alertId) =>
      isDocumentId(alertId) ? noticesConverter.fromData((await tx.get(notices(alertId))).data(), alertId) : null,
    putNotices: (alertId, value) => void tx.set(notices(alertId), noticesConverter.toFields(value)),
  };
}

export function enquiryStore(db: Firestore, tx: Transaction): EnquiryStore {
  return {
    recentTimes: async (key) => {
      const times = (await tx.get(db.collection('rateLimits').doc(key))).get('times') as unknown;
      return Array.isArray(times) ? times.filter((time): time is number => typeof time === 'number') : [];
    },
    operatorEmail: () => operatorEmail(db, tx),
    putRecentTimes: (key, times) => void tx.set(db.collection('rateLimits').doc(key), { times: [...times] }),
    putEnquiry: (enquiry) => void tx.create(db.collection('enquiries').doc(enquiry.id), enquiryFields(enquiry)),
    putMail: (draft, createdAt) => void tx.set(db.collection('mail').doc(draft.id), mailFields(draft, createdAt)),
  };
}

const documentsConverter = valueConverter(travellerDocumentsSchema, 'traveller documents');

/**
 * Travellers' documents of one booking: `travellerDocuments/{bookingId}`, read back by the web adapter with the
 * same schema (its `updatedAt` as a Timestamp, the upload times inside as ISO strings).
 */
export function travellerDocumentsStore(db: Firestore, tx: Transaction): TravellerDocumentsStore {
  const customer = bookingStore(db, tx);
  return {
    booking: (id) => customer.booking(id),
    async documents(bookingId) {
      if (!isDocumentId(bookingId)) return null;
      const found = await tx.get(db.collection('travellerDocuments').doc(bookingId));
      return documentsConverter.fromData(found.data(), `travellerDocuments/${bookingId}`);
    },
    async tour(id) {
      if (!isDocumentId(id)) return null;
      const found = stored(await tx.get(db.collection('tourPackages').doc(id)));
      return found && convert.tour.fromDocument(found);
    },
    permitTypes: async () =>
      convert.permitType.fromDocuments(
        (await tx.get(db.collection('permitTypes'))).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      ),
    putDocuments: (documents) =>
      void tx.set(
        db.collection('travellerDocuments').doc(documents.bookingId),
        asTimestamps(documentsConverter.toFields(documents), ['updatedAt']),
      ),
    putBooking: (booking) => customer.putBooking(booking),
  };
}

/** A reminder of missing documents: the booking's office record (`bookingNotes/{id}`) and the e-mail. */
export function documentsReminderStore(db: Firestore, tx: Transaction): DocumentsReminderStore {
  const customer = bookingStore(db, tx);
  const notes = db.collection('bookingNotes');
  return {
    booking: (id) => customer.booking(id),
    async reminders(bookingId) {
      if (!isDocumentId(bookingId)) return [];
      const found = await tx.get(notes.doc(bookingId));
      return convert.officeRecord.fromData(found.data(), `bookingNotes/${bookingId}`)?.reminders ?? [];
    },
    // The reminders field alone: the note and the status history beside it stay as they are.
    putReminders: (bookingId, reminders) => void tx.set(notes.doc(bookingId), { reminders: [...reminders] }, { merge: true }),
    putMail: (draft, createdAt) => customer.putMail(draft, createdAt),
  };
}

/** Travellers' documents the operator deletes after the trip (their files are the caller's to remove). */
export function documentsPurgeStore(db: Firestore, tx: Transaction): DocumentsPurgeStore {
  const documents = travellerDocumentsStore(db, tx);
  return {
    documents: (bookingId) => documents.documents(bookingId),
    deleteDocuments: (bookingId) => void tx.delete(db.collection('travellerDocuments').doc(bookingId)),
  };
}

/** The records that name the customers' uploads (documents and bookings' payment claims), inside a transaction. */
export function namedFilesStore(db: Firestore, tx: Transaction): NamedFilesStore {
  // Read here rather than through the stores above, which answer a malformed document as none: the purge keeps the
  // files of a record it cannot read.
  return {
    async documents(bookingId) {
      if (!isDocumentId(bookingId)) return null;
      const found = await tx.get(db.collection('travellerDocuments').doc(bookingId));
      return purgeRead(found.exists, documentsConverter.fromData(found.data(), `travellerDocuments/${bookingId}`));
    },
    async booking(id) {
      if (!isDocumentId(id)) return null;
      const found = stored(await tx.get(db.collection('hotelBookings').doc(id)));
      return purgeRead(found !== null, found && convert.booking.fromDocument(found));
    },
  };
}

/** The tax settings, a booking's documents and the series' counters, inside a transaction. */
function taxDocumentMethods(
  db: Firestore,
  tx: Transaction,
): Pick<TaxDocumentStore, 'taxSettings' | 'documentsOfBooking' | 'seriesLast' | 'putSeries' | 'putDocument'> {
  return {
    taxSettings: async () =>
      convert.tax.fromData((await tx.get(db.doc('settings/tax'))).data(), 'settings/tax') ?? defaultTaxSettings,
    async documentsOfBooking(bookingId) {
      const found = await tx.get(declaredQuery(db, 'taxDocumentsOfBooking', { equal: { bookingId } }));
      return parseEach(
        taxDocumentSchema,
        found.docs.map((doc) => doc.data()),
        'tax document',
      );
    },
    async seriesLast(id) {
      const last = (await tx.get(db.collection('documentSeries').doc(id))).get('last') as unknown;
      return typeof last === 'number' ? last : 0;
    },
    putSeries: (id, last) => void tx.set(db.collection('documentSeries').doc(id), { last }),
    // create, not set: a number once given is never written over.
    putDocument: (document) => void tx.create(db.collection('taxDocuments').doc(document.id), document),
  };
}

/**
 * Hotel Aster's profile (`content/hotelAster`) and room types (`asterRooms`), written in the shapes the web adapter
 * reads. Their `imagePaths` name the pictures of the project's bucket (`pathOf`), which is how "is this picture
 * still shown?" finds them before a picture is deleted.
 */
export function hotelAsterStore(db: Firestore, tx: Transaction, pathOf: StoragePathOf): HotelAsterStore {
  const withPaths = firestoreConverters(pathOf);
  const profile = db.doc('content/hotelAster');
  const rooms = db.collection('asterRooms');
  return {
    profile: async () => convert.hotelAster.fromData((await tx.get(profile)).data(), 'content/hotelAster'),
    async rooms() {
      const found = (await tx.get(rooms)).docs;
      return {
        ids: found.map((doc) => doc.id),
        rooms: convert.room.fromDocuments(found.map((doc) => ({ id: doc.id, data: doc.data() }))),
      };
    },
    putProfile: (value) => void tx.set(profile, withPaths.hotelAster.toFields(value)),
    putRoom: (room) => void tx.set(rooms.doc(room.id), withPaths.room.toFields(room)),
    deleteRoom: (id) => void tx.delete(rooms.doc(id)),
  };
}

/** The tax documents transaction's store: the booking, the tax settings, the series' counter and the booking's documents. */
export function taxDocumentStore(db: Firestore, tx: Transaction): TaxDocumentStore {
  const customer = bookingStore(db, tx);
  return {
    booking: (id) => customer.booking(id),
    putMail: (draft, at) => customer.putMail(draft, at),
    ...taxDocumentMethods(db, tx),
  };
}
