import { deleteApp, initializeApp } from 'firebase/app';
import { collection, documentId, getFirestore, limit } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import { firestoreQueries, type StoredQuery } from './firestore-queries';
import { isDeclared, orderBy, query, watchQueryShapes, where } from './query-shapes';

// Building a query sends nothing: no emulator is needed.
const app = initializeApp({ projectId: 'demo-query-shapes', apiKey: 'demo' }, 'query-shapes');
const bookings = collection(getFirestore(app), 'hotelBookings');
afterAll(() => deleteApp(app));

/** The shapes of the queries `build` makes. */
function shapesBuilt(build: () => void): StoredQuery[] {
  const shapes: StoredQuery[] = [];
  const stop = watchQueryShapes((shape) => shapes.push(shape));
  try {
    build();
  } finally {
    stop();
  }
  return shapes.map(({ what: _what, ...shape }) => ({ what: '', ...shape }));
}

describe('query shapes', () => {
  it('orders by each inequality field after the orders asked for, in the direction of the last', () => {
    const [shape] = shapesBuilt(() =>
      query(
        bookings,
        where('status', 'in', ['Pending', 'Confirmed']),
        where('cancellationRequestedAt', '!=', null),
        orderBy('createdAt', 'desc'),
        limit(10),
      ),
    );
    expect(shape).toEqual({
      what: '',
      collection: 'hotelBookings',
      equal: ['status'],
      order: [
        ['createdAt', 'DESCENDING'],
        ['cancellationRequestedAt', 'DESCENDING'],
      ],
    });
  });

  it('orders a range without an order by its field, ascending, and leaves out the order by id every index gives', () => {
    expect(shapesBuilt(() => query(bookings, where('checkInDate', '>=', '2026-12-01')))[0]?.order).toEqual([
      ['checkInDate', 'ASCENDING'],
    ]);
    expect(shapesBuilt(() => query(bookings, orderBy(documentId(), 'desc')))[0]?.order).toEqual([['__name__', 'DESCENDING']]);
    // Every index ends with the document's name, in the direction of its last field: such an order asks for nothing.
    const [afterEqual, afterSame, afterOther] = shapesBuilt(() => {
      query(bookings, where('status', '==', 'Pending'), orderBy(documentId()));
      query(bookings, orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
      query(bookings, orderBy('createdAt', 'desc'), orderBy(documentId()));
    });
    expect(afterEqual?.order).toBeUndefined();
    expect(afterSame?.order).toEqual([['createdAt', 'DESCENDING']]);
    expect(afterOther?.order).toEqual([
      ['createdAt', 'DESCENDING'],
      ['__name__', 'ASCENDING'],
    ]);
  });

  it('keeps the terms of the query a query is built on', () => {
    const shapes = shapesBuilt(() => {
      const first = query(bookings, where('searchKeys', 'array-contains', 'tashi'), where('status', '==', 'Pending'));
      query(first, orderBy('createdAt', 'desc'));
    });
    expect(shapes[1]).toEqual({
      what: '',
      collection: 'hotelBookings',
      equal: ['status'],
      arrayContains: 'searchKeys',
      order: [['createdAt', 'DESCENDING']],
    });
  });

  it('tells a declared query from an undeclared one', () => {
    const [declared, undeclared, whole] = shapesBuilt(() => {
      query(bookings, where('kind', '==', 'room'), where('status', '==', 'Pending'), orderBy('createdAt', 'desc'));
      query(bookings, where('userEmail', '==', 'a@b.test'), orderBy('checkInDate', 'desc'));
      query(bookings, limit(5));
    });
    expect(isDeclared(declared!, firestoreQueries)).toBe(true);
    expect(isDeclared(undeclared!, firestoreQueries)).toBe(false);
    expect(isDeclared(whole!, firestoreQueries)).toBe(true);
  });

  it('notes nothing once the watch has stopped', () => {
    const shapes: StoredQuery[] = [];
    watchQueryShapes((shape) => shapes.push(shape))();
    query(bookings, where('status', '==', 'Pending'));
    expect(shapes).toEqual([]);
  });
});
