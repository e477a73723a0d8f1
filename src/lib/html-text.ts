/**
 * Plain text of an HTML fragment (for previews and search), without running or loading anything in it: a
 * parsed document that is never attached runs no scripts and fetches no images. Apart from sanitize-html.ts so
 * that pages showing only text (the blog list) do not download DOMPurify.
 */
export function stripHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
