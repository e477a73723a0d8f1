/**
 * The cancellation policy as one function, used by the policy page's examples and by the
 * cancellation request a customer makes for a booking.
 *   30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher
 *   15 to 29 days: 25%;  7 to 14 days: 50%;  under 7 days: 100% (no refund)
 */
export interface CancellationQuote {
  daysBefore: number;
  charge: number;
  refund: number;
  /** Short rule as the policy page words it. */
  rule: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whole calendar days from `today` to `departure` (both 'YYYY-MM-DD'), independent of time zones. */
export function daysUntil(departure: string, today: string): number {
  const parse = (date: string) => {
    const time = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(time)) throw new Error(`Not a date: ${date}`);
    return time;
  };
  return Math.round((parse(departure) - parse(today)) / dayMs);
}

export function cancellationQuote(input: { total: number; travellers: number; departure: string; today: string }): CancellationQuote {
  const { total, travellers } = input;
  if (!(total >= 0) || !Number.isInteger(travellers) || travellers < 1) throw new Error('A booking needs a total and at least one traveller');
  const daysBefore = daysUntil(input.departure, input.today);
  let charge: number;
  let rule: string;
  if (daysBefore >= 30) {
    charge = Math.max(500 * travellers, Math.round(total * 0.1));
    rule = '30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher';
  } else if (daysBefore >= 15) {
    charge = Math.round(total * 0.25);
    rule = '15 to 29 days before departure: 25% of the total';
  } else if (daysBefore >= 7) {
    charge = Math.round(total * 0.5);
    rule = '7 to 14 days before departure: 50% of the total';
  } else {
    charge = total;
    rule = 'Under 7 days before departure: 100% of the total, no refund';
  }
  charge = Math.min(charge, total);
  return { daysBefore, charge, refund: total - charge, rule };
}
