import { BackendError } from '../errors';
import type { Booking, PriceLine } from '../schemas/index';
import { discountAboveTotal, discountNeedsReason } from '../schemas/walk-in-bookings';
import { recipientOfBilling, recipientUnknown, taxPriceLines, tcsPriceLine, type TaxRules } from './gst/booking-tax';
import { taxOfBooking } from './gst/booking-value';
import { tcsAgain, type Tcs } from './gst/tcs';

/**
 * The lines a walk-in booking stores: the site's own lines (or one line for a flight) and the discount below them. A
 * discount lowers the value the GST is charged on: the tax lines are worked out again on the discounted value, as
 * the tax invoice will charge them (a room's nights then at their average, gst/booking-value.ts), and an overseas
 * package's TCS on the price with that GST, at the rates it was priced at.
 */
export function withDiscount(
  booking: Pick<Booking, 'itemName' | 'totalPrice' | 'lines'> & Partial<Booking>,
  discount: { amount: number; reason: string } | undefined,
  taxRules: TaxRules | null = null,
): DiscountedPrice | Pick<Booking, 'lines' | 'totalPrice'> {
  if (!discount) return { lines: booking.lines, totalPrice: booking.totalPrice };
  const problems = discountProblems(discount, booking.totalPrice);
  const problem = problems.reason ?? problems.amount;
  if (problem) throw new BackendError('invalid-data', problem);
  return discountedPrice(booking, discount, taxRules);
}

/**
 * What a discount may not be, by its part: without its reason, or more than the total (`total` null: not priced
 * yet, so only the reason is checked). The walk-in form shows each message on its field.
 */
export function discountProblems(
  discount: { amount: number; reason: string },
  total: number | null,
): { amount?: string; reason?: string } {
  return {
    ...(discount.reason.trim() === '' ? { reason: discountNeedsReason } : {}),
    ...(total !== null && discount.amount > total ? { amount: discountAboveTotal } : {}),
  };
}

/** A discounted price: its lines, total and TCS (undefined: none, so a spread over the booking drops the old one). */
export interface DiscountedPrice {
  lines: PriceLine[];
  totalPrice: number;
  tcs: Tcs | undefined;
}

/** The lines and total with the discount taken off, the discount checked or not (the walk-in form shows it as typed). */
export function discountedPrice(
  booking: Pick<Booking, 'itemName' | 'totalPrice' | 'lines'> & Partial<Booking>,
  discount: { amount: number; reason: string },
  taxRules: TaxRules | null,
): DiscountedPrice {
  const lines: PriceLine[] = booking.lines ?? [
    { kind: 'other', label: booking.itemName, detail: '', amount: booking.totalPrice },
  ];
  const taxed = lines.some((line) => line.kind === 'tax');
  const discounted = [
    ...lines.filter((line) => line.kind !== 'tax' && line.kind !== 'tcs'),
    { kind: 'discount' as const, label: 'Discount', detail: discount.reason, amount: -discount.amount },
  ];
  const recipient = recipientOfBilling(booking.billing);
  // Only a booking priced whole (kind, dates, name) carries tax lines.
  const tax =
    taxed && taxRules
      ? taxOfBooking({ ...booking, lines: discounted } as Booking, { name: booking.userName ?? '', ...recipient }, taxRules)
      : null;
  const assumed = booking.kind !== 'room' && recipientUnknown(recipient);
  const withGst = tax ? tax.total : discounted.reduce((sum, line) => sum + line.amount, 0);
  // The TCS goes with the TAN, not the GST registration: charged again whether or not GST is.
  const tcs = booking.tcs ? (tcsAgain(booking.tcs, withGst) ?? undefined) : undefined;
  return {
    lines: [...discounted, ...(tax ? taxPriceLines(tax, assumed) : []), ...(tcs ? [tcsPriceLine(tcs)] : [])],
    totalPrice: withGst + (tcs?.amount ?? 0),
    tcs,
  };
}
