import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PageMeta } from '@/components/ui/page-meta';

export function ItinerariesPage() {
  return (
    <>
      <PageMeta title="Itineraries" description="Itinerary management for the admin panel." />
      <AdminPageHeader title="Itineraries" />
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="mx-auto size-12 text-brand-500">
          <path strokeLinecap="round" strokeLinejoin="round" d="M9 6.75V15m6-6v8.25m.503 3.498 4.875-2.437c.381-.19.622-.58.622-1.006V4.82c0-.836-.88-1.38-1.628-1.006l-3.869 1.934c-.317.159-.69.159-1.006 0L9.503 3.252a1.125 1.125 0 0 0-1.006 0L3.622 5.689C3.24 5.88 3 6.27 3 6.695V19.18c0 .836.88 1.38 1.628 1.006l3.869-1.934c.317-.159.69-.159 1.006 0l4.994 2.497c.317.158.69.158 1.006 0Z" />
        </svg>
        <p className="mt-4 text-lg font-semibold text-slate-900">This feature is coming soon.</p>
        <p className="mt-1 text-slate-600">Day-by-day plans can already be edited inside each tour package under Manage Tours.</p>
      </div>
    </>
  );
}
