import { isStateCode, type StateCode } from './indian-states';

/**
 * Indian tax identifiers. A GSTIN is 15 characters: the state code, the holder's PAN, the registration's number
 * within that PAN, 'Z', and a check character computed over the first 14 (a base-36 Luhn variant), so a mistyped
 * GSTIN is caught before it reaches an invoice.
 */

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/;
export const tanPattern = /^[A-Z]{4}\d{5}[A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = base36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36.charAt((36 - (sum % 36)) % 36);
}

export const gstinFormatProblem = 'Expected a GSTIN of 15 characters such as 11AAAAA0000A1Z5.';
export const gstinStateProblem = 'The first two digits of this GSTIN are not a state code.';
export const gstinChecksumProblem = 'This GSTIN does not add up: please check it for a mistyped character.';

/** Why the text is not a valid GSTIN, or null when it is (upper-case it first). */
export function gstinProblem(gstin: string): string | null {
  if (!gstinPattern.test(gstin)) return gstinFormatProblem;
  if (!isStateCode(gstin.slice(0, 2))) return gstinStateProblem;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return gstinChecksumProblem;
  return null;
}

export const isGstin = (value: string) => gstinProblem(value) === null;

/** The state a GSTIN is registered in (check it first). */
export const gstinState = (gstin: string) => gstin.slice(0, 2) as StateCode;

/** The PAN inside a GSTIN. */
export const gstinPan = (gstin: string) => gstin.slice(2, 12);
