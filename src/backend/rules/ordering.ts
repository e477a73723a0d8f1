/** The orders lists are shown in, the same in both adapters. */
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Newest first by createdAt (ISO strings sort as dates); undated ones last, then by id. */
export const newestFirst = (a: { createdAt?: string; id: string }, b: { createdAt?: string; id: string }) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || byId(a, b);

/** Oldest first: what waits longest comes first. */
export const oldestFirst = (a: { createdAt?: string; id: string }, b: { createdAt?: string; id: string }) =>
  (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || byId(a, b);

/** Hotel Aster's rooms in page order. */
export const byPageOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || byId(a, b);
