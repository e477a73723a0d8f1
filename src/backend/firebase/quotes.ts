import { collection, doc, limit } from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { z } from 'zod';
import { parseInput, parseOne } from '../parse';
import { quoteAnswerDays, quotesAwaitingAnswer } from '../domain/transactions/quotes';
import { bookingSchema, quoteSchema, quoteViewSchema, type Quote } from '../schemas';
import type { QuotesApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage } from './documents';
import { guard } from './error-codes';
import type { StoredDocument } from './converters';
import { quoteField } from './stored-fields';

const fromDocument = (stored: StoredDocument) => parseOne(quoteSchema, { ...stored.data, id: stored.id }, 'quote');
const sentQuoteSchema = z.object({ quote: quoteSchema, path: z.string() });
const fromDocuments = (docs: StoredDocument[]) => docs.map(fromDocument).filter((quote): quote is Quote => quote !== null);

/**
 * Quotes on the hosted backend. The operator lists and reads them here (the rules let admins alone read quotes) and
 * saves and sends them through Cloud Functions; the customer's link reads, asks for a change and accepts through
 * Cloud Functions that check the token. All of them run domain/transactions/quotes.ts.
 */
export function createFirebaseQuotes(ctx: FirebaseContext): QuotesApi {
  const quotes = () => collection(ctx.adminDb, 'quotes');
  const readQuote = async (id: string) => (isDocumentId(id) ? readOne(doc(ctx.adminDb, 'quotes', id), fromDocument) : null);

  return {
    page: (request) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readPage(
          { query: query(quotes(), orderBy(quoteField('updatedAt'), 'desc')), read: fromDocument, keep: () => true },
          request,
        );
      }),
    get: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readQuote(id);
      }),
    forEnquiry: (enquiryId) =>
      guard(async () => {
        await ctx.requireAdmin();
        const found = await readAll(query(quotes(), where(quoteField('enquiryId'), '==', enquiryId), limit(50)), fromDocuments);
        return found.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      }),
    // The operator's writes run in the functions (admin claim, one transaction): the token is the server's own.
    saveDraft: (input) => guard(async () => parseInput(quoteSchema, await ctx.adminCall('saveQuote', input))),
    send: (id) =>
      guard(async () =>
        parseInput(sentQuoteSchema, await ctx.adminCall('sendQuote', { id, origin: globalThis.location?.origin ?? '' })),
      ),
    history: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return (await readQuote(id))?.versions ?? [];
      }),
    awaitingAnswer: (count) =>
      guard(async () => {
        await ctx.requireAdmin();
        const now = ctx.now();
        const cutoff = new Date(now - quoteAnswerDays * 86_400_000).toISOString();
        // Viewed long enough ago, oldest first; the shared rule then drops those answered since.
        const candidates = await readAll(
          query(quotes(), where(quoteField('viewedAt'), '<=', cutoff), orderBy(quoteField('viewedAt')), limit(4 * count + 10)),
          fromDocuments,
        );
        return quotesAwaitingAnswer(candidates, now).slice(0, count);
      }),
    read: (token) => guard(async () => parseInput(quoteViewSchema, await ctx.call('readQuote', { token }))),
    askForChange: (token, message) =>
      guard(async () => {
        await ctx.call('askQuoteChange', { token, message });
      }),
    accept: (token, version, billing) =>
      guard(async () => {
        await ctx.requireCustomer();
        await ctx.refreshCustomer();
        const input = { token, version: z.number().int().parse(version), ...(billing ? { billing } : {}) };
        return parseInput(bookingSchema, await ctx.call('acceptQuote', input));
      }),
  };
}
