import { isBackendError } from '../../errors';
import { samplePermitTypes } from '../../../../seed/data/permit-types';
import { holdsOf } from '../availability';
import {
  defaultTaxSettings,
  quoteDraftInputSchema,
  type Quote,
  type QuoteContentInput,
  type TaxSettings,
} from '../../schemas/index';
import { registeredOperator } from '../../../testing/tax';
import {
  acceptProblem,
  acceptorProblem,
  quoteForAnotherAddress,
  quoteNeedsVerifiedAddress,
  askQuoteChange,
  changeRequestsPerHour,
  quoteBooking,
  quoteExpiredMessage,
  quoteSupersededMessage,
  quoteToken,
  quotesAwaitingAnswer,
  draftQuote,
  quoteVersionSent,
  tooManyChangeRequests,
  viewQuote,
} from './quotes';
import { asterStay, quotePrice, quoteState } from '../quote-content';

const day = 86_400_000;
const now = Date.parse('2027-03-01T06:00:00Z');

const content = (changes: Partial<QuoteContentInput> = {}): QuoteContentInput => ({
  title: 'Sikkim and Darjeeling, 7 days',
  customer: { name: 'Pema Lhamu', email: 'pema@example.com', phone: '' },
  startDate: '2027-05-10',
  endDate: '2027-05-16',
  party: [{ age: 40 }, { age: 38 }, { age: 12 }, { age: 9 }],
  days: [{ title: 'Arrive in Gangtok' }, { title: 'Tsomgo Lake' }, { title: 'Rest day' }],
  stays: [],
  lines: [
    { kind: 'band', label: '4 travellers', amount: 80_000 },
    { kind: 'discount', label: 'Early booking', amount: -5_000 },
  ],
  validUntil: '2027-03-20',
  ...changes,
});

const draft = (changes: Partial<QuoteContentInput> = {}, settings: TaxSettings = defaultTaxSettings) =>
  draftQuote(null, quoteDraftInputSchema.parse({ content: content(changes) }), { id: 'q1', token: quoteToken(), now }, settings);

const sent = (quote: Quote = draft(), at = now, settings: TaxSettings = defaultTaxSettings) =>
  quoteVersionSent(quote, 'admin@example.com', 'https://example.com', at, settings).quote;

/** The accepted version priced with no tax (the operator neither registered nor with a TAN). */
const untaxed = (version: Quote['versions'][number]) => ({ price: quotePrice(version.content, null), billing: undefined });

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isBackendError(error) ? `${error.code}: ${error.message}` : 'other';
  }
  return 'none';
};

describe('quotes', () => {
  it('gives each quote an unguessable token of 192 random bits', () => {
    const token = quoteToken();
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(quoteToken()).not.toBe(token);
  });

  it('totals the lines, discounts included, and refuses a total below nothing', () => {
    expect(draft().total).toBe(75_000);
    expect(codeOf(() => draft({ lines: [{ kind: 'discount', label: 'Too much', amount: -1 }] }))).toMatch(/^invalid-data/);
  });

  it('is a draft until sent, then sent, viewed once opened, and expired after its validity date', () => {
    const quote = draft();
    expect(quoteState(quote, '2027-03-01')).toBe('draft');
    const once = sent(quote);
    expect(once.versions).toHaveLength(1);
    expect(quoteState(once, '2027-03-01')).toBe('sent');
    const { viewed, view } = viewQuote(once, now + 1000);
    expect(view.state).toBe('viewed');
    expect(view.changedSinceViewed).toBe(false);
    expect(viewed && quoteState(viewed, '2027-03-20')).toBe('viewed');
    expect(viewed && quoteState(viewed, '2027-03-21')).toBe('expired');
  });

  it('makes a new version only when the quote changed since it was sent, and says so to the customer', () => {
    const first = viewQuote(sent(), now).viewed as Quote;
    expect(sent(first).versions).toHaveLength(1);
    const edited = draftQuote(
      first,
      quoteDraftInputSchema.parse({ content: content({ days: [{ title: 'Arrive' }, { title: 'Lake' }, { title: 'Pelling' }] }) }),
      { id: 'x', token: 'y', now },
      defaultTaxSettings,
    );
    const second = sent(edited);
    expect(second.versions.map((version) => version.version)).toEqual([1, 2]);
    expect(second.versions[0]?.content.days[2]?.title).toBe('Rest day');
    const { view } = viewQuote(second, now);
    expect(view.version).toBe(2);
    expect(view.changedSinceViewed).toBe(true);
    expect(acceptProblem(second, 1, '2027-03-02')).toBe(quoteSupersededMessage);
    expect(acceptProblem(second, 2, '2027-03-02')).toBeNull();
    expect(acceptProblem(second, 2, '2027-03-21')).toBe(quoteExpiredMessage);
  });

  it('refuses to send a quote whose validity date has passed', () => {
    expect(
      codeOf(() => quoteVersionSent(draft({ validUntil: '2027-02-28' }), 'a@example.com', '', now, defaultTaxSettings)),
    ).toMatch(/validity date has passed/);
  });

  it('writes the quote e-mail with the link to the latest version', () => {
    const { mail } = quoteVersionSent(draft(), 'admin@example.com', 'https://example.com', now, defaultTaxSettings);
    expect(mail?.to).toBe('pema@example.com');
    expect(mail?.template.name).toBe('quote');
    expect(String(mail?.template.data.link)).toMatch(/^https:\/\/example\.com\/quote\/[0-9a-f]{48}$/);
    expect(mail?.template.data.totalText).toBe('₹75,000');
  });

  it('holds the nights at Hotel Aster in any order of the trip, in one room type and one count of rooms', () => {
    const stay = (night: string, roomTypeId = 'deluxe-double') => ({
      night,
      place: 'Gangtok',
      hotel: 'Hotel Aster',
      roomTypeId,
      rooms: 2,
    });
    expect(asterStay([stay('2027-05-15'), stay('2027-05-10'), stay('2027-05-14')])).toEqual({
      roomId: 'deluxe-double',
      nights: ['2027-05-10', '2027-05-14', '2027-05-15'],
      rooms: 2,
    });
    expect(codeOf(() => asterStay([stay('2027-05-10'), stay('2027-05-11', 'family-room')]))).toMatch(/one room type/);
    expect(codeOf(() => asterStay([stay('2027-05-10'), { ...stay('2027-05-11'), rooms: 1 }]))).toMatch(/same number/);
    expect(codeOf(() => asterStay([stay('2027-05-10'), stay('2027-05-10')]))).toMatch(/twice/);
  });

  it("refuses a night outside the trip's dates, and a trip longer than an itinerary may be", () => {
    const night = (date: string) => ({ night: date, place: 'Lachung', hotel: '', roomTypeId: '', rooms: 1 });
    expect(codeOf(() => draft({ stays: [night('2027-05-09')] }))).toMatch(/^invalid-data: The night of .* is not within/);
    expect(codeOf(() => draft({ stays: [night('2027-05-16')] }))).toMatch(/not within the trip/);
    expect(codeOf(() => draft({ stays: [night('2027-05-15')] }))).toBe('none');
    expect(codeOf(() => draft({ endDate: '2027-06-09' }))).toMatch(/at most 30 days/);
    expect(codeOf(() => draft({ endDate: '2027-06-08' }))).toBe('none');
  });

  it('books the accepted version as one trip over its dates: its lines and total as priced, its Aster nights held', () => {
    const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 2 };
    const quote = sent(
      draft({
        stays: [
          { night: '2027-05-10', ...aster },
          { night: '2027-05-11', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
          { night: '2027-05-13', ...aster },
        ],
      }),
    );
    const version = quote.versions[0]!;
    const caller = { uid: 'u1', email: 'pema@example.com', emailVerified: true };
    const ids = { id: 'b1', reference: 'AST-22222', createdAt: new Date(now).toISOString() };
    const booking = quoteBooking(quote, version, untaxed(version), null, samplePermitTypes, ids, caller);
    expect(booking).toMatchObject({ status: 'Pending', totalPrice: 75_000, kind: 'trip', travellers: 4 });
    expect([booking.travelDate, booking.endDate]).toEqual(['2027-05-10', '2027-05-16']);
    expect(booking.lines).toEqual(version.content.lines);
    expect(booking.quote).toEqual({ id: 'q1', version: 1 });
    expect(holdsOf(booking)).toEqual([
      { kind: 'nights', roomId: 'deluxe-double', nights: ['2027-05-10', '2027-05-13'], rooms: 2 },
    ]);
    // Lachung on day 2 needs the North Sikkim permit: its documents are due from the start, none given yet.
    expect(booking.documentsComplete).toBe(false);
    expect(booking.documentsDueOn).toBeDefined();

    const elsewhere = sent(draft({ tourId: 'bhutan' }));
    const onDeparture = quoteBooking(
      elsewhere,
      elsewhere.versions[0]!,
      untaxed(elsewhere.versions[0]!),
      { id: 'bhutan', departures: { '2027-05-10': 12 } },
      samplePermitTypes,
      ids,
      caller,
    );
    expect(onDeparture).toMatchObject({ kind: 'trip', itemId: 'bhutan', fixedDeparture: true, travellers: 4 });
    expect(holdsOf(onDeparture)).toEqual([{ kind: 'seats', tourId: 'bhutan', date: '2027-05-10', seats: 4 }]);

    // On a departure and sleeping at Hotel Aster too: it holds its seats and its nights.
    const both = sent(
      draft({
        tourId: 'bhutan',
        stays: [
          { night: '2027-05-10', ...aster },
          { night: '2027-05-13', ...aster },
        ],
      }),
    );
    const tripOnDeparture = quoteBooking(
      both,
      both.versions[0]!,
      untaxed(both.versions[0]!),
      { id: 'bhutan', departures: { '2027-05-10': 12 } },
      samplePermitTypes,
      ids,
      caller,
    );
    expect(tripOnDeparture).toMatchObject({ fixedDeparture: true, itemId: 'bhutan' });
    expect(holdsOf(tripOnDeparture)).toEqual([
      { kind: 'seats', tourId: 'bhutan', date: '2027-05-10', seats: 4 },
      { kind: 'nights', roomId: 'deluxe-double', nights: ['2027-05-10', '2027-05-13'], rooms: 2 },
    ]);
  });

  it('stores the GST and TCS the backend works out, in place of any a browser sent, and prices them again when sent', () => {
    const taxed = { ...registeredOperator, tcs: [{ from: '2026-04-01', rate: 2, threshold: 0, rateAbove: 2 }] };
    const bhutan = draft(
      {
        overseas: true,
        billing: { state: '19' },
        validUntil: '2027-04-30',
        lines: [
          { kind: 'band', label: '4 travellers', amount: 100_000 },
          { kind: 'tax', label: 'GST 5% (CGST 2.5% + SGST 2.5%)', amount: 5000 },
        ],
      },
      taxed,
    );
    // West Bengal: IGST 5% on ₹1,00,000, then TCS 5% on ₹1,05,000 (no PAN given).
    expect(bhutan.content.lines.map((line) => [line.kind, line.label, line.amount])).toEqual([
      ['band', '4 travellers', 100_000],
      ['tax', 'IGST 5%', 5000],
      ['tcs', 'TCS 5% (overseas tour package)', 5250],
    ]);
    expect(bhutan.total).toBe(110_250);
    const once = sent(bhutan, now, taxed);
    expect(once.versions[0]).toMatchObject({ total: 110_250, content: { lines: bhutan.content.lines } });
    // Sent again after a new TCS rate applies: priced on the day, a new version.
    const dearer = { ...taxed, tcs: [...taxed.tcs, { from: '2027-04-01', rate: 3, threshold: 0, rateAbove: 3 }] };
    const later = sent(once, Date.parse('2027-04-02T06:00:00Z'), dearer);
    expect(later.versions.map((version) => version.total)).toEqual([110_250, 105_000 + 6300]);
    expect(sent(once, now, taxed).versions).toHaveLength(1);
  });

  it('books an accepted trip abroad billed as the customer says, with its GST and TCS', () => {
    const quote = sent(draft({ overseas: true, lines: [{ kind: 'band', label: '4 travellers', amount: 100_000 }] }));
    const version = quote.versions[0]!;
    const billing = { state: '19' as const, pan: 'ABCPD1234E' };
    const priced = quotePrice(version.content, {
      rules: null,
      tcs: [{ from: '2026-04-01', rate: 2, threshold: 0, rateAbove: 2 }],
      recipient: { state: '19', pan: 'ABCPD1234E' },
      on: '2027-03-01',
    });
    const ids = { id: 'b2', reference: 'AST-22222', createdAt: new Date(now).toISOString() };
    const caller = { uid: 'u1', email: 'pema@example.com', emailVerified: true };
    const booking = quoteBooking(quote, version, { price: priced, billing }, null, samplePermitTypes, ids, caller);
    expect(booking).toMatchObject({ billing, totalPrice: 102_000, tcs: { base: 100_000, amount: 2000, withoutPan: false } });
    expect(booking.lines?.at(-1)).toMatchObject({ kind: 'tcs', amount: 2000 });
  });

  it("keeps asking for changes to a few an hour, so that a quote's link cannot flood the operator's inbox", async () => {
    let stored = sent();
    const mails: unknown[] = [];
    const store = {
      quoteByToken: (token: string) => Promise.resolve(token === stored.token ? stored : null),
      putQuote: (quote: Quote) => {
        stored = quote;
      },
      operatorEmail: () => Promise.resolve('office@example.com'),
      putMail: (draft: unknown) => {
        mails.push(draft);
      },
    };
    const ask = (at: number) => askQuoteChange(store, { token: stored.token, message: 'One more night?' }, { now: at });
    for (let i = 0; i < changeRequestsPerHour; i++) await ask(now + i * 60_000);
    await expect(ask(now + 10 * 60_000)).rejects.toMatchObject({ code: 'limit-reached', message: tooManyChangeRequests });
    expect(mails).toHaveLength(changeRequestsPerHour);
    await ask(now + 61 * 60_000);
    expect(stored.changeRequests).toHaveLength(changeRequestsPerHour + 1);
  });

  it('lists quotes viewed three days ago and not answered since', () => {
    const viewed = viewQuote(sent(), now).viewed as Quote;
    expect(quotesAwaitingAnswer([viewed], now + 2 * day)).toEqual([]);
    expect(quotesAwaitingAnswer([viewed], now + 3 * day).map((quote) => quote.id)).toEqual(['q1']);
    const answered = { ...viewed, changeRequests: [{ at: new Date(now + day).toISOString(), version: 1, message: 'Add a day' }] };
    expect(quotesAwaitingAnswer([answered], now + 3 * day)).toEqual([]);
  });
});

describe('who may accept a quote', () => {
  const caller = (email: string, emailVerified = true) => ({ uid: 'u1', email, emailVerified });

  it('is its addressee, with the address verified, when it names one; anyone with the link when it names none', () => {
    expect(acceptorProblem('pema@example.org', caller('Pema@Example.org'))).toBeNull();
    expect(acceptorProblem('pema@example.org', caller('pema@example.org', false))).toBe(quoteNeedsVerifiedAddress);
    expect(acceptorProblem('pema@example.org', caller('karma@example.org'))).toBe(quoteForAnotherAddress);
    expect(acceptorProblem('', caller('karma@example.org', false))).toBeNull();
  });
});
