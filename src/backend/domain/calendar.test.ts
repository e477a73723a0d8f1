import { todayInIndia } from './calendar';

describe('todayInIndia', () => {
  it('gives the calendar date in India (UTC+5:30)', () => {
    expect(todayInIndia(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(todayInIndia(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
