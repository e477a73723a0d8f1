import { describe, expect, it } from 'vitest';
import { adultCountChoices, childCountChoices, partyOfChoice, tripChoiceFrom, tripChoiceSearch } from './trip-choice';

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

describe('the party’s selects', () => {
  it('offers the counts the tour’s 20 travellers leave: adults from 1, children from none', () => {
    expect(adultCountChoices(0)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(adultCountChoices(17)).toEqual([1, 2, 3]);
    expect(childCountChoices(1)).toHaveLength(20);
    expect(childCountChoices(18)).toEqual([0, 1, 2]);
    expect(childCountChoices(20)).toEqual([0]);
  });
});
