import {
  doc,
  getDoc,
  getDocs,
  limit,
  serverTimestamp,
  startAfter,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { query } from './query-shapes';
import { mapInSlices, timeSlices, yieldToMain } from '@/lib/yield';
import { BackendError } from '../errors';
import type { PageCursor, PageRequest } from '../types';
import { withTimes, type DocumentFields, type StoredDocument } from './converters';

/**
 * Reading documents and pages of queries. Every document goes through a converter (zod): a malformed one is
 * skipped with a warning and never reaches a screen. Firestore's answer is turned into documents and parsed in tasks
 * of their own, not in the one that received it, and a long list in slices that yield (src/lib/yield.ts): the
 * answers of a page's refresh arriving together were one task of 117-147 ms on the bench's phone (Firestore's
 * conversion of the fields, then ours and zod's).
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
  const snapshot = await getDoc(ref);
  await yieldToMain();
  const doc = storedDocument(snapshot);
  return doc === null ? null : read(doc);
}

/** Every valid document the query returns, in the query's order. */
export async function readAll<T>(source: Query, read: (docs: StoredDocument[]) => T[]): Promise<T[]> {
  const snapshot = await getDocs(source);
  const docs = await mapInSlices(snapshot.docs, (doc) => ({ id: doc.id, data: doc.data() }));
  // The converter parses the whole list at once (some reads add up their documents): in a task of its own.
  await yieldToMain();
  return read(docs);
}

/** New documents get the server's clock: Firestore's rules check such times against the request's time. */
export const withServerTimes = (fields: DocumentFields, timeFields: readonly string[]) =>
  withTimes(fields, timeFields, () => serverTimestamp());

// ---- Pages -------------------------------------------------------------------------------------------

/**
 * Plain data, so it survives JSON: the prerender writes a list's pages (cursor included) into the page, and the
 * browser goes on from there.
 */
interface FirebaseCursor extends PageCursor {
  adapter: 'firebase';
  /** Which of the query's phases the next page starts in (see readPhases). */
  phase: number;
  /** The path of the document the next page starts after; null: from the phase's start. */
  after: string | null;
}

const isFirebaseCursor = (cursor: PageCursor | null | undefined): cursor is FirebaseCursor =>
  cursor?.adapter === 'firebase' &&
  typeof (cursor as FirebaseCursor).phase === 'number' &&
  (typeof (cursor as FirebaseCursor).after === 'string' || (cursor as FirebaseCursor).after === null);

/**
 * The last documents pages ended on, per Firestore instance: the next page of a list read in this session starts
 * after its snapshot with no read. A cursor from elsewhere (the build's prerender) reads its document once.
 */
const pageEnds = new WeakMap<Firestore, Map<string, QueryDocumentSnapshot>>();
const pageEndsKept = 50;

function rememberPageEnd(snapshot: QueryDocumentSnapshot) {
  let ends = pageEnds.get(snapshot.ref.firestore);
  if (!ends) pageEnds.set(snapshot.ref.firestore, (ends = new Map<string, QueryDocumentSnapshot>()));
  ends.delete(snapshot.ref.path);
  ends.set(snapshot.ref.path, snapshot);
  if (ends.size > pageEndsKept) ends.delete(ends.keys().next().value!);
}

async function pageEnd(firestore: Firestore, path: string): Promise<DocumentSnapshot> {
  return pageEnds.get(firestore)?.get(path) ?? getDoc(doc(firestore, path));
}

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
  resumeAfter: DocumentSnapshot | null;
}

/** Documents one page may read at most, whatever the filter: reads per view do not grow with the data. */
export const readBudget = (size: number) => Math.max(30, 2 * (size + 1));

/**
 * One page of a source: reads in batches until `size` items are kept and one more proves there is a next page,
 * the query ends, or the read budget is spent (then the page may be short, and the next one goes on from there).
 */
async function readPhase<T>(source: PageSource<T>, size: number, after: DocumentSnapshot | null): Promise<PhasePage<T>> {
  const items: T[] = [];
  const budget = readBudget(size);
  const batchSize = source.sparse ? Math.max(size + 1, 10) : size + 1;
  let cursor: DocumentSnapshot | null = after;
  let lastKept: DocumentSnapshot | null = after;
  let read = 0;
  for (;;) {
    const want = Math.min(batchSize, budget - read);
    if (want <= 0) return { items, more: true, resumeAfter: cursor };
    const batch = await getDocs(query(source.query, ...(cursor ? [startAfter(cursor)] : []), limit(want)));
    read += batch.size;
    await yieldToMain();
    const nextSlice = timeSlices();
    for (const snapshot of batch.docs) {
      await nextSlice();
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
export async function readPhases<T>(
  phases: readonly PageSource<T>[],
  request: PageRequest,
): Promise<{ items: T[]; next: PageCursor | null }> {
  const start = isFirebaseCursor(request.after) ? request.after : null;
  const items: T[] = [];
  let phase = start?.phase ?? 0;
  const resumeIn = phases[phase];
  let after = start?.after && resumeIn ? await pageEnd(resumeIn.query.firestore, start.after) : null;
  // The document the list stopped at has been deleted since: where it stood in the order is not known any more.
  if (after && !after.exists())
    throw new BackendError('not-found', 'The list has changed since it was read: read it again from the start.');
  while (phase < phases.length) {
    const page = await readPhase(phases[phase]!, request.size - items.length, after);
    items.push(...page.items);
    if (page.more) {
      if (page.resumeAfter?.exists()) rememberPageEnd(page.resumeAfter);
      const next: FirebaseCursor = { adapter: 'firebase', phase, after: page.resumeAfter?.ref.path ?? null };
      return { items, next };
    }
    phase += 1;
    after = null;
  }
  return { items, next: null };
}

export const readPage = <T>(source: PageSource<T>, request: PageRequest) => readPhases([source], request);
