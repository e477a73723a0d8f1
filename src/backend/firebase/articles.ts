import { collection, deleteDoc, doc, limit, setDoc, updateDoc } from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { articleSearchKey, matchesArticleSearch } from '../domain/article-search';
import { timeId } from '../domain/ids';
import { articleImages, imagesLetGo } from '../domain/image-usage';
import { articleInputSchema, articleSchema, type Article } from '../schemas';
import type { ArticlesApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage } from './documents';
import { guard } from './error-codes';
import type { FirebaseImages } from './images';
import { articleField } from './stored-fields';

/**
 * Blog articles: `article_<time>` ids; createdAt (an ISO string, the publication date the blog shows) is written
 * once, on create. Search: Firestore finds the articles that store the query's longest word start among their
 * `searchTerms`, the shared matchesArticleSearch checks the whole query.
 */
export function createFirebaseArticles(ctx: FirebaseContext, images: FirebaseImages): ArticlesApi {
  const articles = () => collection(ctx.publicDb, 'articles');
  // Newest first, ties by id descending (Firestore's own tie-break): the shared newestFirst.
  const newestFirst = [orderBy(articleField('createdAt'), 'desc')] as const;
  const get = (id: string) =>
    isDocumentId(id) ? readOne(doc(ctx.publicDb, 'articles', id), ctx.convert.article.fromDocument) : Promise.resolve(null);
  const ref = (id: string) => doc(ctx.adminDb, 'articles', id);
  return {
    list: () => guard(() => readAll(query(articles(), ...newestFirst), ctx.convert.article.fromDocuments)),
    page: (articleQuery, request) =>
      guard(() => {
        const search = articleQuery.search?.trim() ?? '';
        const key = search === '' ? null : articleSearchKey(search);
        // A query with no word of three letters has no term to look up: its candidates are all articles.
        const candidates =
          key === null
            ? query(articles(), ...newestFirst)
            : query(articles(), where(articleField('searchTerms'), 'array-contains', key), ...newestFirst);
        return readPage<Article>(
          {
            query: candidates,
            read: ctx.convert.article.fromDocument,
            keep: (article) => matchesArticleSearch(article, search),
            sparse: search !== '',
          },
          request,
        );
      }),
    get: (id) => guard(() => get(id)),
    getBySlug: (slug) =>
      guard(async () => {
        // Without an order Firestore answers in id order, as the local adapter picks among equal slugs.
        const [first] = await readAll(
          query(articles(), where(articleField('slug'), '==', slug), limit(1)),
          ctx.convert.article.fromDocuments,
        );
        return first ?? null;
      }),
    save: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        const fields = parseInput(articleInputSchema, input);
        if (input.id) {
          const existing = await get(input.id);
          if (!existing) throw new BackendError('not-found');
          const article: Article = parseInput(articleSchema, { ...fields, id: existing.id, createdAt: existing.createdAt });
          // Every field is given (createdAt as it was): the stored article is replaced, its date kept.
          await updateDoc(ref(article.id), ctx.convert.article.toFields(article));
          await images.cleanUp(imagesLetGo(articleImages(existing), articleImages(article), ctx.storagePathOf));
          return article.id;
        }
        const created = ctx.uniqueNow();
        const article = parseInput(articleSchema, {
          ...fields,
          id: timeId('article', created),
          createdAt: new Date(created).toISOString(),
        });
        await setDoc(ref(article.id), ctx.convert.article.toFields(article));
        return article.id;
      }),
    remove: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        const existing = await get(id);
        if (!isDocumentId(id)) return;
        await deleteDoc(ref(id));
        if (existing) await images.cleanUp(imagesLetGo(articleImages(existing), [], ctx.storagePathOf));
      }),
  };
}
