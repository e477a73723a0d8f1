/** The orders lists are shown in, the same in both adapters. */
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Oldest first by createdAt (ISO strings sort as dates), then by id: what waits longest comes first. */
export const oldestFirst = (a: { createdAt?: string; id: string }, b: { createdAt?: string; id: string }) =>
  (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || byId(a, b);

/**
 * Newest first: exactly the reverse of oldestFirst, ties of createdAt by id descending too, and undated ones last.
 * That is how Firestore orders `orderBy('createdAt', 'desc')` by itself (its tie-break, the document id, takes the
 * direction of the last order), so the firebase adapter's lists need no extra index to agree with the local one.
 */
export const newestFirst = (a: { createdAt?: string; id: string }, b: { createdAt?: string; id: string }) => oldestFirst(b, a);

/** Hotel Aster's rooms in page order. */
export const byPageOrder = (a: { order: number; id: string }, b: { order: number; id: string }) =>
  a.order - b.order || byId(a, b);
