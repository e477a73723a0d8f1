import { flightRequestSchema } from './flight-request';

describe('the flight request form', () => {
  it('takes from 1 to 9 passengers, as many as a flight booking takes', () => {
    const travellers = flightRequestSchema('2026-11-18').shape.travellers;
    expect(travellers.safeParse('9').success).toBe(true);
    expect(travellers.safeParse('1').success).toBe(true);
    for (const count of ['0', '10', '', '2.5'])
      expect(travellers.safeParse(count).error?.issues[0]?.message).toBe('Please choose between 1 and 9 passengers.');
  });
});
