import type { FirestoreRead } from './firestore-traffic';
import type { LoadResult, ReadsView } from './measure';
import { compareSizes, formatTable, readsViews, viewRows } from './report';

const views = readsViews({ tourId: 'tour_1', articleSlug: 'a-story' });
const view = (name: string) => {
  const found = views.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no view ${name}`);
  return found;
};

const reads = (collection: string, documents: number): FirestoreRead => ({ call: 'runQuery', collection, documents });
const load = (overrides: Partial<LoadResult>): LoadResult => ({
  reads: [],
  firstRowsMs: 300,
  readsDoneMs: 400,
  prerendered: false,
  refreshedMs: null,
  partShown: false,
  errors: [],
  ...overrides,
});
const run = (entries: [ReadsView, LoadResult[]][]) => viewRows(new Map(entries));

describe('viewRows', () => {
  it('passes a view within its budgets, with the median time of its loads', () => {
    const [row] = run([
      [
        view('home'),
        [300, 200, 900].map((ms) => load({ reads: [reads('tourPackages', 3), reads('asterRooms', 5)], firstRowsMs: ms })),
      ],
    ]);
    expect(row).toMatchObject({
      name: 'home',
      documents: [8, 8, 8],
      firstRowsMs: 300,
      sources: 'asterRooms 5, tourPackages 3',
      problems: [],
    });
  });

  it('fails a view over its reads or its time, or whose first row never shows', () => {
    const [list] = run([[view('tour list, first screen'), [load({ reads: [reads('tourPackages', 1000)] })]]]);
    expect(list?.problems).toEqual(['reads 1000 documents, budget 30 (970 over)']);
    const [slow] = run([[view('tour page'), [load({ reads: [reads('tourPackages', 1)], firstRowsMs: 1200 })]]]);
    expect(slow?.problems).toEqual(['first rows after 1200 ms, budget under 1000 ms']);
    const [never] = run([[view('article page'), [load({ reads: [reads('articles', 1)], firstRowsMs: null })]]]);
    expect(never?.problems).toEqual(['its first row (main article h1) never showed']);
  });

  it('fails a view whose reads differ from one load to the next, or that logs errors', () => {
    const [row] = run([
      [
        view('tour page'),
        [
          load({ reads: [reads('tourPackages', 1)] }),
          load({ reads: [reads('tourPackages', 2)], errors: ['Missing or insufficient permissions.'] }),
        ],
      ],
    ]);
    expect(row?.problems).toEqual([
      'reads differ from load to load (1, 2)',
      'the page logged errors: Missing or insufficient permissions.',
    ]);
  });

  it('fails a prerendered view whose data the app did not read again, and reports when it did', () => {
    const refreshed = load({ reads: [reads('tourPackages', 1)], prerendered: true, refreshedMs: 700 });
    const [row] = run([
      [view('tour page'), [refreshed, { ...refreshed, refreshedMs: null }, { ...refreshed, refreshedMs: 900 }]],
    ]);
    expect(row?.refreshedMs).toBe(900);
    expect(row?.problems).toEqual(['the app did not read the prerendered data again (1 of 3 loads)']);
    expect(formatTable('Reads', run([[view('tour page'), [refreshed]]]), new Set())).toContain(
      '| tour page | 1 | 300 | ≤ 2 reads; < 1000 ms | 700 | 400 | tourPackages 1 | ok |',
    );
  });

  it('puts the Needs attention lists on a row of their own when the dashboard shows them', () => {
    const dashboard = view('admin dashboard');
    const aggregation: FirestoreRead = { call: 'runAggregationQuery', collection: 'hotelBookings', documents: 0 };
    const [cards, panel] = run([[dashboard, [load({ reads: [aggregation, reads('hotelBookings', 24)], partShown: true })]]]);
    expect(cards).toMatchObject({ documents: [0], problems: [] });
    expect(panel).toMatchObject({ name: 'admin dashboard: Needs attention', documents: [24], sources: 'hotelBookings 24' });
    // Without the panel, bookings read by the dashboard are the cards' own.
    const [alone] = run([[dashboard, [load({ reads: [aggregation, reads('hotelBookings', 24)], partShown: false })]]]);
    expect(alone?.problems).toEqual(['reads 24 documents, budget 0 (24 over)']);
  });
});

describe('compareSizes', () => {
  it('fails a view that reads more with more data, but not the limited lists', () => {
    const parts = new Set(['admin dashboard: Needs attention']);
    const full = run([
      [view('tour page'), [load({ reads: [reads('tourPackages', 1)] })]],
      [view('blog, first screen'), [load({ reads: [reads('articles', 1000)] })]],
      [view('admin dashboard'), [load({ reads: [reads('hotelBookings', 30)], partShown: true })]],
    ]);
    const tenth = run([
      [view('tour page'), [load({ reads: [reads('tourPackages', 1)] })]],
      [view('blog, first screen'), [load({ reads: [reads('articles', 100)] })]],
      [view('admin dashboard'), [load({ reads: [reads('hotelBookings', 7)], partShown: true })]],
    ]);
    expect(compareSizes(full, tenth, parts)).toEqual([
      'blog, first screen: reads 1000 documents with the full data and 100 with a tenth of it',
    ]);
    expect(formatTable('Reads', full, parts)).toContain(
      '| blog, first screen | 1000 | 300 | same with less data; < 1000 ms |  | 400 | articles 1000 | ok |',
    );
  });
});
