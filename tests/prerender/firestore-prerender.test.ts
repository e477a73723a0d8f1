import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sampleTours } from '../../seed/data';
import { formatRupees } from '../../src/lib/format';
import { articlePath, tourPath } from '../../src/lib/paths';
import { firestoreHost, projectId, readDocument } from '../support/emulators';
import { addedTour, removedTourId, repricedTour } from './live-variant';

/**
 * Issue 11, "prerendered from the live data": the firebase-mode e2e build (scripts/test.mjs) is made while the
 * emulator holds the "live project" of live-variant.ts. Its prerendered pages, their JSON-LD and the sitemap
 * must describe what Firestore holds, not seed/data. Runs between that build and the journeys, inside the one
 * emulator run.
 */
const dist = process.env.E2E_FIREBASE_DIR ?? 'dist-e2e-firebase';
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

async function listIds(collection: string): Promise<string[]> {
  const response = await fetch(`${documentsUrl}/${collection}?pageSize=1000&mask.fieldPaths=__name__`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Listing ${collection} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((document) => document.name.slice(document.name.lastIndexOf('/') + 1)).sort();
}

interface StoredTour {
  id: string;
  name: string;
  price: number;
}

async function storedTours(): Promise<StoredTour[]> {
  return Promise.all(
    (await listIds('tourPackages')).map(async (id) => {
      const fields = await readDocument(`tourPackages/${id}`);
      return { id, name: String(fields?.name), price: Number(fields?.price) };
    }),
  );
}

const built = (file: string) => readFileSync(join(dist, file), 'utf8');
const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function sitemapPaths(prefix: string): string[] {
  const locs = [...built('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(decode(match[1] ?? '')).pathname,
  );
  return locs.filter((path) => path.startsWith(prefix)).sort();
}

describe('the firebase build is prerendered from Firestore', () => {
  let tours: StoredTour[];
  beforeAll(async () => {
    tours = await storedTours();
  });

  it('was made against a store that differs from seed/data (else this test proves nothing)', () => {
    const ids = tours.map((tour) => tour.id);
    expect(ids).toContain(addedTour.id);
    expect(sampleTours.map((tour) => tour.id)).not.toContain(addedTour.id);
    expect(ids).not.toContain(removedTourId);
    expect(sampleTours.map((tour) => tour.id)).toContain(removedTourId);
    const repriced = tours.find((tour) => tour.id === repricedTour.id);
    expect(repriced?.price).toBe(repricedTour.price);
    expect(sampleTours.find((tour) => tour.id === repricedTour.id)?.price).not.toBe(repricedTour.price);
  });

  it('lists exactly the tours and articles of Firestore in the sitemap', async () => {
    expect(sitemapPaths('/hotel/')).toEqual(tours.map((tour) => tourPath(tour.id)).sort());
    const slugs = await Promise.all(
      (await listIds('articles')).map(async (id) => String((await readDocument(`articles/${id}`))?.slug)),
    );
    expect(slugs.length).toBeGreaterThan(0);
    expect(sitemapPaths('/article/')).toEqual(slugs.map(articlePath).sort());
  });

  it('has a page per stored tour with its name, price and TouristTrip offer as stored', () => {
    for (const tour of tours) {
      const file = `hotel/${tour.id}.html`;
      expect(existsSync(join(dist, file)), file).toBe(true);
      const html = built(file);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${tour.name} | Himalayan Aster Tours`);
      expect(html).toContain(formatRupees(tour.price));
      const trip = structuredData(html).find((data) => data['@type'] === 'TouristTrip') as
        { name: string; offers: { price: number } } | undefined;
      expect(trip?.name).toBe(tour.name);
      expect(trip?.offers.price).toBe(tour.price);
    }
  });

  it('has no page for the tour deleted from Firestore, and the package list follows the store', () => {
    expect(existsSync(join(dist, `hotel/${removedTourId}.html`))).toBe(false);
    const list = built('hotels.html');
    const removed = sampleTours.find((tour) => tour.id === removedTourId);
    expect(list).not.toContain(removed?.name);
    expect(list).toContain(addedTour.name);
    expect(list).toContain(formatRupees(repricedTour.price));
  });

  it('records what it built from in build-info.json', () => {
    const info = JSON.parse(built('build-info.json')) as { backend: string; pages: number; builtAt: string };
    expect(info.backend).toBe('firebase');
    expect(info.pages).toBe([...built('sitemap.xml').matchAll(/<loc>/g)].length);
    // The time stamp is this build's, told by the files it wrote rather than by any clock: after the last page the
    // prerender wrote and before build-info.json itself (a second either side for the file system's coarser clock).
    const builtAt = Date.parse(info.builtAt);
    const writtenAt = (file: string) => statSync(join(dist, file)).mtimeMs;
    expect(builtAt).toBeGreaterThanOrEqual(writtenAt('hotels.html') - 1000);
    expect(builtAt).toBeLessThanOrEqual(writtenAt('build-info.json') + 1000);
  });
});
