import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { EntityConverter, StoredDocument } from './converters';

/** The Firestore collections of the app (the names the original site used). */
export type CollectionName = 'tourPackages' | 'hotels' | 'hotelBookings' | 'articles';

const stored = (snapshot: QueryDocumentSnapshot): StoredDocument => ({ id: snapshot.id, data: snapshot.data() });

export const collectionRef = (db: Firestore, name: CollectionName) => collection(db, name);
export const documentRef = (db: Firestore, name: CollectionName, id: string) => doc(db, name, id);

/** Every valid document the query returns, in the query's order; malformed ones are skipped and logged. */
export async function readMany<T extends { id: string }>(source: Query, converter: EntityConverter<T>): Promise<T[]> {
  const snapshot = await getDocs(source);
  return converter.fromDocuments(snapshot.docs.map(stored));
}

export async function readAll<T extends { id: string }>(db: Firestore, name: CollectionName, converter: EntityConverter<T>): Promise<T[]> {
  return readMany(query(collectionRef(db, name)), converter);
}

/**
 * Whether Firestore accepts `id` as a document id. Ids come from URLs: one it refuses (empty, with a slash,
 * `.`, `..`, `__x__`) names no document, rather than being an error.
 */
export function isDocumentId(id: string): boolean {
  return id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** The document as an entity, or null when it is missing or malformed. */
export async function readOne<T extends { id: string }>(
  db: Firestore,
  name: CollectionName,
  id: string,
  converter: EntityConverter<T>,
): Promise<T | null> {
  if (!isDocumentId(id)) return null;
  const snapshot: DocumentSnapshot = await getDoc(documentRef(db, name, id));
  const data = snapshot.data();
  return data === undefined ? null : converter.fromDocument({ id: snapshot.id, data });
}

export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Newest first by createdAt (ISO strings sort as dates); undated ones last, then by id. */
export const newestFirst = (a: { createdAt?: string; id: string }, b: { createdAt?: string; id: string }) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || byId(a, b);
