import { describe, expect, it } from 'vitest';
import { defaultTcsPeriods, tcsAgain, tcsOn } from './tcs';

describe('TCS on an overseas package', () => {
  it.each([
    // [base, date, PAN given, TCS]
    [100_000, '2026-04-01', true, 2000],
    [100_000, '2026-03-31', true, 5000],
    [1_200_000, '2026-03-31', true, 50_000 + 40_000],
    [1_200_000, '2026-11-27', true, 24_000],
    [100_000, '2026-11-27', false, 5000],
    [100_000, '2026-03-31', false, 10_000],
    [1_200_000, '2026-03-31', false, 100_000 + 80_000],
    [52_500, '2026-11-27', true, 1050],
  ])('on ₹%d, %s, PAN %s: ₹%d', (base, date, hasPan, amount) => {
    expect(tcsOn(base, date, hasPan, defaultTcsPeriods)?.amount).toBe(amount);
  });

  it('is none before the first rate applies', () => {
    expect(tcsOn(100_000, '2025-03-31', true, defaultTcsPeriods)).toBeNull();
  });

  it('says the rate applied without a PAN', () => {
    expect(tcsOn(100_000, '2026-11-27', false, defaultTcsPeriods)).toMatchObject({ rate: 5, withoutPan: true });
  });
});

describe('TCS charged again on a lower price', () => {
  it('keeps the rates charged, with or without a PAN', () => {
    const withoutPan = tcsOn(100_000, '2026-11-27', false, defaultTcsPeriods)!;
    expect(tcsAgain(withoutPan, 80_000)).toEqual({ ...withoutPan, base: 80_000, amount: 4000 });
    const slabs = tcsOn(1_200_000, '2026-03-31', true, defaultTcsPeriods)!;
    expect(tcsAgain(slabs, 1_100_000)?.amount).toBe(50_000 + 20_000);
    expect(tcsAgain(slabs, 0)).toBeNull();
  });
});
