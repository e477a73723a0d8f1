import { describe, expect, it } from 'vitest';
import { limits } from '../../limits';
import {
  documentNumber,
  financialYearOf,
  longestPrefix,
  prefixCharactersProblem,
  prefixLengthProblem,
  prefixProblem,
} from './document-numbers';

describe('document numbers', () => {
  it.each([
    ['2026-03-31', '2025-26'],
    ['2026-04-01', '2026-27'],
    ['2026-11-27', '2026-27'],
    ['2027-01-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2027-04-01', '2027-28'],
    ['2099-12-31', '2099-00'],
  ])('%s is in the financial year %s', (date, year) => {
    expect(financialYearOf(date)).toBe(year);
  });

  it('starts again at 1 on 1 April, the year in the number', () => {
    expect(documentNumber('INV', financialYearOf('2027-03-31'), 412)).toBe('INV/26-27/00412');
    expect(documentNumber('INV', financialYearOf('2027-04-01'), 1)).toBe('INV/27-28/00001');
  });

  it('keeps every number within 16 characters of A-Z, 0-9, - and /', () => {
    const longest = documentNumber('X'.repeat(longestPrefix), '2026-27', 99_999);
    expect(longest).toHaveLength(limits.documentNumber);
    expect(longest).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });

  it.each([
    ['INV', null],
    ['HA-1', null],
    ['HAT/', null],
    ['HATS1', prefixLengthProblem],
    ['inv', prefixCharactersProblem],
    ['-INV', prefixCharactersProblem],
    ['IN V', prefixCharactersProblem],
    ['', prefixCharactersProblem],
  ])('prefix %j: %s', (prefix, problem) => {
    expect(prefixProblem(prefix)).toBe(problem);
  });

  it('refuses a sequence the number has no room for', () => {
    expect(() => documentNumber('INV', '2026-27', 100_000)).toThrow(RangeError);
    expect(() => documentNumber('INV', '2026-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('HATS1', '2026-27', 1)).toThrow(prefixLengthProblem);
  });
});
