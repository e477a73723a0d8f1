import { describe, expect, it } from 'vitest';
import { stayChoiceFrom, stayChoiceSearch, stayGuestChoices } from './stay-choice';

const today = '2026-11-25';
const most = { adults: 3, rooms: 4 };

describe('stayChoiceFrom', () => {
  it('reads the dates and guests a search sent', () => {
    expect(stayChoiceFrom('checkIn=2026-12-20&checkOut=2026-12-23&guests=2', today, most)).toEqual({
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
      adults: 2,
      children: 0,
      rooms: 1,
      plan: 'cp',
    });
  });

  it('leaves out past or reversed dates, caps the adults and rooms, and keeps a known meal plan', () => {
    expect(stayChoiceFrom('checkIn=2026-11-01&checkOut=2026-12-23&adults=7&children=1&rooms=9&plan=map', today, most)).toEqual({
      checkIn: '',
      checkOut: '',
      adults: 3,
      children: 1,
      rooms: 4,
      plan: 'map',
    });
    expect(stayChoiceFrom('checkIn=2026-12-23&checkOut=2026-12-20&plan=lunch&adults=x', today, most)).toMatchObject({
      checkIn: '2026-12-23',
      checkOut: '',
      adults: 2,
      plan: 'cp',
    });
  });

  it('reads back what stayChoiceSearch wrote', () => {
    const choice = { checkIn: '2027-01-10', checkOut: '2027-01-13', adults: 2, children: 1, rooms: 2, plan: 'map' as const };
    const search = stayChoiceSearch(choice);
    expect(search).toBe('?checkIn=2027-01-10&checkOut=2027-01-13&adults=2&children=1&rooms=2&plan=map');
    expect(stayChoiceFrom(search, today, most)).toEqual(choice);
  });

  it("opens with the room's own party: one adult in a single, a couple in a double", () => {
    const single = stayGuestChoices({ guests: 1, rooms: 4, occupancy: { adults: 1, children: 0, extraBed: false } });
    const double = stayGuestChoices({ guests: 2, rooms: 6, occupancy: { adults: 2, children: 1, extraBed: true } });
    expect(stayChoiceFrom('', today, single)).toMatchObject({ adults: 1, rooms: 1 });
    expect(stayChoiceFrom('', today, double)).toMatchObject({ adults: 2, rooms: 1 });
    // What the guest chose is kept: two adults in singles is two rooms, not a changed party.
    expect(stayChoiceFrom('adults=2&rooms=2', today, single)).toMatchObject({ adults: 2, rooms: 2 });
  });
});
