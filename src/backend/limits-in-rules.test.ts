import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { limits } from './limits';

/**
 * firestore.rules and storage.rules repeat sizes of src/backend/limits.ts (rules cannot import them). Each such number
 * carries `// limits.<name>` on its own line, naming the last number before the comment (a product of literals such as
 * `5 * 1024 * 1024` counts as one number); a sum such as
 * `// limits.gallery + limits.roomTypes` names a number that is their sum. This test reads the rules and fails when
 * a number differs from the limit it names, when the name is not in limits.ts, or when a line's trailing comment
 * mentions a limit without starting with it (so a mirrored number cannot hide from the check).
 */

const rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const storageRulesPath = fileURLToPath(new URL('../../storage.rules', import.meta.url));

interface Annotation {
  line: number;
  names: string[];
  /** The last integer literal before the comment, or null when the code part has none. */
  value: number | null;
}

/** `  && isText(x, 120)   // limits.title: ...`: code, whitespace, `//`, then the limit names. */
const annotated = /^(?<code>.*\S)\s+\/\/\s*(?<names>limits\.\w+(?:\s*\+\s*limits\.\w+)*)/;
/** Code with a trailing comment that mentions `limits.` somewhere else than at its start. */
const misplaced = /^\s*[^\s/].*\s\/\/(?!\s*limits\.).*\blimits\.\w/;

function annotationsOf(rules: string): { annotations: Annotation[]; misplacedLines: number[] } {
  const annotations: Annotation[] = [];
  const misplacedLines: number[] = [];
  rules.split('\n').forEach((text, index) => {
    const line = index + 1;
    const match = annotated.exec(text);
    if (match?.groups) {
      const numbers = match.groups.code!.match(/\b\d+(?:\s*\*\s*\d+)*\b/g);
      const last = numbers?.[numbers.length - 1];
      annotations.push({
        line,
        names: [...match.groups.names!.matchAll(/limits\.(\w+)/g)].map((name) => name[1]!),
        value: last === undefined ? null : last.split('*').reduce((product, factor) => product * Number(factor), 1),
      });
    } else if (misplaced.test(text)) {
      misplacedLines.push(line);
    }
  });
  return { annotations, misplacedLines };
}

/** One message per annotation that does not match `table`. */
function mismatches(rules: string, table: Record<string, number>): string[] {
  const { annotations, misplacedLines } = annotationsOf(rules);
  const problems: string[] = [];
  for (const { line, names, value } of annotations) {
    const label = names.map((name) => `limits.${name}`).join(' + ');
    const unknown = names.filter((name) => !Object.hasOwn(table, name));
    if (unknown.length > 0)
      problems.push(`line ${line}: ${unknown.map((name) => `limits.${name}`).join(', ')} is not in limits.ts`);
    else if (value === null) problems.push(`line ${line}: ${label} names no number on its line`);
    else {
      const expected = names.reduce((sum, name) => sum + table[name]!, 0);
      if (value !== expected) problems.push(`line ${line}: ${value}, but ${label} is ${expected}`);
    }
  }
  for (const line of misplacedLines)
    problems.push(`line ${line}: a limit mentioned in a trailing comment must start it (// limits.<name>)`);
  return problems;
}

describe('the limits firestore.rules repeats', () => {
  const rules = readFileSync(rulesPath, 'utf8');

  it('are the numbers of src/backend/limits.ts', () => {
    expect(mismatches(rules, limits)).toEqual([]);
  });

  it('are many and name most limits (the check did find the annotations)', () => {
    const { annotations } = annotationsOf(rules);
    expect(annotations.length).toBeGreaterThanOrEqual(40);
    const named = new Set(annotations.flatMap((annotation) => annotation.names));
    for (const name of ['title', 'text', 'email', 'url', 'price', 'roomRate', 'articleHtml']) expect(named).toContain(name);
  });

  it('in storage.rules are the numbers of src/backend/limits.ts, one per file size the rules bound', () => {
    const storageRules = readFileSync(storageRulesPath, 'utf8');
    expect(mismatches(storageRules, limits)).toEqual([]);
    const { annotations } = annotationsOf(storageRules);
    expect(annotations.map((annotation) => annotation.names)).toEqual([
      ['imageBytes'],
      ['travellerFileBytes'],
      ['paymentScreenshotBytes'],
    ]);
    // Every size bound in storage.rules carries its limit's name.
    expect(storageRules.match(/request\.resource\.size <=/g)).toHaveLength(annotations.length);
  });

  it('no longer need limits.stayNights (the rules check no stay)', () => {
    expect(rules).not.toMatch(/stayNights/);
  });

  it('catches a wrong number, an unknown name, a missing number and a misplaced mention', () => {
    const table = { title: 120, gallery: 24, roomTypes: 12 };
    const sample = [
      '        && isText(data.name, 120)        // limits.title',
      '        && isText(data.name, 121)        // limits.title',
      '        && isListOfSize(data.x, 0, 36);  // limits.gallery + limits.roomTypes',
      '        && isListOfSize(data.x, 0, 24);  // limits.gallery + limits.roomTypes',
      "        && data.slug.matches('^[A-Za-z0-9_-]{1,120}$')   // limits.title: the last number counts",
      '        && isText(data.name, 99)         // limits.nothing',
      '        && data.name is string           // limits.title',
      '        && isText(data.name, 121)        // one title (limits.title)',
      '    // A comment line may mention limits.title = 120 freely.',
      "        && value.matches('^https://x.example/1')",
      '        && request.resource.size <= 5 * 1024 * 1024;   // limits.title',
    ].join('\n');
    expect(mismatches(sample, table)).toEqual([
      'line 2: 121, but limits.title is 120',
      'line 4: 24, but limits.gallery + limits.roomTypes is 36',
      'line 6: limits.nothing is not in limits.ts',
      'line 7: limits.title names no number on its line',
      'line 11: 5242880, but limits.title is 120',
      'line 8: a limit mentioned in a trailing comment must start it (// limits.<name>)',
    ]);
  });
});
