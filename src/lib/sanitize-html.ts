import DOMPurify from 'dompurify';

/** Article HTML is untrusted: sanitize it before it is saved and again before it is rendered. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
