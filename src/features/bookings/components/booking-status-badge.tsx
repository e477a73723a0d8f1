import type { BookingStatus } from '@/backend/schemas';

const tones: Record<BookingStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Cancelled: 'bg-slate-200 text-slate-800 ring-slate-300',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${tones[status]}`}>
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
