import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { articleMatchesQuery } from '../domain/article-search';
import { timeId } from '../domain/ids';
import { articleImages, imagesLetGo } from '../domain/image-usage';
import { byId, newestFirst } from '../domain/ordering';
import { articleInputSchema, articleSchema, type Article } from '../schemas';
import type { ArticlesApi } from '../types';
import { localImagePath, pageOf, requireAdmin, type LocalContext } from './context';
import type { LocalImages } from './images';

/** Blog articles: `article_<time>` ids; createdAt is written once, on create. */
export function createLocalArticles(ctx: LocalContext, images: LocalImages): ArticlesApi {
  const all = async () => parseEach(articleSchema, await (await ctx.db()).getAll('articles'), 'article').sort(newestFirst);
  const get = async (id: string) => parseOne(articleSchema, (await (await ctx.db()).get('articles', id)) ?? null, 'article');
  return {
    list: all,
    async page(query, request) {
      return pageOf(
        (await all()).filter((article) => articleMatchesQuery(article, query.search ?? '')),
        request,
      );
    },
    get,
    async getBySlug(slug) {
      const matches = await (await ctx.db()).getAllFromIndex('articles', 'bySlug', slug);
      return parseEach(articleSchema, matches, 'article').sort(byId)[0] ?? null;
    },
    async save(input) {
      requireAdmin(ctx);
      const fields = parseInput(articleInputSchema, input);
      const db = await ctx.db();
      if (input.id) {
        const existing = await get(input.id);
        if (!existing) throw new BackendError('not-found');
        const article: Article = parseInput(articleSchema, { ...fields, id: existing.id, createdAt: existing.createdAt });
        await db.put('articles', article);
        await images.cleanUp(imagesLetGo(articleImages(existing), articleImages(article), localImagePath));
        return article.id;
      }
      const created = ctx.uniqueNow();
      const article = parseInput(articleSchema, {
        ...fields,
        id: timeId('article', created),
        createdAt: new Date(created).toISOString(),
      });
      await db.add('articles', article);
      return article.id;
    },
    async remove(id) {
      requireAdmin(ctx);
      const existing = await get(id);
      await (await ctx.db()).delete('articles', id);
      if (existing) await images.cleanUp(imagesLetGo(articleImages(existing), [], localImagePath));
    },
  };
}
