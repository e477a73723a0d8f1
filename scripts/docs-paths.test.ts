import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The docs name only paths that exist: a renamed or deleted file otherwise lingers in README.md, CONTRIBUTING.md
 * or docs/*.md and sends the next reader looking for it. Which words of a document are repository paths is a
 * guess; the rules of that guess are the constants and `repositoryPath` below, kept few so that they can be read.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** Extensions of the files we write: a word ending in one of them names a file, wherever it says it is. */
const sourceExtensions = /\.(ts|tsx|js|mjs|cjs|py|rules|md)$/;

/**
 * What the build, the tests and the bench write (all git-ignored): the docs say where those go, but a fresh
 * clone has none of them.
 */
const generatedPrefixes = [
  'dist',
  '.lighthouse',
  'node_modules',
  'bench-results',
  'test-results',
  'playwright-report',
  'coverage',
  '.env.local',
  // The functions' bundle, built by scripts/build-functions.mjs.
  'functions/lib',
];

/** Folders that hold only generated or installed files, skipped when looking a bare file name up. */
const skippedFolders = new Set(['.git', 'node_modules', '.tmp', 'tmp']);

/** The entries of the repository root: a path written from the root starts with one of them. */
const rootEntries = new Set(readdirSync(root).filter((name) => !generatedPrefixes.some((prefix) => name.startsWith(prefix))));

/** Every file name in the repository, for words that name a file without its folder (`router.tsx`). */
function fileNames(dir = root, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name) && !generatedPrefixes.some((prefix) => entry.name.startsWith(prefix)))
        fileNames(join(dir, entry.name), names);
    } else names.add(entry.name);
  }
  return names;
}

/**
 * The words of a markdown text's code (fenced blocks, then inline spans: commands are split into their words, the
 * punctuation around a word and a `NAME=` or `--flag=` before it dropped) and its link targets.
 */
function namedWords(markdown: string): { code: string[]; links: string[] } {
  const fence = /^[ \t]*(```|~~~)[^\n]*\n([\s\S]*?)^[ \t]*\1[ \t]*$/gm;
  const fenced = [...markdown.matchAll(fence)].map((match) => match[2] ?? '');
  const prose = markdown.replace(fence, '');
  const spans = [...prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1] ?? '');
  return {
    code: [...fenced, ...spans]
      .flatMap((text) => text.split(/\s+/))
      .map((word) => word.replace(/^[("'[]+|[)\]"',;:.]+$/g, '').replace(/^[\w-]+=/, '')),
    links: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''),
  };
}

/**
 * The repository path a word names, relative to the root, or null when it names something else. Not a path: a
 * URL, a site address (`/hotels`, `/admin/...`: they start with a slash), a glob or a placeholder
 * (`src/features/**`, `pages/<name>-page.tsx`, `/hotel/{id}`), and what the build writes. A path then either
 * starts at one of the root's entries (`src/app/`, `firestore.rules`) or ends in a source extension (a bare
 * `booking-request.ts` may be anywhere). Other words with a slash are left alone: Firestore documents
 * (`settings/business`), packages (`@sparticuz/chromium`), the files a build writes (`hotel/x.html`).
 */
function repositoryPath(word: string): { path: string; anywhere: boolean } | null {
  const path = word.replace(/[#?].*$/, '').replace(/^\.\//, '');
  if (path === '' || /^[a-z]+:/i.test(path) || path.startsWith('/') || /[*<>{}]|\.\.\./.test(path)) return null;
  if (generatedPrefixes.some((prefix) => path.startsWith(prefix))) return null;
  const first = path.split('/')[0] ?? '';
  if (rootEntries.has(first) || (path.includes('/') && sourceExtensions.test(path))) return { path, anywhere: false };
  if (!path.includes('/') && sourceExtensions.test(path)) return { path, anywhere: true };
  return null;
}

/** The paths a document names that the repository lacks. A link is relative to its document, code to the root. */
function missingPaths(markdown: string, document: string, files: Set<string>): string[] {
  const { code, links } = namedWords(markdown);
  const linked = links.filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'));
  const fromRoot = (target: string) => posix.normalize(posix.join(posix.dirname(document), target));
  const missing = new Set<string>();
  for (const word of [...code, ...linked.map(fromRoot)]) {
    const named = repositoryPath(word);
    if (!named) continue;
    const found = named.anywhere ? files.has(named.path) : existsSync(join(root, named.path));
    if (!found) missing.add(named.path);
  }
  return [...missing];
}

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => posix.join('docs', name)),
];

describe('the docs name only paths that exist', () => {
  const files = fileNames();

  it.each(documents)('%s', (document) => {
    expect(missingPaths(readFileSync(join(root, document), 'utf8'), document, files)).toEqual([]);
  });

  it('reports a path that does not exist, and leaves alone what is not a repository path', () => {
    const markdown = [
      'The rule lives in `src/lib/no-such-module.ts` and `no-such-helper.ts`; see [the guide](no-such-guide.md).',
      'Real: `src/app/router.tsx`, `router.tsx`, `firestore.rules`, `node scripts/bench.mjs --no-lighthouse`, [deploy](deploy.md).',
      'Not paths: `/hotels`, `/admin/hotel-bookings`, `/hotel/{id}`, `src/features/**`, `pages/<name>-page.tsx`,',
      '`dist/build-info.json`, `.lighthouse/`, `settings/business`, `@sparticuz/chromium`, `npm test`, <https://example.com/a.ts>.',
      '   ```sh',
      '   npx vitest run src/no/such/fenced.test.ts   # (types.ts), one file',
      '   ```',
    ].join('\n');
    expect(missingPaths(markdown, 'docs/example.md', files)).toEqual([
      'src/no/such/fenced.test.ts',
      'src/lib/no-such-module.ts',
      'no-such-helper.ts',
      'docs/no-such-guide.md',
    ]);
  });
});
