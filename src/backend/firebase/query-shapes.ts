import {
  documentId,
  orderBy as sdkOrderBy,
  query as sdkQuery,
  where as sdkWhere,
  type CollectionReference,
  type FieldPath,
  type OrderByDirection,
  type Query,
  type QueryConstraint,
  type QueryFieldFilterConstraint,
  type QueryOrderByConstraint,
  type WhereFilterOp,
} from 'firebase/firestore/lite';
import type { Direction, StoredQuery } from './firestore-queries';

/**
 * The firebase adapter's `query`, `where` and `orderBy`: Firestore's own, which also note the shape of every query
 * built with them (its equality fields, its array-contains, its orders as Firestore completes them). The adapter
 * imports these three from here and never from the SDK (firestore-queries.test.ts holds that), so the contract suite
 * on the emulators, which watches the shapes (`watchQueryShapes`), sees every query the adapter sends and fails on one
 * that firestore-queries.ts does not declare: the emulators run any query without its index, production does not.
 * Nothing is noted while nobody watches.
 */

type Term =
  { kind: 'equal' | 'arrayContains' | 'inequality'; field: string } | { kind: 'order'; field: string; direction: Direction };

const termsOf = new WeakMap<object, Term>();
const shapesOf = new WeakMap<object, { collection: string; terms: Term[] }>();

let watcher: ((shape: StoredQuery) => void) | undefined;

/** Calls `watch` with the shape of every query built from now on, until the returned function is called. */
export function watchQueryShapes(watch: (shape: StoredQuery) => void): () => void {
  watcher = watch;
  return () => {
    if (watcher === watch) watcher = undefined;
  };
}

/** A field as the index names it: the adapter names fields by their stored names, and documents by `documentId()`. */
function fieldName(field: string | FieldPath): string {
  if (typeof field === 'string') return field;
  if (field.isEqual(documentId())) return '__name__';
  throw new Error('The firebase adapter names a field by its stored name (stored-fields.ts), or a document by documentId().');
}

const filterKinds: Record<WhereFilterOp, Term['kind']> = {
  '==': 'equal',
  in: 'equal',
  'array-contains': 'arrayContains',
  'array-contains-any': 'arrayContains',
  '!=': 'inequality',
  'not-in': 'inequality',
  '<': 'inequality',
  '<=': 'inequality',
  '>': 'inequality',
  '>=': 'inequality',
};

export function where(field: string | FieldPath, op: WhereFilterOp, value: unknown): QueryFieldFilterConstraint {
  const constraint = sdkWhere(field, op, value);
  termsOf.set(constraint, { kind: filterKinds[op], field: fieldName(field) } as Term);
  return constraint;
}

export function orderBy(field: string | FieldPath, direction: OrderByDirection = 'asc'): QueryOrderByConstraint {
  const constraint = sdkOrderBy(field, direction);
  termsOf.set(constraint, {
    kind: 'order',
    field: fieldName(field),
    direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  });
  return constraint;
}

export function query<T>(source: Query<T> | CollectionReference<T>, ...constraints: QueryConstraint[]): Query<T> {
  const built = sdkQuery(source, ...constraints);
  const before = shapesOf.get(source) ?? { collection: 'id' in source ? source.id : '?', terms: [] };
  const terms = [...before.terms, ...constraints.flatMap((constraint) => termsOf.get(constraint) ?? [])];
  shapesOf.set(built, { collection: before.collection, terms });
  watcher?.(shapeOf(before.collection, terms));
  return built;
}

/**
 * A query's shape as its index must serve it: the orders asked for, then each field compared by an inequality and
 * not ordered yet, in the direction of the last order (ascending without one), as Firestore orders them; an order by
 * document id that every index gives anyway is left out, as firestore-queries.ts leaves it out.
 */
export function shapeOf(collection: string, terms: readonly Term[]): StoredQuery {
  const equal = [...new Set(terms.flatMap((term) => (term.kind === 'equal' ? [term.field] : [])))];
  const arrayContains = terms.find((term) => term.kind === 'arrayContains')?.field;
  const order: [string, Direction][] = terms.flatMap((term) => (term.kind === 'order' ? [[term.field, term.direction]] : []));
  const unordered = [
    ...new Set(
      terms.flatMap((term) => (term.kind === 'inequality' && !order.some(([field]) => field === term.field) ? [term.field] : [])),
    ),
  ].sort();
  const last = order.at(-1)?.[1] ?? 'ASCENDING';
  for (const field of unordered) order.push([field, last]);
  // Every index ends with the document's name, in the direction of its last field (ascending after equalities
  // alone): an order by id that says no more than that asks for nothing of its own.
  const [byId, before] = [order.at(-1), order.at(-2)];
  if (byId?.[0] === '__name__' && byId[1] === (before?.[1] ?? 'ASCENDING') && (before || equal.length > 0)) order.pop();
  return {
    what: 'sent by the firebase adapter',
    collection,
    ...(equal.length > 0 && { equal }),
    ...(arrayContains && { arrayContains }),
    ...(order.length > 0 && { order }),
  };
}

/** Whether `shape` is one of `declared` (or needs no index): the same collection, equality fields in any order, array field and orders. */
export function isDeclared(shape: StoredQuery, declared: readonly StoredQuery[]): boolean {
  // A whole collection, read in its default order (by id), needs no index of its own.
  if (!shape.equal && !shape.arrayContains && !shape.order) return true;
  const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
    a.length === b.length && a.every((field) => b.includes(field));
  return declared.some(
    (query) =>
      query.collection === shape.collection &&
      sameSet(query.equal, shape.equal) &&
      query.arrayContains === shape.arrayContains &&
      JSON.stringify(query.order ?? []) === JSON.stringify(shape.order ?? []),
  );
}
