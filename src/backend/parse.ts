import { BackendError } from './errors';
import type { z } from 'zod';

/**
 * Parses documents read from a backend. A malformed one is skipped and logged with its reason, so one bad
 * document never takes a page down.
 */
export function parseEach<S extends z.ZodType>(schema: S, docs: unknown[], what: string): z.infer<S>[] {
  const parsed: z.infer<S>[] = [];
  for (const doc of docs) {
    const one = parseOne(schema, doc, what);
    if (one !== null) parsed.push(one);
  }
  return parsed;
}

/** `null` or `undefined` (no such document) give null without a warning. */
export function parseOne<S extends z.ZodType>(schema: S, doc: unknown, what: string): z.infer<S> | null {
  if (doc === null || doc === undefined) return null;
  const result = schema.safeParse(doc);
  if (result.success) return result.data;
  const id = typeof doc === 'object' && doc !== null && 'id' in doc ? String(doc.id) : '(no id)';
  console.warn(
    `Skipped malformed ${what} ${id}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
  return null;
}

/**
 * Parses what the app is about to write; a bad value is a BackendError('invalid-data'), never a half-written document.
 * Its message is the first of the schema's own refusals (a refinement's words, written for the person who typed:
 * "Another room type has this name."); a value of the wrong shape, which no form sends, gets the generic one.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const said = result.error.issues.find((issue) => issue.code === 'custom' && issue.message !== 'Invalid input');
  throw new BackendError('invalid-data', said?.message, { cause: result.error });
}
