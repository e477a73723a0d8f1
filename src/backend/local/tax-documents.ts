import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { issueTaxDocument } from '../domain/gst/document-desk';
import { bookingSchema, defaultTaxSettings, taxDocumentSchema, taxSettingsSchema, type TaxDocument } from '../schemas';
import { text } from '../schemas/fields';
import type { TaxDocumentsApi } from '../types';
import { abort } from './bookings';
import { requireAdmin, type LocalContext } from './context';
import { singletonIds } from './db';

const byNumber = (a: TaxDocument, b: TaxDocument) => a.kind.localeCompare(b.kind) || a.sequence - b.sequence;
const oldestFirst = (a: TaxDocument, b: TaxDocument) => a.issuedAt.localeCompare(b.issuedAt);

/**
 * Tax documents in the embedded demo: the documents desk of the hosted backend's function, in one IndexedDB
 * transaction over the booking, the settings, the series' counter and the documents.
 */
export function createLocalTaxDocuments(ctx: LocalContext): TaxDocumentsApi {
  return {
    async issue(input) {
      const admin = requireAdmin(ctx);
      const tx = (await ctx.db()).transaction(['hotelBookings', 'singletons', 'documentSeries', 'taxDocuments'], 'readwrite');
      try {
        const documents = tx.objectStore('taxDocuments');
        const series = tx.objectStore('documentSeries');
        const issued = await issueTaxDocument(
          {
            booking: async (id) => parseOne(bookingSchema, (await tx.objectStore('hotelBookings').get(id)) ?? null, 'booking'),
            taxSettings: async () =>
              parseOne(taxSettingsSchema, (await tx.objectStore('singletons').get(singletonIds.tax)) ?? null, 'tax settings') ??
              defaultTaxSettings,
            documentsOfBooking: async (bookingId) =>
              parseEach(taxDocumentSchema, await documents.index('byBooking').getAll(bookingId), 'tax document'),
            seriesLast: async (id) => {
              const stored = (await series.get(id)) as { last?: unknown } | undefined;
              return typeof stored?.last === 'number' ? stored.last : 0;
            },
            putSeries: async (id, last) => void (await series.put({ id, last })),
            // add, not put: a number once given is never written over.
            putDocument: async (document) => void (await documents.add(document)),
          },
          input,
          { email: admin.email },
          { now: ctx.uniqueNow() },
        );
        await tx.done;
        return issued;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
    async ofBooking(bookingId) {
      const id = parseInput(text(200), bookingId);
      const db = await ctx.db();
      const all = parseEach(taxDocumentSchema, await db.getAllFromIndex('taxDocuments', 'byBooking', id), 'tax document');
      if (ctx.admin.current()) return all.sort(oldestFirst);
      const customer = ctx.customer.current();
      if (!customer) throw new BackendError('permission-denied');
      return all.filter((document) => document.userId === customer.id).sort(oldestFirst);
    },
    async inMonth(month) {
      requireAdmin(ctx);
      const chosen = parseInput(text(7), month);
      const all = parseEach(taxDocumentSchema, await (await ctx.db()).getAll('taxDocuments'), 'tax document');
      return all.filter((document) => document.date.startsWith(`${chosen}-`)).sort(byNumber);
    },
  };
}
