import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy-with-preload';
import { PageMain } from './page-main';
import { SiteHeader } from './site-header';

// Below the fold on every page: its own chunk, so it is not part of the JavaScript a page needs to start, and
// fetched right away (prerendered pages wait for it before hydrating).
const SiteFooter = lazyWithPreload(() => import('./site-footer').then((module) => module.SiteFooter), { eager: true });

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer never jumps inside the viewport while a page loads its data. */}
      <PageMain className="min-h-[100svh] flex-1" />
      <Suspense fallback={<div className="min-h-80 bg-brand-900" />}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
