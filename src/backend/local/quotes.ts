import { parseEach, parseInput, parseOne } from '../parse';
import {
  acceptQuote,
  askQuoteChange,
  quotesAwaitingAnswer,
  readQuote,
  saveQuote,
  sendQuote,
  type OperatorQuoteStore,
  type QuoteStore,
} from '../domain/transactions/quotes';
import type { Caller } from '../domain/callers';
import { defaultTaxSettings, enquirySchema, quoteSchema, taxSettingsSchema, type Quote } from '../schemas';
import { text } from '../schemas/fields';
import type { QuotesApi } from '../types';
import { abort, holdStores, mailDoc, transactionStore, type HoldTransaction } from './bookings';
import { pageOf, requireAdmin, requireCustomer, type LocalContext } from './context';
import { singletonIds } from './db';

const byNewestChange = (a: Quote, b: Quote) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * Quotes in the embedded demo: the same domain code as the hosted backend's functions, in one IndexedDB
 * transaction each. The demo protects nothing (its data is on the visitor's device); the token is still checked.
 */
export function createLocalQuotes(ctx: LocalContext): QuotesApi {
  const all = async () => parseEach(quoteSchema, await (await ctx.db()).getAll('quotes'), 'quote');
  const origin = () => globalThis.location?.origin ?? '';

  /** The quote stores plus the customer requests', in one transaction: a quote accepted is booked and held at once. */
  async function inTransaction<T>(
    work: (
      store: ReturnType<typeof transactionStore> & QuoteStore & Pick<OperatorQuoteStore, 'enquiry' | 'putEnquiry'>,
    ) => Promise<T>,
  ): Promise<T> {
    const tx = (await ctx.db()).transaction([...holdStores, 'quotes', 'enquiries'], 'readwrite');
    const quotes = tx.objectStore('quotes');
    const enquiries = tx.objectStore('enquiries');
    try {
      const result = await work({
        ...transactionStore(tx as unknown as HoldTransaction),
        quoteByToken: async (token) => parseOne(quoteSchema, (await quotes.index('byToken').get(token)) ?? null, 'quote'),
        putQuote: async (quote) => void (await quotes.put(quote)),
        enquiry: async (id) => parseOne(enquirySchema, (await enquiries.get(id)) ?? null, 'enquiry'),
        putEnquiry: async (enquiry) => void (await enquiries.put(enquiry)),
      });
      await tx.done;
      return result;
    } catch (error) {
      abort(tx);
      throw error;
    }
  }

  /** The operator's writes of a quote (with its enquiry and e-mail), in one transaction. */
  async function operatorTransaction<T>(work: (store: OperatorQuoteStore) => Promise<T>): Promise<T> {
    const tx = (await ctx.db()).transaction(['quotes', 'enquiries', 'mail', 'singletons'], 'readwrite');
    try {
      const result = await work({
        quote: async (id) => parseOne(quoteSchema, (await tx.objectStore('quotes').get(id)) ?? null, 'quote'),
        enquiry: async (id) => parseOne(enquirySchema, (await tx.objectStore('enquiries').get(id)) ?? null, 'enquiry'),
        putQuote: async (quote) => void (await tx.objectStore('quotes').put(quote)),
        putEnquiry: async (enquiry) => void (await tx.objectStore('enquiries').put(enquiry)),
        putMail: async (draft, createdAt) => void (await tx.objectStore('mail').put(mailDoc(draft, createdAt))),
        taxSettings: async () =>
          parseOne(taxSettingsSchema, (await tx.objectStore('singletons').get(singletonIds.tax)) ?? null, 'tax settings') ??
          defaultTaxSettings,
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
      return operatorTransaction((store) => saveQuote(store, input, { now: ctx.uniqueNow() }));
    },
    async send(id) {
      const admin = requireAdmin(ctx);
      const operator = { uid: admin.email, email: admin.email };
      return operatorTransaction((store) => sendQuote(store, { id, origin: origin() }, operator, { now: ctx.uniqueNow() }));
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
    async accept(token, version, billing) {
      const customer = requireCustomer(ctx);
      // The demo has no e-mail to verify: its accounts count as verified, as for any booking.
      const caller: Caller = { uid: customer.id, email: customer.email, emailVerified: customer.emailVerified ?? true };
      const input = { token, version, ...(billing ? { billing } : {}) };
      return inTransaction((store) => acceptQuote(store, input, caller, { now: ctx.uniqueNow() }));
    },
  };
}
