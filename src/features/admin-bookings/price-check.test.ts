import type { Booking, HotelAster } from '@/backend/schemas';
import { asterProfile, asterRooms } from '~seed/data';
import { checkRoomPrice, priceCheckMessages } from './price-check';

const hotel: HotelAster = { profile: asterProfile, rooms: asterRooms };

/** Deluxe Double with breakfast and dinner: ₹2,200 a night in season, ₹2,000 off-season. */
const stay: Booking = {
  id: 'r1',
  kind: 'room',
  itemId: 'deluxe-double',
  itemName: 'Deluxe Double, Hotel Aster',
  userName: 'Pema Bhutia',
  userEmail: 'pema@example.com',
  // 29 and 30 June are in season, 1 July is not.
  travelDate: '2027-06-29',
  endDate: '2027-07-02',
  travellers: 2,
  mealPlan: 'map',
  seasonNights: 2,
  offSeasonNights: 1,
  totalPrice: 6400,
  status: 'Pending',
};

describe('checkRoomPrice', () => {
  it('accepts a total and split priced from the stored rates and seasons', () => {
    expect(checkRoomPrice(stay, hotel)).toEqual({ result: 'matches' });
  });

  it('prices two rooms, the guests by age and the rate periods as placeBooking does, the tax aside', () => {
    // Two Deluxe Doubles over New Year for 3 adults and 2 children, CP: 2 nights × 2 rooms × ₹2,700, children ₹300.
    const newYear: Booking = {
      ...stay,
      travelDate: '2027-12-29',
      endDate: '2027-12-31',
      travellers: 5,
      adults: 3,
      children: 2,
      rooms: 2,
      mealPlan: 'cp',
      seasonNights: 2,
      offSeasonNights: 0,
      totalPrice: 2 * 2 * 2700 + 2 * 2 * 300 + 600,
      lines: [{ kind: 'tax', label: 'GST', detail: '', amount: 600 }],
    };
    expect(checkRoomPrice(newYear, hotel)).toEqual({ result: 'matches' });
    expect(checkRoomPrice({ ...newYear, rooms: undefined }, hotel)).toMatchObject({ result: 'unchecked' });
  });

  it('marks a total that differs from the rates, saying what was expected', () => {
    const check = checkRoomPrice({ ...stay, totalPrice: 4400 }, hotel);
    expect(check).toMatchObject({ result: 'mismatch', totalDiffers: true, splitDiffers: false });
    if (check?.result !== 'mismatch') throw new Error('expected a mismatch');
    expect(priceCheckMessages(check)).toEqual(['Total does not match the rates: ₹6,400 expected.']);
  });

  it('marks season nights claimed as off-season, even when the total fits the claimed split', () => {
    // What the rules alone would accept: three nights at the off-season rate.
    const check = checkRoomPrice({ ...stay, seasonNights: 0, offSeasonNights: 3, totalPrice: 6000 }, hotel);
    if (check?.result !== 'mismatch') throw new Error('expected a mismatch');
    expect(check.splitDiffers).toBe(true);
    expect(priceCheckMessages(check)).toEqual([
      'Total does not match the rates: ₹6,400 expected.',
      'Season split does not match the rates: 2 nights in season and 1 night off-season expected.',
    ]);
  });

  it('checks only Hotel Aster rooms, and says when it cannot', () => {
    expect(checkRoomPrice({ ...stay, kind: 'tour' }, hotel)).toBeNull();
    expect(checkRoomPrice({ ...stay, itemId: 'presidential-suite' }, hotel)).toMatchObject({ result: 'unchecked' });
    expect(checkRoomPrice({ ...stay, mealPlan: undefined }, hotel)).toMatchObject({ result: 'unchecked' });
    expect(checkRoomPrice({ ...stay, endDate: stay.travelDate }, hotel)).toMatchObject({ result: 'unchecked' });
  });

  it('follows the rates saved now: a later rate change shows as a mismatch', () => {
    const raised: HotelAster = {
      ...hotel,
      rooms: hotel.rooms.map((room) =>
        room.id === 'deluxe-double' ? { ...room, rates: { ...room.rates, season: { ...room.rates.season, map: 2500 } } } : room,
      ),
    };
    expect(checkRoomPrice(stay, raised)).toMatchObject({ result: 'mismatch', expected: { total: 7000 } });
  });
});
