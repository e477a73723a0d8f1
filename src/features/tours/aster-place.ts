// Apart from the room pricing (aster-search.ts), which loads only when the list shows Hotel Aster.
const asterPlaces = ['gangtok', 'tadong', 'hotel aster'];

/** True when the destination searched names a place Hotel Aster stands in ('Gangtok', 'tadong, sikkim'). */
export function searchesAsterPlace(destination: string): boolean {
  const wanted = destination.trim().toLowerCase();
  return wanted !== '' && asterPlaces.some((place) => wanted.includes(place));
}
