import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { randomId } from '../domain/ids';
import {
  acceptQuote,
  askQuoteChange,
  quotePath,
  quoteToken,
  quotesAwaitingAnswer,
  readQuote,
  saveQuoteDraft,
  sendQuote,
  type QuoteStore,
} from '../domain/quotes';
import type { Caller } from '../domain/customer-requests';
import { quoteSchema, type Quote } from '../schemas';
import { text } from '../schemas/fields';
import type { QuotesApi } from '../types';
import { abort, holdStores, mailDoc, transactionStore, type HoldTransaction } from './bookings';
import { pageOf, requireAdmin, requireCustomer, type LocalContext } from './context';

const byNewestChange = (a: Quote, b: Quote) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * Quotes in the embedded demo: the same domain code as the hosted backend's functions, in one IndexedDB
 * transaction each. The demo protects nothing (its data is on the visitor's device); the token is still checked.
 */
export function createLocalQuotes(ctx: LocalContext): QuotesApi {
  const all = async () => parseEach(quoteSchema, await (await ctx.db()).getAll('quotes'), 'quote');
  const origin = () => globalThis.location?.origin ?? '';

  /** The quote stores plus the request desk's, in one transaction: a quote accepted is booked and held at once. */
  async function inTransaction<T>(work: (store: ReturnType<typeof transactionStore> & QuoteStore) => Promise<T>): Promise<T> {
    const tx = (await ctx.db()).transaction([...holdStores, 'quotes'], 'readwrite');
    const quotes = tx.objectStore('quotes');
    try {
      const result = await work({
        ...transactionStore(tx as unknown as HoldTransaction),
        quoteByToken: async (token) => parseOne(quoteSchema, (await quotes.index('byToken').get(token)) ?? null, 'quote'),
        putQuote: async (quote) => void (await quotes.put(quote)),
      });
      await tx.done;
      return result;
    } catch (error) {
      abort(tx);
      throw error;
    }
  }

  return {
    async page(request) {
      requireAdmin(ctx);
      return pageOf((await all()).sort(byNewestChange), request);
    },
    async get(id) {
      requireAdmin(ctx);
      return parseOne(quoteSchema, (await (await ctx.db()).get('quotes', id)) ?? null, 'quote');
    },
    async forEnquiry(enquiryId) {
      requireAdmin(ctx);
      const id = parseInput(text(200), enquiryId);
      return parseEach(quoteSchema, await (await ctx.db()).getAllFromIndex('quotes', 'byEnquiry', id), 'quote').sort(
        byNewestChange,
      );
    },
    async saveDraft(input) {
      requireAdmin(ctx);
      const tx = (await ctx.db()).transaction('quotes', 'readwrite');
      try {
        const id = typeof input.id === 'string' && input.id ? input.id : null;
        const current = id ? parseOne(quoteSchema, (await tx.store.get(id)) ?? null, 'quote') : null;
        if (id && !current) throw new BackendError('not-found');
        const quote = saveQuoteDraft(current, input, { id: randomId(), token: quoteToken(), now: ctx.uniqueNow() });
        await tx.store.put(quote);
        await tx.done;
        return quote;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
    async send(id) {
      const admin = requireAdmin(ctx);
      const tx = (await ctx.db()).transaction(['quotes', 'mail'], 'readwrite');
      try {
        const current = parseOne(quoteSchema, (await tx.objectStore('quotes').get(id)) ?? null, 'quote');
        if (!current) throw new BackendError('not-found');
        const now = ctx.uniqueNow();
        const { quote, mail } = sendQuote(current, admin.email, origin(), now);
        await tx.objectStore('quotes').put(quote);
        if (mail) await tx.objectStore('mail').add(mailDoc(mail, new Date(now).toISOString()));
        await tx.done;
        return { quote, path: quotePath(quote.token) };
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
    async history(id) {
      requireAdmin(ctx);
      return parseOne(quoteSchema, (await (await ctx.db()).get('quotes', id)) ?? null, 'quote')?.versions ?? [];
    },
    async awaitingAnswer(count) {
      requireAdmin(ctx);
      return quotesAwaitingAnswer(await all(), ctx.now()).slice(0, count);
    },
    read: (token) => inTransaction((store) => readQuote(store, { token }, { now: ctx.now() })),
    askForChange: (token, message) =>
      inTransaction((store) => askQuoteChange(store, { token, message }, { now: ctx.uniqueNow() })),
    async accept(token, version) {
      const customer = requireCustomer(ctx);
      // The demo has no e-mail to verify: its accounts count as verified, as for any booking.
      const caller: Caller = { uid: customer.id, email: customer.email, emailVerified: customer.emailVerified ?? true };
      return inTransaction((store) => acceptQuote(store, { token, version }, caller, { now: ctx.uniqueNow() }));
    },
  };
}
