import { describe, expect, it } from 'vitest';
import { referencedImages, sampleDocuments, withImageUrls } from './seed-firestore';

/** The pure parts of the seed (no Firestore): what it writes, and how --with-images rewrites image paths. */
describe('seed documents', () => {
  const documents = sampleDocuments();

  it('holds every sample once, stored without its id', () => {
    const paths = documents.map(({ collection, id }) => `${collection}/${id}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(documents.filter((d) => d.collection === 'tourPackages').map((d) => d.id).sort()).toEqual([
      'bhutan-discovery',
      'darjeeling-romance',
      'nepal-adventure',
      'sikkim-delight',
    ]);
    expect(documents.every(({ data }) => !('id' in data))).toBe(true);
  });

  it('finds the site images of tours, hotels and articles', () => {
    const images = referencedImages(documents);
    expect(images).toContain('/images/tours/sikkim-delight.webp');
    expect(images).toContain('/images/hotels/teesta-retreat-2.webp');
    expect(images).toContain('/images/articles/darjeeling-tea-trail.webp');
    expect(images.every((path) => path.startsWith('/images/'))).toBe(true);
  });

  it('points every image field at the copy, and nothing else', () => {
    const rewritten = withImageUrls(documents, (path) => `https://store.example${path}`);
    const tour = rewritten.find((d) => d.id === 'sikkim-delight');
    const hotel = rewritten.find((d) => d.id === 'hotel_teesta_riverside');
    const article = rewritten.find((d) => d.id === 'article_darjeeling_tea');
    const booking = rewritten.find((d) => d.collection === 'hotelBookings');
    expect(tour?.data.image).toBe('https://store.example/images/tours/sikkim-delight.webp');
    expect(hotel?.data.images).toEqual([
      'https://store.example/images/hotels/teesta-retreat-1.webp',
      'https://store.example/images/hotels/teesta-retreat-2.webp',
    ]);
    expect(article?.data.imageUrl).toBe('https://store.example/images/articles/darjeeling-tea-trail.webp');
    expect(booking).toEqual(documents.find((d) => d.collection === 'hotelBookings'));
    expect(tour?.data.name).toBe(documents.find((d) => d.id === 'sikkim-delight')?.data.name);
  });
});
