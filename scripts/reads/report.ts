import { describeSources } from './firestore-traffic';
import type { LoadResult, ReadsView } from './measure';

/**
 * The views `npm run bench -- --reads` opens, their budgets (reads per view must not grow with the data),
 * and the tables and verdicts it prints.
 */

/** Time to first rows on the emulator, for every view. */
export const firstRowsBudgetMs = 1000;

export function readsViews({ tourId, articleSlug }: { tourId: string; articleSlug: string }): ReadsView[] {
  const tableRow = { selector: 'main table tbody tr' };
  return [
    {
      name: 'home',
      path: '/',
      firstRow: { selector: 'section[aria-labelledby="featured-title"] a[href^="/hotel/"]' },
      maxReads: 10,
    },
    { name: 'tour page', path: `/hotel/${encodeURIComponent(tourId)}`, firstRow: { selector: 'main article h1' }, maxReads: 2 },
    {
      name: 'article page',
      path: `/article/${encodeURIComponent(articleSlug)}`,
      firstRow: { selector: 'main article h1' },
      maxReads: 2,
    },
    { name: 'tour list, first screen', path: '/hotels', firstRow: { selector: 'main a[href^="/hotel/"]' }, maxReads: 30 },
    { name: 'blog, first screen', path: '/articles', firstRow: { selector: 'main a[href^="/article/"]' } },
    { name: 'admin bookings, first page', path: '/admin/hotel-bookings', admin: true, firstRow: tableRow, maxReads: 50 },
    {
      name: 'admin dashboard',
      path: '/admin',
      admin: true,
      // The first card once it shows a number.
      firstRow: { selector: 'main a[href="/admin/tours"]', text: '\\d' },
      maxReads: 0,
      // Its lists of bookings, enquiries and quotes to act on read documents by design (limited lists): reported on
      // their own row.
      part: {
        name: 'admin dashboard: Needs attention',
        collections: ['hotelBookings', 'enquiries', 'quotes'],
        heading: /needs attention/i,
      },
    },
    // 25 rows a page, and one more read to know there is a next page.
    { name: 'admin tours, first page', path: '/admin/tours', admin: true, firstRow: tableRow, maxReads: 30 },
    { name: 'admin articles, first page', path: '/admin/articles', admin: true, firstRow: tableRow, maxReads: 30 },
  ];
}

export interface ViewRow {
  name: string;
  /** Documents read per load. */
  documents: number[];
  firstRowsMs: number | null;
  readsDoneMs: number | null;
  /** Median time until a prerendered page had read the build's data again; null for a view that is not prerendered. */
  refreshedMs: number | null;
  maxReads: number | undefined;
  /** Where the documents come from, as the first load read them. */
  sources: string;
  problems: string[];
}

const median = (values: number[]) =>
  values.length === 0 ? null : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const isDocumentRead = (call: string) => call === 'runQuery' || call === 'batchGet' || call === 'get';

/** The rows of one run: a view's loads summed up and checked against its budgets. */
export function viewRows(results: Map<ReadsView, LoadResult[]>): ViewRow[] {
  const rows: ViewRow[] = [];
  for (const [view, loads] of results) {
    const partShown = view.part !== undefined && loads.some((load) => load.partShown);
    const inPart = (collection: string) => partShown && (view.part?.collections.includes(collection) ?? false);
    const own = loads.map((load) => load.reads.filter((read) => !(isDocumentRead(read.call) && inPart(read.collection))));
    const firstRows = loads.map((load) => load.firstRowsMs);
    const row: ViewRow = {
      name: view.name,
      documents: own.map((reads) => reads.reduce((total, read) => total + read.documents, 0)),
      firstRowsMs: firstRows.includes(null) ? null : median(firstRows as number[]),
      readsDoneMs: median(loads.flatMap((load) => (load.readsDoneMs === null ? [] : [load.readsDoneMs]))),
      refreshedMs: median(loads.flatMap((load) => (load.prerendered && load.refreshedMs !== null ? [load.refreshedMs] : []))),
      maxReads: view.maxReads,
      sources: describeSources(own[0] ?? []),
      problems: [],
    };
    const [first = 0] = row.documents;
    if (row.documents.some((count) => count !== first))
      row.problems.push(`reads differ from load to load (${row.documents.join(', ')})`);
    if (view.maxReads !== undefined && Math.max(...row.documents) > view.maxReads) {
      row.problems.push(
        `reads ${Math.max(...row.documents)} documents, budget ${view.maxReads} (${Math.max(...row.documents) - view.maxReads} over)`,
      );
    }
    if (row.firstRowsMs === null) {
      row.problems.push(
        `its first row (${view.firstRow.selector}${view.firstRow.text ? ` with text /${view.firstRow.text}/` : ''}) never showed`,
      );
    } else if (row.firstRowsMs >= firstRowsBudgetMs) {
      row.problems.push(`first rows after ${Math.round(row.firstRowsMs)} ms, budget under ${firstRowsBudgetMs} ms`);
    }
    // A prerendered page shows the build's data until the app has read it again: a page that never does would show
    // a changed price or a removed article until the next build.
    const stale = loads.filter((load) => load.prerendered && load.refreshedMs === null).length;
    if (stale > 0) row.problems.push(`the app did not read the prerendered data again (${stale} of ${loads.length} loads)`);
    const errors = [...new Set(loads.flatMap((load) => load.errors))];
    if (errors.length > 0) row.problems.push(`the page logged errors: ${errors.slice(0, 3).join(' | ')}`);
    rows.push(row);

    if (view.part) {
      const partReads = loads.map((load) => load.reads.filter((read) => isDocumentRead(read.call) && inPart(read.collection)));
      rows.push({
        name: view.part.name,
        documents: partReads.map((reads) => reads.reduce((total, read) => total + read.documents, 0)),
        firstRowsMs: null,
        readsDoneMs: null,
        refreshedMs: null,
        maxReads: undefined,
        sources: partShown ? describeSources(partReads[0] ?? []) : 'not on the page',
        problems: [],
      });
    }
  }
  return rows;
}

/** A view reads the same number of documents whatever the amount of data (part rows: limited lists, not compared). */
export function compareSizes(full: ViewRow[], smaller: ViewRow[], parts: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const row of full) {
    if (parts.has(row.name)) continue;
    const other = smaller.find((candidate) => candidate.name === row.name);
    if (!other) continue;
    if (other.documents[0] !== row.documents[0]) {
      problems.push(
        `${row.name}: reads ${row.documents[0]} documents with the full data and ${other.documents[0]} with a tenth of it`,
      );
    }
  }
  return problems;
}

const budgetText = (row: ViewRow, isPart: boolean) =>
  isPart
    ? 'limited lists (not budgeted)'
    : `${row.maxReads === undefined ? 'same with less data' : `≤ ${row.maxReads} reads`}; < ${firstRowsBudgetMs} ms`;

export function formatTable(title: string, rows: ViewRow[], parts: ReadonlySet<string>): string {
  const lines = [
    title,
    '',
    '| view | documents read | time to first rows ms | budget | data refreshed ms | reads done ms | read from | verdict |',
    '|---|---:|---:|---|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const isPart = parts.has(row.name);
    const documents = row.documents.every((count) => count === row.documents[0])
      ? String(row.documents[0] ?? '')
      : row.documents.join(' / ');
    const ms = (value: number | null) => (value === null ? (isPart ? '' : 'never') : String(Math.round(value)));
    const verdict = isPart ? '' : row.problems.length === 0 ? 'ok' : 'OVER';
    const refreshed = row.refreshedMs === null ? '' : String(Math.round(row.refreshedMs));
    lines.push(
      `| ${row.name} | ${documents} | ${isPart ? '' : ms(row.firstRowsMs)} | ${budgetText(row, isPart)} | ${refreshed} | ${isPart ? '' : ms(row.readsDoneMs)} | ${row.sources} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}
