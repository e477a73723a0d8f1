import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The domain's modules import one another in one direction: the store-taking functions at the top, the rules they
 * use below, nothing below importing back up. A loop (a request module and a module it uses each naming the other)
 * makes the order modules load in matter and hides which module a piece belongs to.
 */

const domain = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(domain, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each module's imports of other domain modules, type-only ones and re-exports included. */
function importsOf(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const named = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)];
      const targets = named
        .map((match) => path.resolve(path.dirname(file), match[1]!))
        .flatMap((target) => [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].filter((one) => known.has(one)));
      return [file, targets];
    }),
  );
}

/** The first loop found, as the modules around it, or null. */
function firstLoop(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = trail.indexOf(file);
    if (at !== -1) return [...trail.slice(at), file];
    if (done.has(file)) return null;
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    trail.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const loop = visit(file);
    if (loop) return loop;
  }
  return null;
}

/** An import of a transactions/ module, by the `@/` alias or a relative path. */
const transactionImport = /^(?:import|export)\b[^;]*?from\s+'[^']*domain\/transactions\/[^']*'/ms;

describe("the domain's imports", () => {
  it('run one way: no module imports, through others, a module that imports it', () => {
    const loop = firstLoop(importsOf(sourceFiles(domain)));
    expect(loop?.map((file) => path.relative(domain, file))).toBeUndefined();
  });

  it('leave the transactions to the backend: no page or component imports a module of transactions/', () => {
    // A page needs the rules (a quote's state, a file's problem), never what runs inside a function: a pure rule
    // lives beside the others, outside transactions/, where both read it.
    const ui = ['app', 'components', 'features', 'lib'].flatMap((folder) => sourceFiles(path.join(src, folder)));
    const importers = ui.filter((file) => transactionImport.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('are found (the check sees a loop when there is one)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(firstLoop(graph)).toEqual(['a', 'b', 'c', 'a']);
    const requests = path.join(domain, 'transactions', 'customer-requests.ts');
    expect(importsOf([requests]).get(requests)).toEqual([]);
    const all = importsOf(sourceFiles(domain));
    expect(all.get(requests)).toContain(path.join(domain, 'booking-request.ts'));
    expect(transactionImport.test("import { quoteState } from '@/backend/domain/transactions/quotes';")).toBe(true);
    expect(transactionImport.test("import { quoteState } from '@/backend/domain/quote-content';")).toBe(false);
  });
});
