import { describe, expect, it } from 'vitest';
import { travellerDetailsDueOn, travellerDetailsDueWords } from './traveller-details-due';

describe('travellerDetailsDueOn', () => {
  it('gives the stored date while a traveller still owes something on a trip not cancelled', () => {
    const booking = { status: 'Confirmed' as const, documentsDueOn: '2027-03-13', documentsComplete: false };
    expect(travellerDetailsDueOn(booking)).toBe('2027-03-13');
    expect(travellerDetailsDueOn({ ...booking, status: 'Pending' })).toBe('2027-03-13');
    expect(travellerDetailsDueOn({ ...booking, documentsComplete: true })).toBeNull();
    expect(travellerDetailsDueOn({ ...booking, status: 'Cancelled' })).toBeNull();
    expect(travellerDetailsDueOn({ status: 'Confirmed' })).toBeNull();
  });

  it('says it in the words of the e-mail, with the place the details are given', () => {
    expect(travellerDetailsDueWords('13 Mar 2027')).toBe(
      'For the permits, please give each traveller’s name, gender and photo ID in My bookings by 13 Mar 2027.',
    );
    expect(travellerDetailsDueWords('13 Mar 2027', 'below')).toBe(
      'For the permits, please give each traveller’s name, gender and photo ID below by 13 Mar 2027.',
    );
  });
});
