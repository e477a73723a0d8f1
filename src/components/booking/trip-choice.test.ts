import { describe, expect, it } from 'vitest';
import { partyOfChoice, tripChoiceFrom, tripChoiceSearch } from './trip-choice';

describe('trip choice in the address', () => {
  it('round-trips a family’s choice', () => {
    const choice = { date: '2027-10-08', adults: 2, childAges: [8, 3], sharedBeds: [1], options: ['innova', 'ixb'] };
    const search = tripChoiceSearch(choice);
    expect(search).toBe('?date=2027-10-08&adults=2&children=8,3&shared=1&options=innova,ixb');
    expect(tripChoiceFrom(search)).toEqual(choice);
  });

  it('drops what is malformed instead of failing', () => {
    expect(tripChoiceFrom('?date=tomorrow&adults=-1&children=8,x,40&shared=2,0,1,1&options=Inn ova,ok')).toEqual({
      date: '',
      adults: 2,
      childAges: [8],
      sharedBeds: [1],
      options: ['ok'],
    });
    expect(tripChoiceFrom('')).toEqual({ date: '', adults: 2, childAges: [], sharedBeds: [], options: [] });
  });

  it('keeps the party within the online limit', () => {
    expect(tripChoiceFrom('?adults=20&children=5').adults).toBe(2);
  });

  it('describes the party for a price', () => {
    expect(partyOfChoice({ adults: 1, childAges: [7] }).map((traveller) => traveller.age)).toEqual([30, 7]);
    expect(partyOfChoice({ adults: 1, childAges: [7, 9], sharedBeds: [2] }).map((traveller) => traveller.ownBed)).toEqual([
      undefined,
      true,
      false,
    ]);
  });
});
