import { BackendError } from '../../errors';
import type { Booking } from '../../schemas/index';
import { daysBetween } from '../calendar';
import { bookingTax, flightTax, roomTax, serviceFeeLabel, tourTax, type BookingTax, type TaxRules } from './booking-tax';
import type { DocumentRecipient } from './tax-document';

/**
 * The tax of a stored booking, worked out again from what it charges: what its tax documents are written on, and
 * what a discount taken off it leaves to tax. Rules over the booking alone, read by the transactions that issue
 * documents and by the walk-in form's preview.
 */

export const noDocumentForKind = 'Tax documents are issued for tours, Hotel Aster rooms and flights.';
export const noFlightDocument = 'Flights take no tax document in the tax settings.';

/** What the booking charges before tax: its lines but the GST and TCS (a booking priced under the old percents). */
const valueBeforeTax = (booking: Booking) =>
  booking.lines
    ? booking.lines.filter((line) => line.kind !== 'tax' && line.kind !== 'tcs').reduce((sum, line) => sum + line.amount, 0)
    : booking.totalPrice;

/**
 * What of `amount` received for the booking is its price with GST, the rest being the TCS collected with it: the
 * share the TCS has of the booking's total. Receipt and refund vouchers and a cancellation charge are GST's
 * documents, written on that part alone; the TCS is collected on the invoice.
 */
export function gstPartOf(booking: Pick<Booking, 'tcs' | 'totalPrice'>, amount: number): number {
  if (!booking.tcs || booking.totalPrice <= 0) return amount;
  const withGst = booking.totalPrice - booking.tcs.amount;
  return Math.round(((amount * withGst) / booking.totalPrice) * 100) / 100;
}

/**
 * The booking's tax under today's settings. A room booking priced with GST charges its nights at the rates it was
 * priced at (its stored supplies, while they still make its value: not after a discount); an older one, or one
 * discounted by the operator, has its nights taken at their average value per room: a stay whose nights straddle the
 * threshold is then taxed at its average's slab.
 */
export function taxOfBooking(booking: Booking, recipient: DocumentRecipient, rules: TaxRules): BookingTax {
  const value = valueBeforeTax(booking);
  const who = { gstin: recipient.gstin || undefined, state: recipient.state };
  // A tailored trip is a tour operator's package like a catalogue tour, whatever nights it holds at Hotel Aster.
  if (booking.kind === 'tour' || booking.kind === 'trip') return tourTax(value, booking.itemName, who, rules);
  if (booking.kind === 'room') {
    const supplies = booking.taxSupplies ?? [];
    if (supplies.length > 0 && supplies.reduce((sum, supply) => sum + supply.taxableValue, 0) === value)
      return bookingTax('room', supplies, {}, rules);
    const nights = Math.max(1, daysBetween(booking.travelDate, booking.endDate));
    const perRoom = value / nights / (booking.rooms ?? 1);
    return roomTax([{ date: booking.travelDate, amount: value, perRoom, perRoomRoomOnly: perRoom }], booking.itemName, rules);
  }
  if (booking.kind === 'flight') {
    if (rules.flight.treatment === 'none') throw new BackendError('invalid-data', noFlightDocument);
    // A flight priced with its service fee: the fee it was priced with, the rest the fare.
    const fee = booking.lines?.find((line) => line.label === serviceFeeLabel)?.amount;
    if (fee === undefined) return flightTax(value, booking.itemName, who, rules);
    return flightTax(value - fee, booking.itemName, who, { ...rules, flight: { ...rules.flight, serviceFee: fee } });
  }
  throw new BackendError('invalid-data', noDocumentForKind);
}
