import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Article bodies are HTML written in the admin editor (or stored remotely), so they are untrusted: they are
 * sanitized here, right before rendering, whatever was done when they were saved.
 */
export function ArticleHtml({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`prose-article ${className}`.trim()} dangerouslySetInnerHTML={{ __html: safe }} />;
}
