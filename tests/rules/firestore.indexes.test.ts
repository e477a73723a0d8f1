import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * firestore.indexes.json against the queries of the backend design ("Queries and indexes"). The emulator runs
 * every query without an index, so a missing one would first show in production as a failed page: this test
 * is where that is caught. It needs no emulator.
 *
 * How Firestore serves a query (what `isServed` below decides):
 * - equality filters only, or a single field's filter and order: the automatic single-field indexes (several
 *   equality filters merge them);
 * - equality filters (in any order), then an array-contains, then the order / range fields: a composite index
 *   with exactly those fields, the order fields last and in the query's directions;
 * - several equality filters and one order: also served by merging one composite index per equality field that
 *   ends with that same order.
 * Ordering by document id ascending after an equality filter is served by the single-field index (its entries
 * are sorted by value, then by document name), so it needs no composite.
 */

type Direction = 'ASCENDING' | 'DESCENDING';

interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
}

interface Query {
  what: string;
  collection: string;
  equal?: string[];
  arrayContains?: string;
  /** The range field first when there is one, then the orders; [field, direction]. */
  order?: [string, Direction][];
}

const asc = 'ASCENDING';
const desc = 'DESCENDING';
const bookings = 'hotelBookings';

/** Every composite query of the design, and a few single-field ones to show they need nothing. */
const queries: Query[] = [
  // A customer's own bookings, newest first.
  { what: 'my bookings', collection: bookings, equal: ['userId'], order: [['createdAt', desc]] },
  // The admin bookings list: newest first, filtered by status and kind, pages by cursor, counted by getCount.
  { what: 'admin: all, newest first', collection: bookings, order: [['createdAt', desc]] },
  { what: 'admin: by status', collection: bookings, equal: ['status'], order: [['createdAt', desc]] },
  { what: 'admin: by kind', collection: bookings, equal: ['kind'], order: [['createdAt', desc]] },
  { what: 'admin: by status and kind', collection: bookings, equal: ['status', 'kind'], order: [['createdAt', desc]] },
  // Travel-date bounds: ordered by travel date.
  { what: 'admin: travel dates', collection: bookings, order: [['checkInDate', asc]] },
  { what: 'admin: travel dates by status', collection: bookings, equal: ['status'], order: [['checkInDate', asc]] },
  {
    what: 'admin: travel dates by kind (and occupancy: rooms by check-in)',
    collection: bookings,
    equal: ['kind'],
    order: [['checkInDate', asc]],
  },
  {
    what: 'admin: travel dates by status and kind',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [['checkInDate', asc]],
  },
  // Awaiting cancellation: cancellationRequestedAt != null (status != 'Cancelled' is filtered in the browser).
  { what: 'admin: awaiting cancellation', collection: bookings, order: [['cancellationRequestedAt', asc]] },
  {
    what: 'admin: awaiting cancellation, newest first',
    collection: bookings,
    order: [
      ['cancellationRequestedAt', asc],
      ['createdAt', desc],
    ],
  },
  {
    what: 'admin: awaiting cancellation by status',
    collection: bookings,
    equal: ['status'],
    order: [['cancellationRequestedAt', asc]],
  },
  {
    what: 'admin: awaiting cancellation by kind',
    collection: bookings,
    equal: ['kind'],
    order: [['cancellationRequestedAt', asc]],
  },
  {
    what: 'admin: awaiting cancellation by status and kind',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [['cancellationRequestedAt', asc]],
  },
  // Search: reference or e-mail (exact), or one of a booking's search keys (a word of the name or of what was
  // booked, a whole name, a phone's last digits), with any of the other filters.
  { what: 'search: reference', collection: bookings, equal: ['reference'], order: [['createdAt', desc]] },
  { what: 'search: e-mail', collection: bookings, equal: ['searchEmail'], order: [['createdAt', desc]] },
  {
    what: 'search: e-mail with status and kind (merged)',
    collection: bookings,
    equal: ['searchEmail', 'status', 'kind'],
    order: [['createdAt', desc]],
  },
  ...[[], ['status'], ['kind'], ['status', 'kind']].flatMap((equal): Query[] => [
    {
      what: `search: a key, newest first, by ${equal.join(' and ') || 'nothing else'}`,
      collection: bookings,
      equal,
      arrayContains: 'searchKeys',
      order: [['createdAt', desc]],
    },
    {
      what: `search: a key within travel dates, by ${equal.join(' and ') || 'nothing else'}`,
      collection: bookings,
      equal,
      arrayContains: 'searchKeys',
      order: [
        ['checkInDate', asc],
        ['createdAt', desc],
      ],
    },
  ]),
  ...[['status'], ['status', 'kind']].map((equal): Query => ({
    what: `search: a key awaiting cancellation, by ${equal.join(' and ')}`,
    collection: bookings,
    equal,
    arrayContains: 'searchKeys',
    order: [
      ['createdAt', desc],
      ['cancellationRequestedAt', desc],
    ],
  })),
  // Dashboard: needs attention (oldest first, arrivals and departures), counts and this month's revenue.
  { what: 'dashboard: pending, oldest first', collection: bookings, equal: ['status'], order: [['createdAt', asc]] },
  { what: 'dashboard: arrivals by status', collection: bookings, equal: ['status'], order: [['checkInDate', asc]] },
  { what: 'dashboard: departures by status', collection: bookings, equal: ['status'], order: [['checkOutDate', asc]] },
  { what: 'dashboard: pending count', collection: bookings, equal: ['status'] },
  // sum(totalPrice) reads it from the index: the aggregated field is part of it.
  {
    what: 'dashboard: confirmed revenue of a month',
    collection: bookings,
    equal: ['status'],
    order: [
      ['checkInDate', asc],
      ['totalPrice', asc],
    ],
  },
  // Tonight's occupancy, counted: active room bookings (status in Pending, Confirmed) with check-in on or before
  // tonight and check-out after it (two range fields).
  {
    what: "dashboard: tonight's occupancy",
    collection: bookings,
    equal: ['kind', 'status'],
    order: [
      ['checkInDate', asc],
      ['checkOutDate', asc],
    ],
  },
  // Trips of the coming week whose travellers' documents are incomplete, counted (status in Pending, Confirmed).
  {
    what: "dashboard: documents missing for the coming week's trips",
    collection: bookings,
    equal: ['documentsComplete', 'status'],
    order: [['checkInDate', asc]],
  },
  // Availability.
  { what: 'room nights of a room type over months', collection: 'roomNights', equal: ['roomId'], order: [['month', asc]] },
  { what: 'occupancy: every room type in a month', collection: 'roomNights', equal: ['month'] },
  { what: 'seats of a tour by date', collection: 'departureSeats', equal: ['tourId'], order: [['date', asc]] },
  { what: 'departures from a date', collection: 'departureSeats', order: [['date', asc]] },
  // Tours: featured and recommended by id, category, price or days ranges in their own order.
  { what: 'tours: featured / recommended', collection: 'tourPackages', order: [['__name__', asc]] },
  { what: 'tours: category, recommended', collection: 'tourPackages', equal: ['category'] },
  { what: 'tours: price range', collection: 'tourPackages', order: [['price', asc]] },
  { what: 'tours: days range', collection: 'tourPackages', order: [['days', desc]] },
  { what: 'tours: category by price', collection: 'tourPackages', equal: ['category'], order: [['price', asc]] },
  { what: 'tours: category by price, highest first', collection: 'tourPackages', equal: ['category'], order: [['price', desc]] },
  { what: 'tours: category by days', collection: 'tourPackages', equal: ['category'], order: [['days', asc]] },
  { what: 'tours: category by days, longest first', collection: 'tourPackages', equal: ['category'], order: [['days', desc]] },
  { what: 'tours: is a picture used', collection: 'tourPackages', arrayContains: 'imagePaths' },
  // Articles: by slug, newest first, keyword search.
  { what: 'articles: by slug', collection: 'articles', equal: ['slug'] },
  { what: 'articles: newest first', collection: 'articles', order: [['createdAt', desc]] },
  { what: 'articles: keyword, newest first', collection: 'articles', arrayContains: 'searchTerms', order: [['createdAt', desc]] },
  // Enquiries and the Outbox, newest first.
  { what: 'enquiries: newest first', collection: 'enquiries', order: [['createdAt', desc]] },
  // The dashboard's enquiries awaiting a reply, oldest first (and counted).
  { what: 'enquiries: awaiting a reply, oldest first', collection: 'enquiries', equal: ['handled'], order: [['createdAt', asc]] },
  { what: 'mail: newest first', collection: 'mail', order: [['createdAt', desc]] },
  // The banner's alerts: open ones not over yet, first ending first (one bounded read).
  { what: 'alerts: active', collection: 'alerts', equal: ['state'], order: [['to', asc]] },
  // The bookings an alert may touch (a range of travel dates), and the bookings of one departure to move.
  { what: 'alerts: bookings by travel date', collection: bookings, order: [['checkInDate', asc]] },
  { what: 'alerts: bookings of a departure', collection: bookings, equal: ['hotelId', 'checkInDate'] },

  // The firebase adapter's queries as it sends them (src/backend/firebase). Firestore orders by every field it
  // compares with an inequality after the orders asked for, in the direction of the last one, then by id; ties of
  // the shared orders follow that (newestFirst breaks createdAt ties by id descending; the tour list by id
  // ascending, hence its explicit __name__).
  // Bookings bounded by travel date: by travel date, then newest first (byTravelDate); also the dashboard's arrivals.
  {
    what: 'firebase: travel dates, newest first within a date',
    collection: bookings,
    order: [
      ['checkInDate', asc],
      ['createdAt', desc],
    ],
  },
  {
    what: 'firebase: travel dates by status (and arrivals)',
    collection: bookings,
    equal: ['status'],
    order: [
      ['checkInDate', asc],
      ['createdAt', desc],
    ],
  },
  {
    what: 'firebase: travel dates by status and kind (merged)',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [
      ['checkInDate', asc],
      ['createdAt', desc],
    ],
  },
  // Awaiting cancellation: status in [Pending, Confirmed] (or the status asked for), cancellationRequestedAt != null.
  {
    what: 'firebase: awaiting cancellation, newest first',
    collection: bookings,
    equal: ['status'],
    order: [
      ['createdAt', desc],
      ['cancellationRequestedAt', desc],
    ],
  },
  {
    what: 'firebase: awaiting cancellation by kind (merged)',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [
      ['createdAt', desc],
      ['cancellationRequestedAt', desc],
    ],
  },
  // Needs attention: cancellation requests oldest request first, departures by check-out date.
  {
    what: 'firebase: cancellation requests, oldest first',
    collection: bookings,
    equal: ['status'],
    order: [
      ['cancellationRequestedAt', asc],
      ['createdAt', asc],
    ],
  },
  {
    what: 'firebase: departures, newest first within a date',
    collection: bookings,
    equal: ['status'],
    order: [
      ['checkOutDate', asc],
      ['createdAt', desc],
    ],
  },
  // Tours highest price or longest first: equal ones in the operator's order (compareTours), id ascending.
  {
    what: 'firebase: tours by price, highest first',
    collection: 'tourPackages',
    order: [
      ['price', desc],
      ['__name__', asc],
    ],
  },
  {
    what: 'firebase: tours of a category by price, highest first',
    collection: 'tourPackages',
    equal: ['category'],
    order: [
      ['price', desc],
      ['__name__', asc],
    ],
  },
  {
    what: 'firebase: tours by days, longest first',
    collection: 'tourPackages',
    order: [
      ['days', desc],
      ['__name__', asc],
    ],
  },
  {
    what: 'firebase: tours of a category by days, longest first',
    collection: 'tourPackages',
    equal: ['category'],
    order: [
      ['days', desc],
      ['__name__', asc],
    ],
  },
];

const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as IndexFile;

const sameFields = (a: readonly IndexField[], b: readonly IndexField[]) => JSON.stringify(a) === JSON.stringify(b);

function orderFields(query: Query): IndexField[] {
  return (query.order ?? []).map(([fieldPath, order]) => ({ fieldPath, order }));
}

function hasComposite(collection: string, prefix: readonly IndexField[], suffix: readonly IndexField[]): boolean {
  return file.indexes.some((index) => {
    if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
    const head = index.fields.slice(0, prefix.length);
    const tail = index.fields.slice(prefix.length);
    const key = (field: IndexField) => JSON.stringify(field);
    return (
      head.length === prefix.length &&
      new Set(head.map(key)).size === prefix.length &&
      head.every((field) => prefix.some((p) => key(p) === key(field))) &&
      sameFields(tail, suffix)
    );
  });
}

function isServed(query: Query): boolean {
  const equal = query.equal ?? [];
  const order = orderFields(query);
  const terms = equal.length + (query.arrayContains ? 1 : 0) + order.length;
  // Single-field indexes, merged for equality filters.
  if (order.length === 0 && !query.arrayContains) return true;
  if (terms === 1) return true;
  const prefix: IndexField[] = [
    ...equal.map((fieldPath): IndexField => ({ fieldPath, order: asc })),
    ...(query.arrayContains ? [{ fieldPath: query.arrayContains, arrayConfig: 'CONTAINS' as const }] : []),
  ];
  if (hasComposite(query.collection, prefix, order)) return true;
  // Merging: one composite per equality field, each ending with the same order.
  return (
    !query.arrayContains &&
    equal.length >= 2 &&
    equal.every((field) => hasComposite(query.collection, [{ fieldPath: field, order: asc }], order))
  );
}

describe('firestore.indexes.json', () => {
  it.each(queries)('serves "$what"', (query) => {
    expect(isServed(query)).toBe(true);
  });

  it('notices a query without its index', () => {
    expect(isServed({ what: 'unindexed', collection: bookings, equal: ['userEmail'], order: [['checkInDate', desc]] })).toBe(
      false,
    );
  });

  it('has only composite indexes Firestore accepts, each once, each used by a query', () => {
    const seen = new Set<string>();
    for (const index of file.indexes) {
      const key = JSON.stringify(index);
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      // A one-field "composite" index is refused on deploy: single fields are indexed automatically.
      expect(index.fields.length, key).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) expect(Boolean(field.order) !== Boolean(field.arrayConfig), key).toBe(true);
      const used = queries.some((query) => {
        const order = orderFields(query);
        const equalPart = index.fields.slice(0, index.fields.length - order.length);
        return (
          query.collection === index.collectionGroup &&
          sameFields(index.fields.slice(index.fields.length - order.length), order) &&
          equalPart.every((field) =>
            field.arrayConfig ? field.fieldPath === query.arrayContains : query.equal?.includes(field.fieldPath),
          )
        );
      });
      expect(used, `no query uses ${key}`).toBe(true);
    }
  });

  it('leaves large text out of the single-field indexes', () => {
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'articles', fieldPath: 'content', indexes: [] });
  });
});
