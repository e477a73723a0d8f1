/**
 * Days of a tour from its free-text duration, which admins type by hand: '5 Nights / 6 Days' -> 6,
 * '5N/6D' -> 6, '4 Nights' -> 5 (a trip of N nights spans N + 1 days), 'Day trip' -> 1. Text that names no
 * days or nights gives null, so callers can tell "unknown" apart from a real number.
 */
export function durationDays(duration: string): number | null {
  const days = /(\d+)\s*(?:days?|d)\b/i.exec(duration);
  if (days?.[1]) return positive(Number(days[1]));
  const nights = /(\d+)\s*(?:nights?|n)\b/i.exec(duration);
  if (nights?.[1]) return positive(Number(nights[1]) + 1);
  if (/\bday\s*trip\b/i.test(duration)) return 1;
  return null;
}

function positive(days: number): number | null {
  return Number.isSafeInteger(days) && days > 0 ? days : null;
}
