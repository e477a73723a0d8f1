import { collection, doc, limit, orderBy, query, setDoc, where, writeBatch } from 'firebase/firestore/lite';
import { z } from 'zod';
import { BackendError } from '../errors';
import { parseInput, parseOne } from '../parse';
import { randomId } from '../domain/ids';
import {
  quoteAnswerDays,
  quoteFields,
  quotePath,
  quoteToken,
  quotesAwaitingAnswer,
  saveQuoteDraft,
  sendQuote,
} from '../domain/quotes';
import { bookingSchema, quoteSchema, quoteViewSchema, type Quote } from '../schemas';
import type { QuotesApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage, withServerTimes } from './documents';
import { guard } from './error-codes';
import type { StoredDocument } from './converters';

const fromDocument = (stored: StoredDocument) => parseOne(quoteSchema, { ...stored.data, id: stored.id }, 'quote');
const fromDocuments = (docs: StoredDocument[]) => docs.map(fromDocument).filter((quote): quote is Quote => quote !== null);

/**
 * Quotes on the hosted backend. The operator lists, edits and sends them here (the rules let admins alone read or
 * write quotes); the customer's link reads, asks for a change and accepts through Cloud Functions that check the
 * token and run domain/quotes.ts.
 */
export function createFirebaseQuotes(ctx: FirebaseContext): QuotesApi {
  const quotes = () => collection(ctx.adminDb, 'quotes');
  const readQuote = async (id: string) => (isDocumentId(id) ? readOne(doc(ctx.adminDb, 'quotes', id), fromDocument) : null);

  return {
    page: (request) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readPage({ query: query(quotes(), orderBy('updatedAt', 'desc')), read: fromDocument, keep: () => true }, request);
      }),
    get: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readQuote(id);
      }),
    forEnquiry: (enquiryId) =>
      guard(async () => {
        await ctx.requireAdmin();
        const found = await readAll(query(quotes(), where('enquiryId', '==', enquiryId), limit(50)), fromDocuments);
        return found.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      }),
    saveDraft: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        const id = typeof input.id === 'string' && input.id ? input.id : null;
        const current = id ? await readQuote(id) : null;
        if (id && !current) throw new BackendError('not-found');
        const quote = saveQuoteDraft(current, input, { id: randomId(), token: quoteToken(), now: ctx.uniqueNow() });
        await setDoc(doc(ctx.adminDb, 'quotes', quote.id), quoteFields(quote));
        return quote;
      }),
    send: (id) =>
      guard(async () => {
        const admin = await ctx.requireAdmin();
        const current = await readQuote(id);
        if (!current) throw new BackendError('not-found');
        const now = ctx.uniqueNow();
        const { quote, mail } = sendQuote(current, admin.email, globalThis.location?.origin ?? '', now);
        // The quote and its e-mail together.
        const batch = writeBatch(ctx.adminDb);
        batch.set(doc(ctx.adminDb, 'quotes', quote.id), quoteFields(quote));
        if (mail) {
          const fields = ctx.convert.mail.toFields({ ...mail, createdAt: new Date(now).toISOString() });
          batch.set(doc(ctx.adminDb, 'mail', mail.id), withServerTimes(fields, ctx.convert.mail.timeFields));
        }
        await batch.commit();
        return { quote, path: quotePath(quote.token) };
      }),
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
          query(quotes(), where('viewedAt', '<=', cutoff), orderBy('viewedAt'), limit(4 * count + 10)),
          fromDocuments,
        );
        return quotesAwaitingAnswer(candidates, now).slice(0, count);
      }),
    read: (token) => guard(async () => parseInput(quoteViewSchema, await ctx.call('readQuote', { token }))),
    askForChange: (token, message) =>
      guard(async () => {
        await ctx.call('askQuoteChange', { token, message });
      }),
    accept: (token, version) =>
      guard(async () => {
        await ctx.requireCustomer();
        await ctx.refreshCustomer();
        return parseInput(bookingSchema, await ctx.call('acceptQuote', { token, version: z.number().int().parse(version) }));
      }),
  };
}
