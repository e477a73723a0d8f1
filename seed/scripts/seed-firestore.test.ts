import { describe, expect, it } from 'vitest';
import { firestoreConverters } from '../../src/backend/firebase/converters';
import { mailTemplates } from '../../src/backend/schemas';
import { asterProfile, sampleBookings, sampleTours } from '../data';
import { referencedImages, sampleDocuments, seededCollections } from './seed-firestore';

/** The pure parts of the seed (no Firestore): what it writes, and how --with-images points documents at copies. */
describe('seed documents', () => {
  const siteUrl = 'https://aster.example';
  const documents = sampleDocuments({ siteUrl });
  const find = (collection: string, id: string) => documents.find((d) => d.collection === collection && d.id === id);
  const convert = firestoreConverters(() => null);

  it('holds every stored document once, without its id, in every collection', () => {
    const paths = documents.map(({ collection, id }) => `${collection}/${id}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(documents.map((d) => d.collection))).toEqual(new Set(seededCollections));
    expect(
      documents
        .filter((d) => d.collection === 'tourPackages')
        .map((d) => d.id)
        .sort(),
    ).toEqual(['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight']);
    expect(documents.filter((d) => d.collection === 'asterRooms')).toHaveLength(5);
    expect(['content/hotelAster', 'settings/business', 'settings/notifications'].every((path) => paths.includes(path))).toBe(
      true,
    );
    expect(documents.every(({ data }) => !('id' in data))).toBe(true);
  });

  it('stores bookings under their stored names, with a Date for createdAt and the search fields', () => {
    const sample = sampleBookings[0]!;
    const stored = find('hotelBookings', sample.id)!.data;
    expect(stored).toMatchObject({
      hotelId: sample.itemId,
      hotelName: sample.itemName,
      checkInDate: sample.travelDate,
      checkOutDate: sample.endDate,
      kind: 'hotel',
    });
    expect(stored.createdAt).toEqual(new Date(sample.createdAt!));
    expect(stored.searchName).toBe(sample.userName.toLowerCase());
    expect(stored.searchEmail).toBe(sample.userEmail?.toLowerCase());
    // What the adapter reads back from it is the sample itself.
    expect(convert.booking.fromDocument({ id: sample.id, data: stored })).toEqual(sample);
  });

  it('adds the derived fields the queries use: days, imagePaths, search terms', () => {
    const sikkim = find('tourPackages', 'sikkim-delight')!.data;
    expect(sikkim).toMatchObject({ days: 6, imagePaths: [] });
    expect(convert.tour.fromDocument({ id: 'sikkim-delight', data: sikkim })).toEqual(
      sampleTours.find((t) => t.id === 'sikkim-delight'),
    );
    expect(find('articles', 'article_darjeeling_tea')!.data.searchTerms).toEqual(
      expect.arrayContaining(['dar', 'darjeeling', 'muscatel']),
    );
    expect(convert.hotelAster.fromData(find('content', 'hotelAster')!.data, 'content/hotelAster')).toEqual(asterProfile);
  });

  it('seeds a template with subject, HTML and text for every e-mail the site writes, linking to My bookings', () => {
    const templates = documents.filter((d) => d.collection === 'mailTemplates');
    expect(templates.map((d) => d.id).sort()).toEqual(mailTemplates.filter((name) => name !== 'password-reset').sort());
    for (const { data } of templates) {
      expect(Object.keys(data).sort()).toEqual(['html', 'subject', 'text']);
    }
    const received = find('mailTemplates', 'booking-received')!.data;
    expect(received.text).toContain('{{reference}}');
    expect(received.html).toContain(`${siteUrl}/account/bookings`);
    expect(String(received.text) + String(received.html)).not.toMatch(/pay (now|online)|payment link/i);
    expect(find('mailTemplates', 'booking-received-operator')!.data.text).toContain('{{phone}}');
    expect(find('mailTemplates', 'enquiry')!.data.text).toContain('{{message}}');
  });

  it('finds the site images of tours, hotels, articles and Hotel Aster', () => {
    const images = referencedImages();
    expect(images).toContain('/images/tours/sikkim-delight.webp');
    expect(images).toContain('/images/hotels/teesta-retreat-2.webp');
    expect(images).toContain('/images/articles/darjeeling-tea-trail.webp');
    expect(images).toContain('/images/aster/rooms/deluxe-double.webp');
    expect(images).toContain('/images/aster/gallery/01.webp');
    expect(images.every((path) => path.startsWith('/images/'))).toBe(true);
  });

  it('points every picture at its copy in Storage and lists the copies in imagePaths', () => {
    const bucket = 'aster-demo.appspot.com';
    const imageUrl = (path: string) =>
      `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(`images/seed${path.replaceAll('/', '-')}`)}?alt=media`;
    const rewritten = sampleDocuments({ siteUrl, imageUrl, bucket });
    const get = (collection: string, id: string) => rewritten.find((d) => d.collection === collection && d.id === id)!.data;
    expect(get('tourPackages', 'sikkim-delight')).toMatchObject({
      image: imageUrl('/images/tours/sikkim-delight.webp'),
      imagePaths: ['images/seed-images-tours-sikkim-delight.webp'],
    });
    expect(get('hotels', 'hotel_teesta_riverside').imagePaths).toHaveLength(2);
    expect(get('asterRooms', 'deluxe-double').imagePaths).toEqual(['images/seed-images-aster-rooms-deluxe-double.webp']);
    expect(get('content', 'hotelAster').imagePaths).toHaveLength(12);
    expect(get('articles', 'article_darjeeling_tea').imageUrl).toBe(imageUrl('/images/articles/darjeeling-tea-trail.webp'));
    expect(get('hotelBookings', sampleBookings[0]!.id)).toEqual(find('hotelBookings', sampleBookings[0]!.id)!.data);
  });
});
