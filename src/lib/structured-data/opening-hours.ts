/**
 * The support hours as the operator words them ('Monday to Saturday, 10 AM to 6 PM IST') in schema.org's
 * `openingHours` form ('Mo-Sa 10:00-18:00'), or undefined when the wording is not one this understands: search
 * engines are better told nothing than something wrong.
 */
const dayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** 'Monday' or 'Mon' -> 'Mo'. */
function dayCode(word: string): string | null {
  const lower = word.toLowerCase();
  const day = dayNames.find((name) => name === lower || (lower.length === 3 && name.startsWith(lower)));
  return day ? `${day[0]!.toUpperCase()}${day[1]}` : null;
}

/** '10 AM', '6:30 pm', '18:00' -> '10:00', '18:30', '18:00'. */
function clock(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  } else if (match[2] === undefined) {
    // A bare '10' could be morning or evening.
    return null;
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function openingHoursOf(supportHours: string): string | undefined {
  const range = String.raw`\s*(?:to|-|–)\s*`;
  const pattern = new RegExp(String.raw`^([a-z]+)${range}([a-z]+),?\s+(.+?)${range}(.+?)(?:\s+(?:IST|India time))?\.?$`, 'i');
  const match = pattern.exec(supportHours.trim());
  if (!match) return undefined;
  const [from, to, opens, closes] = [dayCode(match[1]!), dayCode(match[2]!), clock(match[3]!), clock(match[4]!)];
  if (!from || !to || !opens || !closes) return undefined;
  return `${from}-${to} ${opens}-${closes}`;
}
