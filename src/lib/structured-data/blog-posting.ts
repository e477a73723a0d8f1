import type { Article } from '@/backend/schemas';
import { site } from '@/lib/site';
import { absolute, organization } from './organization';
import { articlePath } from '@/lib/paths';

export function blogPostingLd(article: Article, plainText: string) {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: plainText.slice(0, 200),
    image: article.imageUrl ? absolute(article.imageUrl) : undefined,
    datePublished: article.createdAt,
    author: { '@type': 'Person', name: article.author },
    publisher: organization,
    keywords: article.tags.join(', '),
    mainEntityOfPage: `${site.url}${articlePath(article.slug)}`,
  };
}
