import { createUser, setAdminClaim, wipeAuth, wipeFirestore, writeDocuments } from '../../tests/support/emulators';
import type { DocumentFields } from '../../src/backend/firebase/converters';
import { generateCatalogue, type CatalogueSize } from './catalogue';

/** The operator the bench signs in as: an account of the Auth emulator with the admin claim the rules check. */
export const benchAdmin = { email: 'reads-bench@himalayanaster.in', password: 'reads-bench-2026' };

export interface SeededCatalogue {
  sampleTourId: string;
  sampleArticleSlug: string;
  counts: Record<string, number>;
  generateMs: number;
  writeMs: number;
}

/** Writes per commit (Firestore takes at most 500); two commits in flight were the quickest on the emulator. */
const commitSize = 250;
const parallelCommits = 2;

/**
 * Empties the emulators and fills them with a catalogue of `size` (scripts/reads/catalogue.ts), through the REST
 * API with the emulator's owner credential (past the rules, as `npm run seed` writes with the Admin SDK), and
 * creates the bench's admin account.
 */
export async function seedCatalogue(size: CatalogueSize, today: string): Promise<SeededCatalogue> {
  const started = Date.now();
  const catalogue = generateCatalogue(size, { today });
  const generated = Date.now();
  await Promise.all([wipeFirestore(), wipeAuth()]);
  const commits: { collection: string; documents: { id: string; fields: DocumentFields }[] }[] = [];
  const byCollection = new Map<string, { id: string; fields: DocumentFields }[]>();
  for (const { collection, id, data } of [...catalogue.documents, ...catalogue.extra]) {
    const documents = byCollection.get(collection) ?? [];
    documents.push({ id, fields: data });
    byCollection.set(collection, documents);
  }
  for (const [collection, documents] of byCollection) {
    for (let at = 0; at < documents.length; at += commitSize)
      commits.push({ collection, documents: documents.slice(at, at + commitSize) });
  }
  let next = 0;
  const worker = async () => {
    while (next < commits.length) {
      const commit = commits[next++]!;
      await writeDocuments(commit.collection, commit.documents);
    }
  };
  await Promise.all(Array.from({ length: parallelCommits }, worker));
  const uid = await createUser(benchAdmin.email, benchAdmin.password, 'Reads Bench');
  await setAdminClaim(uid);
  return {
    sampleTourId: catalogue.sampleTourId,
    sampleArticleSlug: catalogue.sampleArticleSlug,
    counts: catalogue.counts,
    generateMs: generated - started,
    writeMs: Date.now() - generated,
  };
}
