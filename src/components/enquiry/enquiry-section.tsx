import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithPreload } from '@/components/lazy-with-preload';
import { Skeleton } from '@/components/ui/skeleton';
import { whenNear } from '@/lib/when-near';
import type { EnquiryFormValues } from './enquiry-form-values';

// The form, its checks and react-hook-form are a chunk of their own, fetched only when the section comes near the
// screen: the page starts without them.
const EnquiryForm = lazyWithPreload(() => import('./enquiry-form').then((module) => module.EnquiryForm));

/** How far below the screen the section may still be when the form starts loading. */
const loadAhead = '600px 0px';

interface EnquirySectionProps {
  /** What the enquiry is about, as the operator will see it: 'Hotel Aster', or the tour's name. */
  subject: string;
  title: string;
  intro: ReactNode;
  /** What the form starts with: a search's place, dates and party, already in words and fields. */
  initial?: Partial<EnquiryFormValues>;
  /** The section's id: links to `#<id>` bring the form into view. */
  id?: string;
  className?: string;
}

/** A page's enquiry section: heading and intro at once, the form as it scrolls into view (or is linked to). */
export function EnquirySection({ subject, title, intro, initial, id = 'enquiry', className = '' }: EnquirySectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const section = ref.current;
    // Every browser the site supports has IntersectionObserver; jsdom (the unit tests of the pages) has not, and
    // the form then simply stays unloaded.
    if (!section || near) return;
    return whenNear(section, () => setNear(true), { margin: loadAhead });
  }, [near]);

  const placeholder = <FormSkeleton />;
  return (
    <section ref={ref} id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-32 ${className}`}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-2 max-w-2xl text-slate-700">{intro}</div>
      <div className="mt-6">
        {near ? (
          <Suspense fallback={placeholder}>
            <EnquiryForm subject={subject} initial={initial} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}

/** Roughly the form's own height, so that nothing below moves when it arrives. */
function FormSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((field) => (
          <div key={field} className="space-y-1">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-12 w-40" />
    </div>
  );
}
