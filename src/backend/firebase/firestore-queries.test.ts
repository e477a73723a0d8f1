import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firestoreQueries as queries, type StoredQuery as Query, type Direction } from './firestore-queries';

/**
 * firestore.indexes.json against every query the site sends (./firestore-queries.ts: the browser's and the
 * functions'). The emulator runs every query without an index, so a missing one would first show in production as
 * a failed page or a failed booking: this test is where that is caught. It needs no emulator.
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

const asc = 'ASCENDING';
const desc = 'DESCENDING';

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
    expect(
      isServed({ what: 'unindexed', collection: 'hotelBookings', equal: ['userEmail'], order: [['checkInDate', desc]] }),
    ).toBe(false);
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

describe("the functions' queries", () => {
  /** Where a source filters or orders a query (Admin SDK chains), by file; functions/src/declared-queries.ts aside. */
  const queryingFiles = () =>
    readdirSync('functions/src')
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'declared-queries.ts')
      .filter((name) => /\.(where|orderBy|findNearest)\(/.test(readFileSync(path.join('functions/src', name), 'utf8')));

  it('are each built from its declaration, so none can be sent undeclared', () => {
    expect(readdirSync('functions/src')).toContain('firestore-store.ts');
    expect(queryingFiles()).toEqual([]);
  });
});

describe("the firebase adapter's queries", () => {
  /** Files of the adapter that take `query`, `where` or `orderBy` from the SDK itself rather than from ./query-shapes. */
  const unwatchedFiles = () =>
    readdirSync('src/backend/firebase')
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'query-shapes.ts')
      .filter((name) =>
        [
          ...readFileSync(path.join('src/backend/firebase', name), 'utf8').matchAll(
            /import\s*\{([^}]*)\}\s*from\s*'firebase\/firestore(?:\/lite)?'/g,
          ),
        ].some(([, names]) => /\b(query|where|orderBy)\b/.test(names ?? '')),
      );

  it('are each built through query-shapes.ts, whose shapes the emulator suite holds against this list', () => {
    expect(readdirSync('src/backend/firebase')).toContain('bookings.ts');
    expect(unwatchedFiles()).toEqual([]);
  });
});
