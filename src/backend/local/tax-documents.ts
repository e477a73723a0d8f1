import { BackendError } from '../errors';
import { parseEach, parseInput } from '../parse';
import { issueTaxDocument } from '../domain/transactions/tax-documents';
import { taxDocumentSchema, type TaxDocument } from '../schemas';
import { text } from '../schemas/fields';
import type { TaxDocumentsApi } from '../types';
import { runInTransaction } from './bookings';
import { requireAdmin, type LocalContext } from './context';

const byNumber = (a: TaxDocument, b: TaxDocument) => a.kind.localeCompare(b.kind) || a.sequence - b.sequence;
const oldestFirst = (a: TaxDocument, b: TaxDocument) => a.issuedAt.localeCompare(b.issuedAt);

/**
 * Tax documents in the embedded demo: the tax documents transaction of the hosted backend's function, in one IndexedDB
 * transaction over the booking, the settings, the series' counter and the documents (the operator's transactions' own, so
 * a payment mark or a cancellation issues its documents in the transaction that stores it).
 */
export function createLocalTaxDocuments(ctx: LocalContext): TaxDocumentsApi {
  return {
    async issue(input) {
      const admin = requireAdmin(ctx);
      return runInTransaction(ctx, (store) => issueTaxDocument(store, input, { email: admin.email }, { now: ctx.uniqueNow() }));
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
