import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Screens reach the backend through the query factories (src/backend/queries.ts) and the mutation hooks (a feature's
 * use-*.ts files): no page or component opens the backend itself, so every read shares the query keys a write
 * refreshes. The alerts' query factories sit beside their components instead of in queries.ts, so that no page's
 * first script carries them.
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const queryFactoriesOutsideQueries = ['components/alerts/alert-queries.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A call of getBackend() in code (a comment naming it is no call). */
const callsBackend = (text: string) =>
  text.split('\n').some((line) => !/^\s*(\*|\/\/)/.test(line) && /\bgetBackend\(\)/.test(line));

describe('who opens the backend', () => {
  it('is a hook file or a query factory: no page or component calls getBackend()', () => {
    const ui = ['app', 'components', 'features', 'lib'].flatMap((folder) => sourceFiles(path.join(src, folder)));
    const callers = ui.filter((file) => callsBackend(readFileSync(file, 'utf8'))).map((file) => path.relative(src, file));
    expect(callers.length).toBeGreaterThan(10);
    const others = callers.filter(
      (file) => !/(^|\/)use-[a-z0-9-]+\.ts$/.test(file) && !queryFactoriesOutsideQueries.includes(file),
    );
    expect(others).toEqual([]);
  });

  it('tells a call from a comment that names it', () => {
    expect(callsBackend('  const backend = await getBackend();')).toBe(true);
    expect(callsBackend(' * Later, when the first screen asks for data (getBackend() in src/backend/index.ts):')).toBe(false);
  });
});
