import { roomBookingId, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Momos of Gangtok', 'momos-of-gangtok'],
    ['Bhutan: Permits, Fees & Pace!', 'bhutan-permits-fees-pace'],
    ['  Tea   Trail  ', 'tea-trail'],
    ['Déjà vu in Pelling', 'dj-vu-in-pelling'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('roomBookingId', () => {
  it.each([
    ['Deluxe Single', 'hotel-aster-deluxe-single'],
    ['Family Room (5 Pax)', 'hotel-aster-family-room-5-pax'],
    ['Super Deluxe Triple', 'hotel-aster-super-deluxe-triple'],
  ])('%s -> %s', (name, id) => {
    expect(roomBookingId(name)).toBe(id);
  });
});
