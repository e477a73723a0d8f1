import type { Article, Hotel, HotelAster, TourPackage } from '../schemas';
import { imageSourcesOf } from './plain-text';

/**
 * Whether a picture is still shown somewhere decides whether it may be deleted from storage. It is compared by
 * storage path, not by URL (two download URLs of one file differ in their token), across tours, hotels,
 * articles (cover and body) and Hotel Aster (rooms and gallery) alike. Each adapter says which URLs are its own
 * and their paths; entities store the paths they show, so "is it used?" is one indexed lookup per place.
 */
export type StoragePathOf = (url: string) => string | null;

export const tourImages = (tour: Pick<TourPackage, 'image'>) => [tour.image];
export const hotelImages = (hotel: Pick<Hotel, 'images'>) => hotel.images;
export const articleImages = (article: Pick<Article, 'imageUrl' | 'content'>) => [
  article.imageUrl,
  ...imageSourcesOf(article.content),
];
export const hotelAsterImages = (
  aster: HotelAster | { profile: Pick<HotelAster['profile'], 'gallery'>; rooms: readonly { image: string }[] },
) => [...aster.rooms.map((room) => room.image), ...aster.profile.gallery.map((image) => image.src)];

/** The storage paths among `urls`, each once. */
export function storagePaths(urls: readonly string[], pathOf: StoragePathOf): string[] {
  return [...new Set(urls.map(pathOf).filter((path): path is string => path !== null))];
}

/** URLs shown before and not after an edit (or a delete, with `after` empty), each once. */
export function imagesLetGo(before: readonly string[], after: readonly string[], pathOf: StoragePathOf): string[] {
  const kept = new Set(storagePaths(after, pathOf));
  const seen = new Set<string>();
  return before.filter((url) => {
    const path = pathOf(url);
    if (path === null || kept.has(path) || seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

/**
 * Deletes each picture an entity no longer shows, unless something else still shows it; a picture that cannot
 * be deleted is logged and left (the entity's own change has already been saved).
 */
export async function cleanUpImages(urls: readonly string[], removeIfUnused: (url: string) => Promise<boolean>): Promise<void> {
  for (const url of urls) {
    try {
      await removeIfUnused(url);
    } catch (error) {
      console.warn(`Could not delete the picture ${url}`, error);
    }
  }
}
