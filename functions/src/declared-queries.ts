import type { Firestore, Query } from 'firebase-admin/firestore';
import { functionQueries } from '../../src/backend/firebase/firestore-queries';
import { storedName, type QueriedCollection } from '../../src/backend/firebase/stored-fields';

/**
 * The only way the functions query Firestore: each query is built from its entry in functionQueries
 * (src/backend/firebase/firestore-queries.ts), which the index test holds against firestore.indexes.json. A query the
 * emulators would run without an index, and production would refuse, cannot be written here without declaring it.
 */

type FunctionQuery = (typeof functionQueries)[keyof typeof functionQueries];
type EqualFields<Q> = Q extends { equal: readonly (infer F extends string)[] } ? F : never;

/** What a query is sent with: a value for each of its equality fields, and the bounds of its ordered field if any. */
export interface QueryValues<Q extends FunctionQuery> {
  equal?: { [F in EqualFields<Q>]: unknown };
  /** Inclusive bounds on the declaration's first ordered field (its range field). */
  from?: unknown;
  to?: unknown;
  limit?: number;
}

/** The declared query `name` on `db`, with these values. */
export function declaredQuery<N extends keyof typeof functionQueries>(
  db: Firestore,
  name: N,
  values: QueryValues<(typeof functionQueries)[N]>,
): Query {
  const declared: { collection: QueriedCollection; equal?: readonly string[]; order?: readonly (readonly [string, string])[] } =
    functionQueries[name];
  const equal: Readonly<Record<string, unknown>> = values.equal ?? {};
  let query: Query = db.collection(declared.collection);
  for (const field of declared.equal ?? []) {
    if (!(field in equal)) throw new Error(`The query "${name}" needs a value for ${field}.`);
    query = query.where(storedName(declared.collection, field), '==', equal[field]);
  }
  if (values.from !== undefined || values.to !== undefined) {
    const range = declared.order?.[0]?.[0];
    if (!range) throw new Error(`The query "${name}" declares no field to bound.`);
    const stored = storedName(declared.collection, range);
    if (values.from !== undefined) query = query.where(stored, '>=', values.from);
    if (values.to !== undefined) query = query.where(stored, '<=', values.to);
  }
  return values.limit === undefined ? query : query.limit(values.limit);
}
