/** Admin forms take prices and lists as typed text; these turn that text into the stored values. */

/**
 * The spec: a price is parsed as a number and an invalid value becomes 0. Rupee signs, spaces and the
 * commas of Indian grouping ('₹1,25,000') are accepted, because that is how operators write prices.
 */
export function parsePrice(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** Whether `text` is a price as typed (digits, optional decimals, optional ₹ and grouping commas). */
export function isPriceText(text: string): boolean {
  return /^\s*₹?\s*\d[\d,]*(\.\d+)?\s*$/.test(text);
}

/** 'Gangtok, Pelling ,, Lachung ' -> ['Gangtok', 'Pelling', 'Lachung']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function joinList(items: readonly string[]): string {
  return items.join(', ');
}

/** Image addresses an admin may paste: a full http(s) URL or a path on this site. */
export function isImageAddress(text: string): boolean {
  const value = text.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
