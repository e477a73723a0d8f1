import { sampleTours } from '../../seed/data';
import { firestoreConverters } from '../../src/backend/firebase/converters';
import type { TourPackage } from '../../src/backend/schemas';
import { firestoreHost, projectId, seedFirestore, wipeFirestore, writeDocuments } from '../support/emulators';

/**
 * "The live project": the samples as a new project starts, then changed the way an operator changes them in the
 * admin, so that a build that still read seed/data would show. The firebase-mode e2e build is prerendered from
 * this (scripts/test.mjs), tests/prerender/firestore-prerender.test.ts checks the result, and the journeys' own
 * setup (e2e/support/firebase-global-setup.ts) then puts the standard samples back.
 *
 * Chosen so that the journeys on the firebase build are not disturbed: they visit Sikkim Delight by address and
 * meet the other tours only in lists, which the browser refetches from the store as soon as a page starts.
 */
const sample = (id: string): TourPackage => {
  const tour = sampleTours.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`seed/data has no tour ${id} any more: pick another for the prerender check`);
  return tour;
};

/** A sample tour the operator deleted. */
export const removedTourId = 'nepal-adventure';

/** A sample tour whose price the operator changed. */
export const repricedTour: TourPackage = { ...sample('darjeeling-romance'), price: 13_750 };

/** A tour the operator added: it exists only in Firestore. Its id sorts after the samples, off the home page's three. */
export const addedTour: TourPackage = {
  ...sample('bhutan-discovery'),
  id: 'tawang-monastery-trail',
  name: 'Tawang Monastery Trail: Sela Pass and Dirang',
  duration: '6 Nights / 7 Days',
  price: 52_500,
  category: 'Cultural',
  destinationsCovered: ['Guwahati', 'Dirang', 'Sela Pass', 'Tawang'],
};

const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

export async function seedLiveVariant(): Promise<void> {
  sample(removedTourId);
  await wipeFirestore();
  await seedFirestore();
  // Image fields hold site paths here, which no bucket owns: no storage paths to derive.
  const { tour } = firestoreConverters(() => null);
  await writeDocuments(
    'tourPackages',
    [repricedTour, addedTour].map((entry) => ({ id: entry.id, fields: tour.toFields(entry) })),
  );
  // `Bearer owner`: the emulator's admin credential, past the rules.
  const response = await fetch(`${documentsUrl}/tourPackages/${removedTourId}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok)
    throw new Error(`Deleting tourPackages/${removedTourId} answered ${response.status}: ${await response.text()}`);
}
