import { Suspense, use, useMemo } from 'react';
import { loadEagerly } from '@/components/lazy-with-preload';
import { Skeleton } from '@/components/ui/skeleton';

type Sanitizer = { sanitizeHtml: (html: string) => string };

/**
 * DOMPurify is the largest piece of an article page, and the body it cleans arrives with the data anyway: so it
 * is its own chunk, fetched as soon as a page that shows article HTML loads, alongside that page's data. Once it
 * has arrived it is used synchronously.
 */
let sanitizer: Sanitizer | undefined;
const sanitizerLoaded: Promise<Sanitizer> = loadEagerly(import('@/lib/sanitize-html').then((module) => (sanitizer = module)));

/**
 * Article bodies are HTML written in the admin editor (or stored remotely), so they are untrusted: they are
 * sanitized here, right before rendering, whatever was done when they were saved. Nothing unsanitized is ever
 * rendered: until the sanitizer has loaded (rarely more than the data takes) a placeholder stands in.
 */
export function ArticleHtml({ html, className = '' }: { html: string; className?: string }) {
  const classes = `prose-article ${className}`.trim();
  return (
    <Suspense fallback={<ArticleHtmlPlaceholder className={classes} />}>
      <SanitizedHtml html={html} className={classes} />
    </Suspense>
  );
}

/**
 * No hook after the `use`, which runs only until the sanitizer has arrived: when it arrives while React waits on it,
 * React replays this component, and the replay no longer calls `use`. A hook after it was then asked for on a
 * component React took for one already mounted (React's error 467, recovered from by rendering again, and logged).
 */
function SanitizedHtml({ html, className }: { html: string; className: string }) {
  const { sanitizeHtml } = sanitizer ?? use(sanitizerLoaded);
  return <CleanHtml sanitizeHtml={sanitizeHtml} html={html} className={className} />;
}

function CleanHtml({ sanitizeHtml, html, className }: Sanitizer & { html: string; className: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function ArticleHtmlPlaceholder({ className }: { className: string }) {
  return (
    <div className={className} aria-busy="true">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
    </div>
  );
}
