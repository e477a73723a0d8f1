import { describe, expect, it, vi } from 'vitest';
import { sampleArticles, sampleBookings, sampleTours } from '../../../seed/data';
import { isBackendError } from '../errors';
import { articleInputSchema } from '../schemas';
import { articleConverter, bookingConverter, hotelConverter, inputFields, parseInput, tourConverter } from './converters';

const sikkim = sampleTours.find((tour) => tour.id === 'sikkim-delight')!;

describe('firebase converters', () => {
  it('stores an entity without its id and reads it back equal', () => {
    const fields = tourConverter.toFields(sikkim);
    expect(fields).not.toHaveProperty('id');
    expect(tourConverter.fromDocument({ id: sikkim.id, data: fields })).toEqual(sikkim);
  });

  it('takes the id from the document, never from an id field in the data', () => {
    const data = { ...tourConverter.toFields(sikkim), id: 'forged' };
    expect(tourConverter.fromDocument({ id: 'real-id', data })?.id).toBe('real-id');
  });

  it('fills schema defaults for documents written by older code', () => {
    const { category: _c, itinerary: _i, ...old } = tourConverter.toFields(sikkim);
    expect(tourConverter.fromDocument({ id: 'old', data: old })).toMatchObject({ category: 'Family', itinerary: [] });
    expect(hotelConverter.fromDocument({ id: 'h', data: { name: 'H', location: 'L', price: 1, description: 'D' } })?.images).toEqual([]);
  });

  it('skips malformed documents with a console.warn naming them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = { id: sikkim.id, data: tourConverter.toFields(sikkim) };
    const bad = { id: 'no-price', data: { ...tourConverter.toFields(sikkim), price: 'cheap' } };
    expect(tourConverter.fromDocuments([bad, good]).map((tour) => tour.id)).toEqual([sikkim.id]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no-price');
    expect(tourConverter.fromDocument(bad)).toBeNull();
  });

  it('turns Firestore Timestamps into the ISO strings the schemas expect', () => {
    const article = sampleArticles[0]!;
    const when = new Date('2026-05-01T10:00:00.000Z');
    const data = { ...articleConverter.toFields(article), createdAt: { toDate: () => when } };
    expect(articleConverter.fromDocument({ id: 'a1', data })?.createdAt).toBe('2026-05-01T10:00:00.000Z');
  });

  it('drops undefined optional fields, which Firestore refuses to store', () => {
    const { createdAt: _omitted, ...booking } = sampleBookings[0]!;
    const fields = bookingConverter.toFields({ ...booking, createdAt: undefined, userId: undefined });
    expect(Object.values(fields)).not.toContain(undefined);
    expect(fields).not.toHaveProperty('createdAt');
  });

  it('refuses to write an invalid entity with an invalid-data BackendError', () => {
    let caught: unknown;
    try {
      tourConverter.toFields({ ...sikkim, price: -1 });
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
