import type { BookingStatus } from '@/backend/schemas';

const tones: Record<BookingStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

const sizes = {
  sm: { badge: 'px-2.5 py-0.5 text-xs', dot: 'size-1.5' },
  md: { badge: 'px-3 py-1 text-sm', dot: 'size-2' },
} as const;

/** A booking's status as a coloured badge; the words carry the meaning, the colour only repeats it. */
export function BookingStatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: keyof typeof sizes }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold ring-1 ring-inset ${sizes[size].badge} ${tones[status]}`}
    >
      <span aria-hidden="true" className={`rounded-full bg-current ${sizes[size].dot}`} />
      <span className="sr-only">Status: </span>
      <span>{status}</span>
    </span>
  );
}
