import { describe, expect, it } from 'vitest';
import type { RoomType } from '@/backend/schemas';
import { defaultTaxRules } from '@/backend/domain/gst/booking-tax';
import { asterRoomOffers, searchesAsterPlace } from './aster-search';

const rates = (ep: number) => ({ ep, cp: ep + 300, map: ep + 600 });
const room = (name: string, ep: number, adults: number, rooms = 3): RoomType => ({
  id: name.toLowerCase().replaceAll(' ', '-'),
  name,
  description: '',
  bestFor: [],
  image: '/room.webp',
  rooms,
  guests: adults,
  rates: { season: rates(ep), offSeason: rates(ep - 200) },
  occupancy: { adults, children: 0, extraBed: false },
  order: 0,
});
// The whole year is season: every night at the season rate.
const calendar = { seasons: [{ from: '01-01', to: '12-31' }] };
const trip = (guests: number, checkIn: string | null = '2027-01-10', checkOut: string | null = '2027-01-13') => ({
  checkIn,
  checkOut,
  guests,
});

describe('Hotel Aster in a hotel search', () => {
  it('answers a search for Gangtok or Tadong, however it is typed, and no other place', () => {
    expect(searchesAsterPlace('Gangtok')).toBe(true);
    expect(searchesAsterPlace('  tadong, sikkim ')).toBe(true);
    expect(searchesAsterPlace('Hotel Aster')).toBe(true);
    expect(searchesAsterPlace('Bhutan')).toBe(false);
    expect(searchesAsterPlace('')).toBe(false);
  });

  it('prices each room for the stay searched, cheapest stay first, rooms too small last', () => {
    const family = room('Family Room', 3000, 5);
    const double = room('Deluxe Double', 1500, 2);
    const single = room('Deluxe Single', 1200, 1, 1);
    const offers = asterRoomOffers([family, single, double], calendar, trip(2));
    expect(offers.map((offer) => [offer.room.name, offer.kind, offer.kind === 'priced' ? offer.total : null])).toEqual([
      // Three nights at the season's room-only rate.
      ['Deluxe Double', 'priced', 4500],
      ['Family Room', 'priced', 9000],
      // One single room for two guests: too small (the hotel has one of them).
      ['Deluxe Single', 'unavailable', null],
    ]);
  });

  it('books as many rooms of a type as the guests need', () => {
    const [offer] = asterRoomOffers([room('Deluxe Double', 1500, 2)], calendar, trip(4));
    expect(offer).toMatchObject({ kind: 'priced', rooms: 2, nights: 3, total: 9000 });
  });

  it('shows the nightly price from the lowest rate without dates, and why a stay cannot be had', () => {
    const double = room('Deluxe Double', 1500, 2);
    expect(asterRoomOffers([double], calendar, trip(2, null, null))[0]).toMatchObject({ kind: 'nightly', from: 1300 });
    const closed = { ...calendar, closed: [{ from: '2027-01-11', to: '2027-01-11', reason: 'Repairs' }] };
    expect(asterRoomOffers([double], closed, trip(2))[0]).toMatchObject({ kind: 'unavailable' });
  });

  it('prices before tax, with the GST the booking will charge once the operator charges it: each night at its slab', () => {
    const double = room('Deluxe Double', 1500, 2);
    const suite = room('Himalayan Suite', 8000, 2);
    const [cheap, dear] = asterRoomOffers([double, suite], calendar, trip(2), defaultTaxRules);
    // Three nights at ₹1,500 at 5% (CGST and SGST each ₹112.50, rounded up); three at ₹8,000, above ₹7,500 a night, at 18%.
    expect(cheap).toMatchObject({ kind: 'priced', total: 4500, tax: 226 });
    expect(dear).toMatchObject({ kind: 'priced', total: 24_000, tax: 4320 });
    expect(asterRoomOffers([double, suite], calendar, trip(2, null, null), defaultTaxRules)).toMatchObject([
      { kind: 'nightly', from: 1300, rate: 5 },
      { kind: 'nightly', from: 7800, rate: 18 },
    ]);
    // Not registered for GST: no tax to add.
    expect(asterRoomOffers([double], calendar, trip(2))[0]).toMatchObject({ total: 4500, tax: 0 });
  });
});
