import type { TourOption } from '@/backend/schemas';
import { formatRupees } from '@/lib/format';

const per: Record<TourOption['unit'], string> = {
  person: 'per traveller',
  vehicle: 'per vehicle',
  night: 'per night',
  booking: 'per booking',
};

/** 'Private Innova (6 seats), ₹14,000 per vehicle'; a pick-up point with its time; a free option 'included'. */
export function tourOptionWords(option: Pick<TourOption, 'name' | 'time' | 'price' | 'unit'>): string {
  const price = option.price === 0 ? 'included' : `${formatRupees(option.price)} ${per[option.unit]}`;
  return `${option.name}${option.time ? ` at ${option.time}` : ''}, ${price}`;
}
