import { PageMeta } from '@/components/ui/page-meta';

export function MyBookingsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageMeta noindex title="My bookings" description="Your booking requests with Himalayan Aster Tours." />
      <h1 className="font-display text-3xl font-bold text-brand-900">My bookings</h1>
    </section>
  );
}
