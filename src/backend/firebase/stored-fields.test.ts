import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingField, quoteField, storedField } from './stored-fields';

/**
 * A query names its fields through stored-fields.ts, whose types come from the entities: a field written as a bare
 * string would escape the typecheck, and a misspelled one matches no document without any error.
 */

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The fields a source names as bare strings in a filter, an order or a sum (Web and Admin SDK alike). */
const bareFields = (text: string) => [...text.matchAll(/\b(?:where|orderBy|sum)\(\s*['"`]([^'"`]*)['"`]/g)].map((m) => m[1]);

describe('stored field names', () => {
  it('are how every query of the firebase adapter and of the functions names its fields', () => {
    const files = [...sourceFiles('src/backend/firebase'), ...sourceFiles('functions/src')];
    expect(files.length).toBeGreaterThan(20);
    const bare = files.flatMap((file) => bareFields(readFileSync(file, 'utf8')).map((field) => `${file}: ${field}`));
    expect(bare).toEqual([]);
  });

  it('tells a bare field from a named one, over lines too', () => {
    expect(bareFields("query(all, where('status', '==', 'Pending'), orderBy(\n  'createdAt'))")).toEqual(['status', 'createdAt']);
    expect(bareFields(".where(bookingField('status'), '==', 'Pending').orderBy(documentId())")).toEqual([]);
  });

  it('are the stored names: a booking keeps the original site’s, the rest their code names', () => {
    expect(bookingField('travelDate')).toBe('checkInDate');
    expect(bookingField('endDate')).toBe('checkOutDate');
    expect(bookingField('itemId')).toBe('hotelId');
    expect(bookingField('status')).toBe('status');
    expect(bookingField('searchKeys')).toBe('searchKeys');
    expect(quoteField('token')).toBe('token');
    expect(storedField('tourPackages', 'days')).toBe('days');
  });
});
