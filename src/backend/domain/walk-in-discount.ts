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
  if (discount.reason.trim() === '') throw new BackendError('invalid-data', discountNeedsReason);
  if (discount.amount > booking.totalPrice) throw new BackendError('invalid-data', discountAboveTotal);
  return discountedPrice(booking, discount, taxRules);
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
  if (!taxed || !taxRules)
    return { lines: discounted, totalPrice: discounted.reduce((sum, line) => sum + line.amount, 0), tcs: undefined };
  const recipient = recipientOfBilling(booking.billing);
  // Only a booking priced whole (kind, dates, name) carries tax lines.
  const tax = taxOfBooking(
    { ...booking, lines: discounted } as Booking,
    { name: booking.userName ?? '', ...recipient },
    taxRules,
  );
  const assumed = booking.kind !== 'room' && recipientUnknown(recipient);
  const tcs = booking.tcs ? (tcsAgain(booking.tcs, tax.total) ?? undefined) : undefined;
  return {
    lines: [...discounted, ...taxPriceLines(tax, assumed), ...(tcs ? [tcsPriceLine(tcs)] : [])],
    totalPrice: tax.total + (tcs?.amount ?? 0),
    tcs,
  };
}
