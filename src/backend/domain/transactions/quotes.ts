import { BackendError } from '../../errors';
import { limits } from '../../limits';
import { parseInput } from '../../parse';
import {
  bookingSchema,
  quoteAcceptInputSchema,
  quoteChangeInputSchema,
  quoteDraftInputSchema,
  quoteReadInputSchema,
  quoteSendInputSchema,
  type Billing,
  type Booking,
  type Enquiry,
  type PermitType,
  type Quote,
  type QuoteDraft,
  type QuoteVersion,
  type QuoteView,
  type TaxSettings,
} from '../../schemas/index';
import { formatCalendarDate, formatRupees } from '../../../lib/format';
import { todayInIndia } from '../calendar';
import type { Caller, RequestClock } from '../callers';
import { place, type BookingStore } from './customer-requests';
import { randomId } from '../ids';
import { documentsState } from '../traveller-permits';
import { bookingPermits } from '../trip-places';
import type { MailDraft } from '../mail';
import type { Operator } from '../operator';
import {
  asterStay,
  changedSinceSent,
  latestVersion,
  pricedQuoteContent,
  quotePrice,
  quoteState,
  quoteTaxOf,
  type QuotePrice,
} from '../quote-content';

/**
 * Quotes, the same in both adapters and in the Cloud Functions: what a quote totals, where it stands, what sending
 * makes of it (a new version when it changed since the last one sent), what its link shows, a change the customer
 * asks for, and acceptance, which books it through the customer requests' code like any booking (rooms and seats held).
 */

/** A quote's token: 24 random bytes (192 bits) as hex, so nobody reaches a quote without its link. */
export function quoteToken(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  return Array.from(random(24), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the customer reads a quote (the site's address goes in front in e-mails). */
export const quotePath = (token: string) => `/quote/${token}`;

/** quotes/{id} on the hosted backend: the quote without its id, times as ISO strings (they order as text). */
export const quoteFields = ({ id: _id, ...fields }: Quote) => JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;

/** How long a viewed quote may wait for an answer before the dashboard lists it. */
export const quoteAnswerDays = 3;

export const quoteExpiredMessage = 'This quote has expired and can no longer be accepted. Please call us for a new one.';
export const quoteSupersededMessage = 'This quote has changed since you opened it. Please read the new version before accepting.';
export const quoteNotSentMessage = 'This quote has not been sent yet.';
export const quoteAcceptedMessage = 'This quote has already been accepted.';

function invalid(message: string): never {
  throw new BackendError('invalid-data', message);
}

/**
 * A new quote, or the operator's changes to one (the versions sent stay as they were), priced with its GST and TCS
 * by the tax settings on the day it is saved.
 */
export function draftQuote(
  current: Quote | null,
  draft: QuoteDraft,
  ids: { id: string; token: string; now: number },
  settings: TaxSettings,
): Quote {
  if (current?.accepted) invalid(quoteAcceptedMessage);
  const { content, total } = pricedQuoteContent(draft.content, settings, todayInIndia(new Date(ids.now)));
  const at = new Date(ids.now).toISOString();
  return {
    viewedVersion: 0,
    versions: [],
    changeRequests: [],
    ...current,
    id: current?.id ?? ids.id,
    token: current?.token ?? ids.token,
    enquiryId: current?.enquiryId || draft.enquiryId,
    createdAt: current?.createdAt ?? at,
    updatedAt: at,
    content,
    total,
  };
}

/** The 'quote' e-mail: the link, the total and the validity, to the customer's address. */
export function quoteMail(quote: Quote, version: QuoteVersion, link: string, at: number): MailDraft | null {
  const to = version.content.customer.email;
  if (!to) return null;
  return {
    id: `${quote.id}-v${version.version}-${at}-${randomId().slice(0, 6)}`,
    to,
    template: {
      name: 'quote',
      data: {
        name: version.content.customer.name,
        title: version.content.title,
        version: version.version,
        totalText: formatRupees(version.total),
        validUntil: formatCalendarDate(version.content.validUntil),
        link,
      },
    },
  };
}

/**
 * Sending: the working copy, priced again on the day (a TCS rate may have changed since it was saved), becomes a new
 * version when it changed since the last one sent (the last one is then superseded), and the 'quote' e-mail goes to
 * the customer. Sending an unchanged quote sends the same version again. A quote past its validity date is not sent.
 */
export function quoteVersionSent(
  stored: Quote,
  by: string,
  origin: string,
  now: number,
  settings: TaxSettings,
): { quote: Quote; version: QuoteVersion; mail: MailDraft | null } {
  if (stored.accepted) invalid(quoteAcceptedMessage);
  const today = todayInIndia(new Date(now));
  if (stored.content.validUntil < today) invalid('The validity date has passed: please give a later one before sending.');
  const quote = { ...stored, ...pricedQuoteContent(stored.content, settings, today) };
  const at = new Date(now).toISOString();
  let latest = latestVersion(quote);
  let versions = quote.versions;
  if (!latest || changedSinceSent(quote)) {
    latest = { version: (latest?.version ?? 0) + 1, sentAt: at, by, content: quote.content, total: quote.total };
    versions = [...quote.versions, latest].slice(-limits.quoteVersionsKept);
  }
  const sent: Quote = { ...quote, versions, updatedAt: at };
  return { quote: sent, version: latest, mail: quoteMail(sent, latest, `${origin}${quotePath(quote.token)}`, now) };
}

/** What the customer's link shows; `viewed` is the quote to store when this opening marks it viewed. */
export function viewQuote(quote: Quote, now: number): { view: QuoteView; viewed: Quote | null } {
  const latest = latestVersion(quote) ?? invalidNotFound();
  const today = todayInIndia(new Date(now));
  const firstLook = quote.viewedVersion < latest.version;
  const viewed = firstLook ? { ...quote, viewedVersion: latest.version, viewedAt: new Date(now).toISOString() } : null;
  return {
    view: {
      version: latest.version,
      sentAt: latest.sentAt,
      content: latest.content,
      total: latest.total,
      state: quoteState(viewed ?? quote, today),
      changedSinceViewed: firstLook && quote.viewedVersion > 0,
      changeRequests: quote.changeRequests,
      acceptedReference: quote.accepted?.reference ?? '',
    },
    viewed,
  };
}

/** A quote not sent yet is not there for its link. */
function invalidNotFound(): never {
  throw new BackendError('not-found', 'This quote link is not valid. Please ask us for a new one.');
}

/** Whether the customer may accept `version` on `today`: sent, the latest, not expired, not accepted yet. */
export function acceptProblem(quote: Quote, version: number, today: string): string | null {
  const latest = latestVersion(quote);
  if (!latest) return quoteNotSentMessage;
  if (quote.accepted) return quoteAcceptedMessage;
  if (version !== latest.version) return quoteSupersededMessage;
  if (today > latest.content.validUntil) return quoteExpiredMessage;
  return null;
}

/** The quotes viewed at least `quoteAnswerDays` days ago and not answered since (no change asked, not accepted). */
export function quotesAwaitingAnswer(quotes: readonly Quote[], now: number): Quote[] {
  const cutoff = new Date(now - quoteAnswerDays * 86_400_000).toISOString();
  const today = todayInIndia(new Date(now));
  return quotes
    .filter((quote) => quoteState(quote, today) === 'viewed' && quote.viewedAt !== undefined && quote.viewedAt <= cutoff)
    .filter((quote) => !quote.changeRequests.some((request) => quote.viewedAt !== undefined && request.at >= quote.viewedAt))
    .sort((a, b) => (a.viewedAt ?? '').localeCompare(b.viewedAt ?? ''));
}

// ---- What the customer does through the server ----------------------------------------------------------

export interface QuoteStore {
  /** The quote with this token, or null. */
  quoteByToken(token: string): Promise<Quote | null>;
  putQuote(quote: Quote): Promise<void> | void;
}

/** Opens the link: the latest version, marked viewed the first time. A wrong token reads nothing. */
export async function readQuote(store: QuoteStore, input: unknown, clock: RequestClock): Promise<QuoteView> {
  const { token } = parseInput(quoteReadInputSchema, input);
  const quote = (await store.quoteByToken(token)) ?? invalidNotFound();
  const { view, viewed } = viewQuote(quote, clock.now);
  if (viewed) await store.putQuote(viewed);
  return view;
}

const hour = 3_600_000;
/** How many changes one quote's link may ask for in an hour. */
export const changeRequestsPerHour = 5;
export const tooManyChangeRequests =
  'You have asked for several changes in the last hour: we will reply to them first. Please call us if it is urgent.';

/** "Ask for a change": kept on the quote, and e-mailed to the operator. */
export async function askQuoteChange(
  store: QuoteStore & { operatorEmail(): Promise<string>; putMail(draft: MailDraft, createdAt: string): Promise<void> | void },
  input: unknown,
  clock: RequestClock,
): Promise<void> {
  const { token, message } = parseInput(quoteChangeInputSchema, input);
  const quote = (await store.quoteByToken(token)) ?? invalidNotFound();
  const latest = latestVersion(quote) ?? invalidNotFound();
  if (quote.accepted) invalid(quoteAcceptedMessage);
  // Each request e-mails the operator: a link passed around (or a script) must not flood the office's inbox.
  const lastHour = quote.changeRequests.filter((request) => Date.parse(request.at) > clock.now - hour);
  if (lastHour.length >= changeRequestsPerHour) throw new BackendError('limit-reached', tooManyChangeRequests);
  const operator = await store.operatorEmail();
  const at = new Date(clock.now).toISOString();
  const changeRequests = [...quote.changeRequests, { at, version: latest.version, message }].slice(-limits.quoteChangeRequests);
  await store.putQuote({ ...quote, changeRequests, updatedAt: at });
  await store.putMail(
    {
      id: `${quote.id}-change-${clock.now}-${randomId().slice(0, 6)}`,
      to: operator,
      template: {
        name: 'quote-change',
        data: { name: latest.content.customer.name, title: latest.content.title, version: latest.version, message },
      },
    },
    at,
  );
}

/**
 * The Pending booking an accepted version becomes: one trip over the quote's dates (its first day is the travel
 * date), the operator's lines as issued with the GST and TCS priced for whom the customer bills (`priced`), its days
 * and stays as its plan. It holds its Hotel Aster nights, and its seats when it starts on a fixed departure of the
 * tour it came from: both at once (holdsOf). Its permits follow from its days' places, so its travellers' documents
 * are due from the start like a tour's.
 */
export function quoteBooking(
  quote: Quote,
  version: QuoteVersion,
  priced: { price: QuotePrice; billing: Billing | undefined },
  departureTour: { id: string; departures: Record<string, number> } | null,
  permitTypes: readonly PermitType[],
  ids: { id: string; reference: string; createdAt: string },
  caller: Caller,
): Booking {
  const { content } = version;
  asterStay(content.stays);
  const onDeparture = departureTour !== null && departureTour.departures[content.startDate] !== undefined;
  const booking = parseInput(bookingSchema, {
    id: ids.id,
    reference: ids.reference,
    createdAt: ids.createdAt,
    kind: 'trip',
    ...(content.tourId ? { itemId: content.tourId } : {}),
    ...(onDeparture ? { fixedDeparture: true } : {}),
    userId: caller.uid,
    userEmail: caller.email,
    userName: content.customer.name,
    ...(content.customer.phone ? { phone: content.customer.phone } : {}),
    itemName: content.title,
    travelDate: content.startDate,
    endDate: content.endDate,
    travellers: content.party.length,
    party: content.party,
    totalPrice: priced.price.total,
    lines: priced.price.lines,
    ...(priced.price.tcs ? { tcs: priced.price.tcs } : {}),
    ...(priced.billing ? { billing: priced.billing } : {}),
    status: 'Pending',
    quote: { id: quote.id, version: version.version },
    plan: { startDate: content.startDate, endDate: content.endDate, days: content.days, stays: content.stays },
  });
  const permits = bookingPermits(booking, null, permitTypes);
  return { ...booking, ...documentsState(booking, { permits }, permitTypes, null) };
}

export const quoteForAnotherAddress =
  'This quote was made out to another e-mail address. Please sign in with the address it was sent to, or call us.';
export const quoteNeedsVerifiedAddress =
  'Please verify your e-mail address first: open the link we e-mailed you, then accept the quote.';

/**
 * Why `caller` may not accept a quote made out to `email`, or null. A quote that names an address is its
 * addressee's: whoever else holds the link (it may be forwarded) cannot take it, and an account proves the address
 * is its own by verifying it. A quote without an address is the link holder's.
 */
export function acceptorProblem(email: string, caller: Caller): string | null {
  if (!email) return null;
  if (email.trim().toLowerCase() !== caller.email.trim().toLowerCase()) return quoteForAnotherAddress;
  return caller.emailVerified ? null : quoteNeedsVerifiedAddress;
}

/**
 * "Accept this quote", by a signed-in customer (its addressee, when it names one): the version they read must still
 * be the latest and valid. It becomes a Pending booking through the customer requests' code (limits, holds, reference and
 * e-mails as for any booking), billed as the customer says (or as the quote names them) and taxed like a tour
 * booking on the day: its GST by that billing's place of supply, an overseas trip's TCS at the day's rate (higher
 * without a PAN). The quote records it, and the enquiry it answered is closed with the booking's reference.
 */
export async function acceptQuote(
  store: QuoteStore & BookingStore & Pick<OperatorQuoteStore, 'enquiry' | 'putEnquiry'>,
  input: unknown,
  caller: Caller,
  clock: RequestClock,
): Promise<Booking> {
  const { token, version, billing: given } = parseInput(quoteAcceptInputSchema, input);
  const quote = (await store.quoteByToken(token)) ?? invalidNotFound();
  const problem = acceptProblem(quote, version, todayInIndia(new Date(clock.now)));
  if (problem) invalid(problem);
  const latest = latestVersion(quote) ?? invalidNotFound();
  const acceptor = acceptorProblem(latest.content.customer.email, caller);
  if (acceptor) throw new BackendError('permission-denied', acceptor);
  const tourId = latest.content.tourId;
  const tour = tourId ? await store.item('tour', tourId).catch(() => null) : null;
  const departureTour = tour?.kind === 'tour' ? { id: tour.tour.id, departures: tour.tour.departures } : null;
  const { permitTypes, tax } = await store.pricingSettings();
  const billing = given ?? latest.content.billing;
  const price = quotePrice(latest.content, quoteTaxOf(tax, billing, todayInIndia(new Date(clock.now))));
  const enquiry = quote.enquiryId ? await store.enquiry(quote.enquiryId) : null;
  const booking = await place(
    store,
    (ids) => quoteBooking(quote, latest, { price, billing }, departureTour, permitTypes, ids, caller),
    caller,
    clock,
  );
  const at = new Date(clock.now).toISOString();
  await store.putQuote({
    ...quote,
    updatedAt: at,
    accepted: { version, at, bookingId: booking.id, reference: booking.reference ?? '', userId: caller.uid },
  });
  if (enquiry)
    await store.putEnquiry({ ...enquiry, handled: true, ...(booking.reference ? { bookedAs: booking.reference } : {}) });
  return booking;
}

// ---- What the operator does through the server ----------------------------------------------------------

export interface OperatorQuoteStore {
  quote(id: string): Promise<Quote | null>;
  /** The enquiry a quote answers, or null when it is gone. */
  enquiry(id: string): Promise<Enquiry | null>;
  putQuote(quote: Quote): Promise<void> | void;
  putEnquiry(enquiry: Enquiry): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
  /** The operator's tax settings, which price a quote's GST and TCS. */
  taxSettings(): Promise<TaxSettings>;
}

/** The operator saves a new quote or their changes to one; its link's token is the backend's own. */
export async function saveQuote(store: OperatorQuoteStore, input: unknown, clock: RequestClock): Promise<Quote> {
  const draft = parseInput(quoteDraftInputSchema, input);
  const current = draft.id ? await store.quote(draft.id) : null;
  if (draft.id && !current) throw new BackendError('not-found');
  const settings = await store.taxSettings();
  const quote = draftQuote(current, draft, { id: randomId(), token: quoteToken(), now: clock.now }, settings);
  await store.putQuote(quote);
  return quote;
}

/**
 * The operator sends a quote (a new version when it changed): the quote, its e-mail and, when it answers an
 * enquiry still open, that enquiry marked answered, all in one write.
 */
export async function sendQuote(
  store: OperatorQuoteStore,
  input: unknown,
  operator: Operator,
  clock: RequestClock,
): Promise<{ quote: Quote; path: string }> {
  const { id, origin } = parseInput(quoteSendInputSchema, input);
  const current = (await store.quote(id)) ?? notFound();
  const enquiry = current.enquiryId ? await store.enquiry(current.enquiryId) : null;
  const settings = await store.taxSettings();
  const { quote, mail } = quoteVersionSent(current, operator.email, origin, clock.now, settings);
  await store.putQuote(quote);
  if (mail) await store.putMail(mail, new Date(clock.now).toISOString());
  if (enquiry && !enquiry.handled) await store.putEnquiry({ ...enquiry, handled: true });
  return { quote, path: quotePath(quote.token) };
}

function notFound(): never {
  throw new BackendError('not-found');
}
