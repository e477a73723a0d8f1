import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '@/lib/site';

interface PageMetaProps {
  title: string;
  description: string;
  /** Social card image: a path on this site or an absolute URL. */
  image?: string | undefined;
  type?: 'website' | 'article';
  /** Pages that must not appear in search results (admin, bookings, sign-in). */
  noindex?: boolean;
}

/** One tag of the document head: `<meta>` or `<link>`, found by its key attribute and carrying one value. */
export interface HeadTag {
  tag: 'meta' | 'link';
  key: [attribute: string, value: string];
  value: [attribute: string, value: string];
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

const absolute = (pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** The title and head tags of a page: used in the browser and by the build-time prerender alike. */
export function pageHead(
  { title, description, image = '/images/og-default.jpg', type = 'website', noindex = false }: PageMetaProps,
  pathname: string,
): PageHead {
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const url = `${site.url}${pathname}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    key: [attribute, key],
    value: ['content', content],
  });
  return {
    title: fullTitle,
    tags: [
      meta('name', 'description', description),
      meta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow'),
      { tag: 'link', key: ['rel', 'canonical'], value: ['href', url] },
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:type', type),
      meta('property', 'og:title', fullTitle),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', absolute(image)),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', fullTitle),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', absolute(image)),
    ],
  };
}

/**
 * Set by the build-time prerender only: receives the head of the page being rendered, so the static HTML
 * carries the page's own title and tags (crawlers and link previews read them without running JavaScript).
 */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

function upsert({ tag, key, value }: HeadTag) {
  let element = document.head.querySelector<HTMLElement>(`${tag}[${key[0]}="${key[1]}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key[0], key[1]);
    document.head.append(element);
  }
  element.setAttribute(value[0], value[1]);
}

/**
 * Sets the page's <title>, meta description, canonical URL, Open Graph and Twitter card tags while the page is
 * shown, so shared links (WhatsApp, Facebook) and search results describe the page.
 */
export function PageMeta({ title, description, image, type, noindex }: PageMetaProps) {
  const { pathname } = useLocation();
  const collect = useContext(PageHeadCollector);
  collect?.(pageHead({ title, description, image, type, noindex }, pathname));
  useEffect(() => {
    const head = pageHead({ title, description, image, type, noindex }, pathname);
    document.title = head.title;
    for (const tag of head.tags) upsert(tag);
  }, [title, description, image, type, noindex, pathname]);
  return null;
}
