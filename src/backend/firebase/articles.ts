import { addDoc, deleteDoc, query, updateDoc, where } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { articleInputSchema } from '../schemas';
import type { ArticlesApi } from '../types';
import type { DataContext } from './catalog';
import { articleConverter, inputFields } from './converters';
import { byId, collectionRef, documentRef, isDocumentId, newestFirst, readAll, readMany, readOne } from './documents';
import { guard } from './error-codes';

/** Blog articles: Firestore auto ids; createdAt is written once, on create. */
export function createArticles(ctx: DataContext): ArticlesApi {
  return {
    // Sorted here, not with orderBy: the list is small and a query ordered by createdAt would silently drop
    // a document that lacks it instead of logging it as malformed.
    list: () => guard(async () => (await readAll(ctx.publicDb, 'articles', articleConverter)).sort(newestFirst)),
    get: (id) => guard(() => readOne(ctx.publicDb, 'articles', id, articleConverter)),
    getBySlug: (slug) =>
      guard(async () => {
        const matches = await readMany(query(collectionRef(ctx.publicDb, 'articles'), where('slug', '==', slug)), articleConverter);
        return matches.sort(byId)[0] ?? null;
      }),
    save: (input) =>
      guard(async () => {
        // Only the input fields: `id` and any createdAt the form carries are not written.
        const fields = inputFields(articleInputSchema, input);
        if (input.id !== undefined && input.id !== '') {
          if (!isDocumentId(input.id)) throw new BackendError('not-found');
          // createdAt is left out of the update, so the stored one is kept whatever the form sent.
          await updateDoc(documentRef(ctx.adminDb, 'articles', input.id), fields);
          return input.id;
        }
        const created = await addDoc(collectionRef(ctx.adminDb, 'articles'), { ...fields, createdAt: new Date(ctx.now()).toISOString() });
        return created.id;
      }),
    remove: (id) =>
      guard(async () => {
        if (isDocumentId(id)) await deleteDoc(documentRef(ctx.adminDb, 'articles', id));
      }),
  };
}
