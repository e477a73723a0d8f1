import { collection, getDocs, type Query } from 'firebase/firestore/lite';
import { query, where } from './query-shapes';
import { parseEach, parseInput } from '../parse';
import { issueDocumentInputSchema, taxDocumentSchema, type TaxDocument } from '../schemas';
import { text } from '../schemas/fields';
import type { TaxDocumentsApi } from '../types';
import type { FirebaseContext } from './context';
import { guard } from './error-codes';
import { taxDocumentField } from './stored-fields';

const byNumber = (a: TaxDocument, b: TaxDocument) => a.kind.localeCompare(b.kind) || a.sequence - b.sequence;
const oldestFirst = (a: TaxDocument, b: TaxDocument) => a.issuedAt.localeCompare(b.issuedAt);

async function documentsOf(source: Query): Promise<TaxDocument[]> {
  const snapshot = await getDocs(source);
  return parseEach(
    taxDocumentSchema,
    snapshot.docs.map((stored) => stored.data()),
    'tax document',
  );
}

/**
 * Tax documents: issued by the issueTaxDocument function (it numbers and stores them in one transaction), read
 * here. Nobody writes one from a browser, admins included (firestore.rules).
 */
export function createFirebaseTaxDocuments(ctx: FirebaseContext): TaxDocumentsApi {
  return {
    issue: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        return parseInput(
          taxDocumentSchema,
          await ctx.adminCall('issueTaxDocument', parseInput(issueDocumentInputSchema, input)),
        );
      }),
    ofBooking: (bookingId) =>
      guard(async () => {
        const id = parseInput(text(200), bookingId);
        const admin = await ctx.requireAdmin().catch(() => null);
        if (admin)
          return (
            await documentsOf(query(collection(ctx.adminDb, 'taxDocuments'), where(taxDocumentField('bookingId'), '==', id)))
          ).sort(oldestFirst);
        const uid = await ctx.requireCustomer();
        const mine = await documentsOf(
          query(collection(ctx.publicDb, 'taxDocuments'), where(taxDocumentField('userId'), '==', uid)),
        );
        return mine.filter((document) => document.bookingId === id).sort(oldestFirst);
      }),
    inMonth: (month) =>
      guard(async () => {
        await ctx.requireAdmin();
        const chosen = parseInput(text(7), month);
        const documents = await documentsOf(
          query(
            collection(ctx.adminDb, 'taxDocuments'),
            where(taxDocumentField('date'), '>=', `${chosen}-01`),
            where(taxDocumentField('date'), '<=', `${chosen}-31`),
          ),
        );
        return documents.sort(byNumber);
      }),
  };
}
