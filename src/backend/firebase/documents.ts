import {
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  startAfter,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { PageCursor, PageRequest } from '../types';
import { withTimes, type DocumentFields, type StoredDocument } from './converters';

/**
 * Reading documents and pages of queries. Every document goes through a converter (zod): a malformed one is
 * skipped with a warning and never reaches a screen.
 */

export const storedDocument = (snapshot: DocumentSnapshot): StoredDocument | null => {
  const data = snapshot.data();
  return data === undefined ? null : { id: snapshot.id, data };
};

/**
 * Whether Firestore accepts `id` as a document id. Ids come from URLs: one it refuses (empty, with a slash,
 * `.`, `..`, `__x__`) names no document, rather than being an error.
 */
export function isDocumentId(id: string): boolean {
  return id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** The document read through `read`, or null when it is missing or malformed. */
export async function readOne<T>(ref: DocumentReference, read: (doc: StoredDocument) => T | null): Promise<T | null> {
  const doc = storedDocument(await getDoc(ref));
  return doc === null ? null : read(doc);
}

/** Every valid document the query returns, in the query's order. */
export async function readAll<T>(source: Query, read: (docs: StoredDocument[]) => T[]): Promise<T[]> {
  const snapshot = await getDocs(source);
  return read(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
}

/** New documents get the server's clock: Firestore's rules check such times against the request's time. */
export const withServerTimes = (fields: DocumentFields, timeFields: readonly string[]) => withTimes(fields, timeFields, () => serverTimestamp());

// ---- Pages -------------------------------------------------------------------------------------------

interface FirebaseCursor extends PageCursor {
  adapter: 'firebase';
  /** Which of the query's phases the next page starts in (see readPhases). */
  phase: number;
  /** The document the next page starts after; null: from the phase's start. */
  after: QueryDocumentSnapshot | null;
}

const isFirebaseCursor = (cursor: PageCursor | null | undefined): cursor is FirebaseCursor => cursor?.adapter === 'firebase';

export interface PageSource<T> {
  /** Filtered and ordered as the list is shown; no limit, no cursor. */
  query: Query;
  read(doc: StoredDocument): T | null;
  /** The shared rule the list follows: the query finds candidates, this decides (same results as the local adapter). */
  keep(item: T): boolean;
  /** True when `keep` drops much of what the query returns (a text filter Firestore cannot apply): read in bigger batches. */
  sparse?: boolean;
}

interface PhasePage<T> {
  items: T[];
  /** Whether something the list keeps comes after these items. */
  more: boolean;
  /** Where the next page resumes, when `more`. */
  resumeAfter: QueryDocumentSnapshot | null;
}

/** Documents one page may read at most, whatever the filter: reads per view do not grow with the data. */
export const readBudget = (size: number) => Math.max(30, 2 * (size + 1));

/**
 * One page of a source: reads in batches until `size` items are kept and one more proves there is a next page,
 * the query ends, or the read budget is spent (then the page may be short, and the next one goes on from there).
 */
async function readPhase<T>(source: PageSource<T>, size: number, after: QueryDocumentSnapshot | null): Promise<PhasePage<T>> {
  const items: T[] = [];
  const budget = readBudget(size);
  const batchSize = source.sparse ? Math.max(size + 1, 10) : size + 1;
  let cursor = after;
  let lastKept = after;
  let read = 0;
  for (;;) {
    const want = Math.min(batchSize, budget - read);
    if (want <= 0) return { items, more: true, resumeAfter: cursor };
    const batch = await getDocs(query(source.query, ...(cursor ? [startAfter(cursor)] : []), limit(want)));
    read += batch.size;
    for (const snapshot of batch.docs) {
      const item = source.read({ id: snapshot.id, data: snapshot.data() });
      if (item !== null && source.keep(item)) {
        if (items.length === size) return { items, more: true, resumeAfter: lastKept };
        items.push(item);
        lastKept = snapshot;
      }
      cursor = snapshot;
    }
    if (batch.size < want) return { items, more: false, resumeAfter: null };
  }
}

/**
 * One page of a list Firestore answers with one query after another (phases): tours by duration, shortest first,
 * are those with a known duration, then those without. A single-phase list is the common case.
 */
export async function readPhases<T>(phases: readonly PageSource<T>[], request: PageRequest): Promise<{ items: T[]; next: PageCursor | null }> {
  const start = isFirebaseCursor(request.after) ? request.after : null;
  const items: T[] = [];
  let phase = start?.phase ?? 0;
  let after = start?.after ?? null;
  while (phase < phases.length) {
    const page = await readPhase(phases[phase]!, request.size - items.length, after);
    items.push(...page.items);
    if (page.more) {
      const next: FirebaseCursor = { adapter: 'firebase', phase, after: page.resumeAfter };
      return { items, next };
    }
    phase += 1;
    after = null;
  }
  return { items, next: null };
}

export const readPage = <T>(source: PageSource<T>, request: PageRequest) => readPhases([source], request);
