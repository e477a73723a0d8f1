import { describe, expect, it, vi } from 'vitest';
import { asterProfile, asterRooms, sampleArticles, sampleBookings, sampleTours } from '../../../seed/data';
import { isBackendError } from '../errors';
import { articleInputSchema } from '../schemas';
import { firestoreConverters, inputFields, parseInput, withTimes } from './converters';
import { bookingField } from './stored-fields';
import { storagePathOf } from './storage-urls';

const bucket = 'demo-himalayan-aster.appspot.com';
const ours = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`;
const convert = firestoreConverters((url) => storagePathOf(url, bucket));
const sikkim = sampleTours.find((tour) => tour.id === 'sikkim-delight')!;

describe('firebase converters', () => {
  it('stores an entity without its id and reads it back equal', () => {
    const fields = convert.tour.toFields(sikkim);
    expect(fields).not.toHaveProperty('id');
    expect(convert.tour.fromDocument({ id: sikkim.id, data: fields })).toEqual(sikkim);
  });

  it('takes the id from the document, never from an id field in the data', () => {
    const data = { ...convert.tour.toFields(sikkim), id: 'forged' };
    expect(convert.tour.fromDocument({ id: 'real-id', data })?.id).toBe('real-id');
  });

  it('fills schema defaults for documents written by older code', () => {
    const { category: _c, itinerary: _i, departures: _d, ...old } = convert.tour.toFields(sikkim);
    expect(convert.tour.fromDocument({ id: 'old', data: old })).toMatchObject({
      category: 'Family',
      itinerary: [],
      departures: {},
    });
    expect(
      convert.hotel.fromDocument({ id: 'h', data: { name: 'H', location: 'L', price: 1, description: 'D' } })?.images,
    ).toEqual([]);
  });

  it('skips malformed documents with a console.warn naming them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = { id: sikkim.id, data: convert.tour.toFields(sikkim) };
    const bad = { id: 'no-price', data: { ...convert.tour.toFields(sikkim), price: 'cheap' } };
    expect(convert.tour.fromDocuments([bad, good]).map((tour) => tour.id)).toEqual([sikkim.id]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no-price');
    expect(convert.tour.fromDocument(bad)).toBeNull();
    expect(convert.business.fromData({ phone: 'call us' }, 'settings/business')).toBeNull();
    expect(warn.mock.calls[2]?.[0]).toContain('settings/business');
  });

  it('derives the fields queries need: days, the storage paths of our pictures, search terms', () => {
    const tour = { ...sikkim, image: ours('images/1_tea.png') };
    expect(convert.tour.toFields(tour)).toMatchObject({ days: 6, imagePaths: ['images/1_tea.png'] });
    expect(convert.tour.toFields({ ...sikkim, duration: 'Flexible' })).toMatchObject({ days: null, imagePaths: [] });
    const article = {
      ...sampleArticles[0]!,
      content: `<p>Tea</p><img src="${ours('images/2_body.png')}">`,
      imageUrl: ours('images/1_tea.png'),
    };
    expect(convert.article.toFields(article)).toMatchObject({
      imagePaths: ['images/1_tea.png', 'images/2_body.png'],
      searchTerms: expect.arrayContaining(['tea']) as unknown,
    });
    expect(convert.room.toFields({ ...asterRooms[0]!, image: ours('images/3_room.png') }).imagePaths).toEqual([
      'images/3_room.png',
    ]);
    const gallery = [
      { src: ours('images/4_view.png'), alt: 'View' },
      { src: '/images/aster/gallery/01.webp', alt: 'Facade' },
    ];
    expect(convert.hotelAster.toFields({ ...asterProfile, gallery }).imagePaths).toEqual(['images/4_view.png']);
  });

  it('stores bookings under the original field names with lowercase search fields, and reads them back', () => {
    const booking = { ...sampleBookings[0]!, userName: 'Élise  Nair', userEmail: 'Priya.Nair@Example.com' };
    const fields = convert.booking.toFields(booking);
    expect(fields).toMatchObject({
      hotelId: booking.itemId,
      hotelName: booking.itemName,
      checkInDate: booking.travelDate,
      checkOutDate: booking.endDate,
    });
    expect(fields).not.toHaveProperty('itemId');
    // A-Z only, as the rules' lower() does.
    expect(fields).toMatchObject({ searchName: 'Élise  nair', searchEmail: 'priya.nair@example.com' });
    expect(convert.booking.fromDocument({ id: booking.id, data: fields })).toEqual(booking);
    // Queries name the fields as they are stored.
    expect(fields[bookingField('travelDate')]).toBe(booking.travelDate);
    expect(fields[bookingField('endDate')]).toBe(booking.endDate);
    expect(fields[bookingField('itemId')]).toBe(booking.itemId);
    expect(fields[bookingField('status')]).toBe(booking.status);
  });

  it('turns Firestore Timestamps into the ISO strings the schemas expect, and says which fields are times', () => {
    const when = new Date('2026-05-01T10:00:00.000Z');
    const fields = convert.booking.toFields(sampleBookings[0]!);
    expect(convert.booking.timeFields).toEqual([
      'createdAt',
      'cancellationRequestedAt',
      'holdReleasedAt',
      'advanceReceivedAt',
      'paidInFullAt',
    ]);
    const stored = withTimes(fields, convert.booking.timeFields, () => ({ toDate: () => when }));
    expect(convert.booking.fromDocument({ id: 'b1', data: stored })?.createdAt).toBe('2026-05-01T10:00:00.000Z');
    expect(convert.enquiry.timeFields).toEqual(['createdAt']);
    expect(convert.article.timeFields).toEqual([]);
  });

  it('drops undefined optional fields, which Firestore refuses to store', () => {
    const { createdAt: _omitted, ...booking } = sampleBookings[0]!;
    const fields = convert.booking.toFields({ ...booking, createdAt: undefined, userId: undefined });
    expect(Object.values(fields)).not.toContain(undefined);
    expect(fields).not.toHaveProperty('createdAt');
  });

  it('refuses to write an invalid entity with an invalid-data BackendError', () => {
    let caught: unknown;
    try {
      convert.tour.toFields({ ...sikkim, price: -1 });
    } catch (error) {
      caught = error;
    }
    expect(isBackendError(caught, 'invalid-data')).toBe(true);
    expect(() => parseInput(articleInputSchema, { title: '' })).toThrow('The data is not valid.');
  });

  it('gives input fields with defaults and without keys the schema does not know', () => {
    const fields = inputFields(articleInputSchema, { title: 'T', slug: 't', content: '<p>x</p>', id: 'x', createdAt: 'then' });
    expect(fields).toEqual({ title: 'T', slug: 't', content: '<p>x</p>', author: 'Admin', imageUrl: '', tags: [] });
  });
});
