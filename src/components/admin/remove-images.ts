/**
 * Deletes images that are no longer used (replaced, removed, or uploaded for a save that failed). A failure
 * only leaves an unused file behind, so it is logged, never shown as a failed save.
 */
export async function removeImagesQuietly(remove: (url: string) => Promise<unknown>, urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        await remove(url);
      } catch (error) {
        console.warn(`Could not delete the image ${url}`, error);
      }
    }),
  );
}
