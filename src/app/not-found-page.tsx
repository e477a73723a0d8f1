import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { homePath } from '@/lib/paths';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description="The page you were looking for does not exist." />
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-brand-900">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you were looking for has moved, or never existed.</p>
      <ButtonLink to={homePath()} className="mt-8">
        Go back home
      </ButtonLink>
    </section>
  );
}
