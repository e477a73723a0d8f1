import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '@/lib/site';

function upsert(tag: 'meta' | 'link', key: [attribute: string, value: string], content: [attribute: string, value: string]) {
  let element = document.head.querySelector<HTMLElement>(`${tag}[${key[0]}="${key[1]}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key[0], key[1]);
    document.head.append(element);
  }
  element.setAttribute(content[0], content[1]);
}

interface PageMetaProps {
  title: string;
  description: string;
  /** Social card image: a path on this site or an absolute URL. */
  image?: string | undefined;
  type?: 'website' | 'article';
  /** Pages that must not appear in search results (admin, bookings, sign-in). */
  noindex?: boolean;
}

const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);

/**
 * Sets the page's <title>, meta description, canonical URL, Open Graph and Twitter card tags while the page is
 * shown, so shared links (WhatsApp, Facebook) and search results describe the page.
 */
export function PageMeta({ title, description, image = '/images/og-default.jpg', type = 'website', noindex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  useEffect(() => {
    const url = `${site.url}${pathname}`;
    document.title = fullTitle;
    upsert('meta', ['name', 'description'], ['content', description]);
    upsert('meta', ['name', 'robots'], ['content', noindex ? 'noindex, nofollow' : 'index, follow']);
    upsert('link', ['rel', 'canonical'], ['href', url]);
    upsert('meta', ['property', 'og:site_name'], ['content', site.name]);
    upsert('meta', ['property', 'og:type'], ['content', type]);
    upsert('meta', ['property', 'og:title'], ['content', fullTitle]);
    upsert('meta', ['property', 'og:description'], ['content', description]);
    upsert('meta', ['property', 'og:url'], ['content', url]);
    upsert('meta', ['property', 'og:image'], ['content', absolute(image)]);
    upsert('meta', ['name', 'twitter:card'], ['content', 'summary_large_image']);
    upsert('meta', ['name', 'twitter:title'], ['content', fullTitle]);
    upsert('meta', ['name', 'twitter:description'], ['content', description]);
    upsert('meta', ['name', 'twitter:image'], ['content', absolute(image)]);
  }, [fullTitle, description, image, type, noindex, pathname]);
  return null;
}
