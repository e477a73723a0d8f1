import { limits } from '../../limits';

/**
 * Tax documents are numbered in one consecutive series per kind and financial year (April to March), each number
 * unique within the year and at most 16 characters of A-Z, 0-9, '-' and '/' (CGST Rule 46(b)). A number is the
 * series' prefix, the year and the sequence: 'INV/26-27/00001'. A prefix that could make a number too long is
 * refused when it is saved, not when the 10,000th invoice is issued.
 */

export const documentKinds = ['invoice', 'receipt', 'refund', 'creditNote'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindNames: Record<DocumentKind, string> = {
  invoice: 'Tax invoice',
  receipt: 'Receipt voucher',
  refund: 'Refund voucher',
  creditNote: 'Credit note',
};

export const defaultSeriesPrefixes: Record<DocumentKind, string> = {
  invoice: 'INV',
  receipt: 'RV',
  refund: 'RF',
  creditNote: 'CN',
};

/** The financial year a calendar date falls in: '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

/** '2026-27' as a number writes it: '26-27'. */
const yearInNumber = (financialYear: string) => `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;

export const prefixPattern = /^[A-Z0-9][A-Z0-9/-]*$/;

/** Characters a number takes besides its prefix: '/26-27/' and the sequence. */
const fixedLength = '/26-27/'.length + limits.documentSequenceDigits;
export const longestPrefix = limits.documentNumber - fixedLength;
export const highestSequence = 10 ** limits.documentSequenceDigits - 1;

export const prefixCharactersProblem =
  "A series' prefix may use capital letters, digits, '-' and '/', starting with a letter or digit.";
export const prefixLengthProblem = `A series' prefix may be at most ${longestPrefix} characters, so its numbers stay within ${limits.documentNumber}.`;

/** Why the prefix cannot start a series, or null. */
export function prefixProblem(prefix: string): string | null {
  if (!prefixPattern.test(prefix)) return prefixCharactersProblem;
  if (prefix.length > longestPrefix) return prefixLengthProblem;
  return null;
}

/** The document number: 'INV/26-27/00001'. Throws a RangeError when the prefix or sequence cannot make one. */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  const problem = prefixProblem(prefix);
  if (problem) throw new RangeError(problem);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > highestSequence)
    throw new RangeError(`A series numbers at most ${highestSequence} documents a year.`);
  return `${prefix}/${yearInNumber(financialYear)}/${String(sequence).padStart(limits.documentSequenceDigits, '0')}`;
}

/** The id of a series' counter document: one per kind and financial year. */
export const seriesId = (kind: DocumentKind, financialYear: string) => `${kind}-${financialYear}`;
