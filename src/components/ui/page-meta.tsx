import { useEffect } from 'react';
import { site } from '@/lib/site';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the page's <title>, meta description and their social-card twins while the page is shown. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  useEffect(() => {
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [fullTitle, description]);
  return null;
}
