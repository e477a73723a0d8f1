import type { BookingStatus } from '@/backend/schemas';

const tones: Record<BookingStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}
