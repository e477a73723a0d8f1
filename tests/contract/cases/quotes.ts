import { describe, expect, it } from 'vitest';
import {
  quoteExpiredMessage,
  quoteForAnotherAddress,
  quoteNeedsVerifiedAddress,
  quoteSupersededMessage,
} from '../../../src/backend/domain/transactions/quotes';
import { bookingPermits } from '../../../src/backend/domain/trip-places';
import type { QuoteContentInput, TourInput, TourPackage } from '../../../src/backend/schemas';
import { northSikkimTour } from '../../../src/testing/north-sikkim';
import { registeredOperator } from '../../../src/testing/tax';
import type { Backend } from '../../../src/backend/types';
import {
  expectCode,
  roomRequest as roomStay,
  signUpCustomer,
  signUpUnverified,
  uniqueEmail,
  type ContractContext,
  type ContractHarness,
} from '../harness';

/** Four travellers in May 2031, two nights of them in Hotel Aster's Deluxe Double (two rooms). */
const content = (changes: Partial<QuoteContentInput> = {}): QuoteContentInput => ({
  title: 'Sikkim for four',
  customer: { name: 'Pema Lhamu', email: 'pema.quote@example.org', phone: '+919800012345' },
  startDate: '2031-05-09',
  endDate: '2031-05-14',
  party: [{ age: 41 }, { age: 39 }, { age: 14 }, { age: 10 }],
  days: [{ title: 'Arrive in Gangtok' }, { title: 'Tsomgo Lake' }, { title: 'Rumtek Monastery' }],
  stays: [
    { night: '2031-05-10', place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 2 },
    { night: '2031-05-11', place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 2 },
  ],
  vehicle: 'Private Innova',
  lines: [
    { kind: 'band', label: 'Trip for 4', amount: 84_000 },
    { kind: 'discount', label: 'Early booking', amount: -4_000 },
  ],
  validUntil: '2031-01-31',
  ...changes,
});

/** A quote the admin wrote and sent; the admin stays signed in. */
async function sentQuote(harness: ContractHarness, backend: Backend, changes: Partial<QuoteContentInput> = {}) {
  await harness.signInAdmin(backend);
  const draft = await backend.quotes.saveDraft({ content: content(changes) });
  return (await backend.quotes.send(draft.id)).quote;
}

const wrongToken = 'ab'.repeat(24);

export function quoteCases({ harness, backend }: ContractContext) {
  describe('quotes', () => {
    it('are listed and written by admins only; the link reads the latest version with its token, and nothing without it', async () => {
      await expectCode(backend().quotes.page({ size: 10 }), 'permission-denied');
      await expectCode(backend().quotes.saveDraft({ content: content() }), 'permission-denied');
      await signUpCustomer(backend(), 'Karma');
      await expectCode(backend().quotes.page({ size: 10 }), 'permission-denied');
      await expectCode(backend().quotes.saveDraft({ content: content() }), 'permission-denied');
      await backend().auth.signOut();

      await harness.signInAdmin(backend());
      const draft = await backend().quotes.saveDraft({ enquiryId: 'enquiry-1', content: content() });
      expect(draft.total).toBe(80_000);
      expect(draft.token).toMatch(/^[0-9a-f]{48}$/);
      await expectCode(backend().quotes.read(draft.token), 'not-found');
      const { quote, path } = await backend().quotes.send(draft.id);
      expect(path).toBe(`/quote/${draft.token}`);
      expect(quote.versions.map((version) => version.version)).toEqual([1]);
      expect((await backend().quotes.forEnquiry('enquiry-1')).map((found) => found.id)).toEqual([draft.id]);
      const mail = (await backend().mail.latest(10)).find((message) => message.template.name === 'quote');
      expect(mail?.to).toBe('pema.quote@example.org');
      expect(String(mail?.template.data.link)).toMatch(new RegExp(`/quote/${draft.token}$`));
      await backend().admin.signOut();

      await expectCode(backend().quotes.read(wrongToken), 'not-found');
      await expectCode(backend().quotes.read(''), 'invalid-data');
      const view = await backend().quotes.read(draft.token);
      expect(view).toMatchObject({ version: 1, total: 80_000, state: 'viewed', changedSinceViewed: false });
      await expectCode(backend().quotes.askForChange(wrongToken, 'A night more?'), 'not-found');
      await backend().quotes.askForChange(draft.token, 'Could we add a night in Pelling?');

      await harness.signInAdmin(backend());
      const stored = await backend().quotes.get(draft.id);
      expect(stored?.viewedVersion).toBe(1);
      expect(stored?.changeRequests.map((request) => request.message)).toEqual(['Could we add a night in Pelling?']);
      const operatorMail = (await backend().mail.latest(10)).find((message) => message.template.name === 'quote-change');
      expect(operatorMail?.template.data).toMatchObject({ version: 1, message: 'Could we add a night in Pelling?' });
    });

    it('are sent by admins only', async () => {
      await harness.signInAdmin(backend());
      const draft = await backend().quotes.saveDraft({ content: content() });
      await backend().admin.signOut();
      await expectCode(backend().quotes.send(draft.id), 'permission-denied');
      await signUpCustomer(backend(), 'Karma');
      await expectCode(backend().quotes.send(draft.id), 'permission-denied');
    });

    it('marks the enquiry a quote answers as handled when the quote is sent, and sends nothing for a quote not there', async () => {
      const enquiry = await backend().enquiries.create({
        name: 'Pema Lhamu',
        contact: 'pema.quote@example.org',
        subject: 'A trip for four',
        message: 'Five days in May?',
      });
      await harness.signInAdmin(backend());
      const draft = await backend().quotes.saveDraft({ enquiryId: enquiry.id, content: content() });
      expect(await backend().enquiries.countAwaitingReply()).toBe(1);
      const { quote } = await backend().quotes.send(draft.id);
      expect(quote.enquiryId).toBe(enquiry.id);
      expect((await backend().enquiries.page({ size: 10 })).items.find((found) => found.id === enquiry.id)?.handled).toBe(true);
      expect(await backend().enquiries.countAwaitingReply()).toBe(0);
      await expectCode(backend().quotes.send('no-such-quote'), 'not-found');
    });

    it('accepts only the latest version: a Pending booking of exactly its total, holding its Hotel Aster nights', async () => {
      const email = uniqueEmail('pema');
      const customer = { ...content().customer, email };
      const first = await sentQuote(harness, backend(), { customer });
      const lines = [...content().lines, { kind: 'other' as const, label: 'Extra night in Pelling', detail: '', amount: 6_000 }];
      await backend().quotes.saveDraft({ id: first.id, content: content({ customer, lines }) });
      const second = (await backend().quotes.send(first.id)).quote;
      expect(second.versions.map((version) => version.total)).toEqual([80_000, 86_000]);
      expect((await backend().quotes.history(first.id)).map((version) => version.version)).toEqual([1, 2]);
      await backend().admin.signOut();

      const view = await backend().quotes.read(first.token);
      expect(view.version).toBe(2);
      await expectCode(backend().quotes.accept(first.token, 2), 'permission-denied');
      // Whoever else holds the link (it may be forwarded) cannot take the quote made out to Pema.
      await signUpCustomer(backend(), 'Karma');
      await expectCode(backend().quotes.accept(first.token, 2), 'permission-denied', quoteForAnotherAddress);
      await backend().auth.signOut();
      await signUpCustomer(backend(), 'Pema', email.toUpperCase());
      await expectCode(backend().quotes.accept(first.token, 1), 'invalid-data', quoteSupersededMessage);
      await expectCode(backend().quotes.accept(wrongToken, 2), 'not-found');
      const booking = await backend().quotes.accept(first.token, 2);
      expect(booking).toMatchObject({
        status: 'Pending',
        totalPrice: 86_000,
        kind: 'trip',
        travelDate: '2031-05-09',
        endDate: '2031-05-14',
        quote: { id: first.id, version: 2 },
      });
      expect(booking.lines?.reduce((sum, line) => sum + line.amount, 0)).toBe(86_000);
      expect((await backend().bookings.listMine()).map((mine) => mine.id)).toEqual([booking.id]);
      const held = await backend().availability.roomNights('deluxe-double', '2031-05', 1);
      expect([held['2031-05-10'], held['2031-05-11'], held['2031-05-12'] ?? 0]).toEqual([2, 2, 0]);
      await expectCode(backend().quotes.accept(first.token, 2), 'invalid-data');
      expect((await backend().quotes.read(first.token)).state).toBe('accepted');
    });

    it("books nights 1, 4 and 5 at Hotel Aster as one trip over the quote's dates, holding those nights only, and closes the enquiry", async () => {
      const enquiry = await backend().enquiries.create({
        name: 'Sudipta Ghosh',
        contact: 'sudipta.quote@example.org',
        subject: 'Durga Puja in North Sikkim',
        message: 'Four of us, 8 to 13 October?',
      });
      const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 1 };
      const lachung = { place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 };
      await harness.signInAdmin(backend());
      const email = uniqueEmail('sudipta');
      const draft = await backend().quotes.saveDraft({
        enquiryId: enquiry.id,
        content: content({
          customer: { name: 'Sudipta Roy', email, phone: '+919800012345' },
          title: 'Durga Puja in North Sikkim and Gangtok',
          startDate: '2031-10-08',
          endDate: '2031-10-13',
          stays: [
            { night: '2031-10-08', ...aster },
            { night: '2031-10-09', ...lachung },
            { night: '2031-10-10', ...lachung },
            { night: '2031-10-11', ...aster },
            { night: '2031-10-12', ...aster },
          ],
          inclusions: ['North Sikkim permits', 'Breakfast and dinner in Lachung'],
          validUntil: '2031-06-30',
        }),
      });
      const quote = (await backend().quotes.send(draft.id)).quote;
      await backend().admin.signOut();
      await signUpCustomer(backend(), 'Sudipta', email);
      const booking = await backend().quotes.accept(quote.token, 1);
      expect(booking).toMatchObject({ kind: 'trip', travelDate: '2031-10-08', endDate: '2031-10-13', totalPrice: 80_000 });
      expect(booking.plan?.stays.map((stay) => stay.night)).toEqual([
        '2031-10-08',
        '2031-10-09',
        '2031-10-10',
        '2031-10-11',
        '2031-10-12',
      ]);
      expect((await backend().bookings.listMine()).find((mine) => mine.id === booking.id)?.kind).toBe('trip');
      const held = await backend().availability.roomNights('deluxe-double', '2031-10', 1);
      expect(['07', '08', '09', '10', '11', '12', '13'].map((day) => held[`2031-10-${day}`] ?? 0)).toEqual([0, 1, 0, 0, 1, 1, 0]);

      await harness.signInAdmin(backend());
      const closed = (await backend().enquiries.page({ size: 10 })).items.find((found) => found.id === enquiry.id);
      expect(closed).toMatchObject({ handled: true, bookedAs: booking.reference });
      const october = await backend().availability.occupancyMonth('2031-10');
      expect(october.bookings.map((found) => found.id)).toContain(booking.id);
    });

    // About 20 calls through three accounts: past the emulators' 30 s on a loaded 2-core machine (8-17 s idle).
    it('holds a trip on a fixed departure that sleeps at Hotel Aster by its seats and its nights, moves both or neither, and frees both', async () => {
      await harness.signInAdmin(backend());
      const hotel = await backend().hotelAster.get();
      await backend().hotelAster.save({
        profile: hotel.profile,
        rooms: hotel.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 1 } : room)),
      });
      const input: Partial<TourPackage> = { ...northSikkimTour({ '2031-10-08': 10, '2031-10-15': 10, '2031-10-22': 10 }) };
      delete input.id;
      const tourId = (await backend().tours.add(input as TourInput)).id;
      const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 1 };
      const lachung = { place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 };
      const email = uniqueEmail('sudipta');
      const draft = await backend().quotes.saveDraft({
        content: content({
          customer: { name: 'Sudipta Roy', email, phone: '+919800012345' },
          title: 'North Sikkim on the departure, Gangtok at Hotel Aster',
          tourId,
          startDate: '2031-10-08',
          endDate: '2031-10-13',
          stays: [
            { night: '2031-10-08', ...aster },
            { night: '2031-10-09', ...lachung },
            { night: '2031-10-10', ...lachung },
            { night: '2031-10-11', ...aster },
            { night: '2031-10-12', ...aster },
          ],
          validUntil: '2031-06-30',
        }),
      });
      const quote = (await backend().quotes.send(draft.id)).quote;
      await backend().admin.signOut();
      const family = await harness.sibling();
      await signUpCustomer(family, 'Sudipta', email);
      const trip = await family.quotes.accept(quote.token, 1);
      expect(trip).toMatchObject({ kind: 'trip', itemId: tourId, fixedDeparture: true, travelDate: '2031-10-08' });

      const days = ['08', '11', '12', '15', '18', '19', '22', '25', '26'];
      /** Seats taken on the three departures, and the Deluxe Double rooms taken on the nights the trip may hold. */
      const holds = async () => {
        const seats = await backend().availability.departureSeats(tourId);
        const rooms = await backend().availability.roomNights('deluxe-double', '2031-10', 1);
        return {
          seats: ['08', '15', '22'].map((day) => seats[`2031-10-${day}`] ?? 0),
          rooms: days.map((day) => rooms[`2031-10-${day}`] ?? 0),
        };
      };
      await harness.signInAdmin(backend());
      expect(await holds()).toEqual({ seats: [4, 0, 0], rooms: [1, 1, 1, 0, 0, 0, 0, 0, 0] });

      // The one Deluxe Double taken on the 18th and 19th: the departure of the 15th has the seats, not the room.
      await backend().bookings.createForCustomer({
        kind: 'room',
        itemId: 'deluxe-double',
        userName: 'Karma Bhutia',
        phone: '+919800055501',
        travelDate: '2031-10-18',
        endDate: '2031-10-20',
        travellers: 2,
        mealPlan: 'map',
      });
      await expectCode(backend().alerts.previewMove(trip.id, '2031-10-15'), 'sold-out', /18 Oct 2031/);
      await expectCode(backend().alerts.moveBooking(trip.id, '2031-10-15'), 'sold-out', /18 Oct 2031/);
      expect(await holds()).toEqual({ seats: [4, 0, 0], rooms: [1, 1, 1, 0, 1, 1, 0, 0, 0] });
      expect(await backend().bookings.get(trip.id)).toMatchObject({ travelDate: '2031-10-08' });

      expect(await backend().alerts.previewMove(trip.id, '2031-10-22')).toEqual({ price: null });
      await backend().alerts.moveBooking(trip.id, '2031-10-22');
      expect(await holds()).toEqual({ seats: [0, 0, 4], rooms: [0, 0, 0, 0, 1, 1, 1, 1, 1] });
      expect((await backend().bookings.get(trip.id))?.plan?.stays.map((stay) => stay.night)).toEqual([
        '2031-10-22',
        '2031-10-23',
        '2031-10-24',
        '2031-10-25',
        '2031-10-26',
      ]);

      await backend().bookings.updateStatus(trip.id, 'Cancelled');
      expect(await holds()).toEqual({ seats: [0, 0, 0], rooms: [0, 0, 0, 0, 1, 1, 0, 0, 0] });
    }, 90_000);

    // About 20 calls through three accounts: past the emulators' 30 s on a loaded 2-core machine (8-17 s idle).
    it("lets a lapsed trip's seats and Hotel Aster nights go together to the next customer, and refuses to hold it again once sold", async () => {
      await harness.signInAdmin(backend());
      const hotel = await backend().hotelAster.get();
      await backend().hotelAster.save({
        profile: hotel.profile,
        rooms: hotel.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 1 } : room)),
      });
      const input: Partial<TourPackage> = { ...northSikkimTour({ '2031-10-08': 10 }) };
      delete input.id;
      const tourId = (await backend().tours.add(input as TourInput)).id;
      const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 1 };
      const email = uniqueEmail('sudipta');
      const draft = await backend().quotes.saveDraft({
        content: content({
          customer: { name: 'Sudipta Roy', email, phone: '+919800012345' },
          tourId,
          startDate: '2031-10-08',
          endDate: '2031-10-13',
          stays: [
            { night: '2031-10-08', ...aster },
            { night: '2031-10-09', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
            { night: '2031-10-11', ...aster },
          ],
          validUntil: '2031-06-30',
        }),
      });
      const quote = (await backend().quotes.send(draft.id)).quote;
      const family = await harness.sibling();
      await signUpCustomer(family, 'Sudipta', email);
      const trip = await family.quotes.accept(quote.token, 1);
      const holds = async () => {
        const rooms = await backend().availability.roomNights('deluxe-double', '2031-10', 1);
        return {
          seats: (await backend().availability.departureSeats(tourId))['2031-10-08'] ?? 0,
          rooms: ['08', '11', '12'].map((day) => rooms[`2031-10-${day}`] ?? 0),
        };
      };
      expect(await holds()).toEqual({ seats: 4, rooms: [1, 1, 0] });

      const stay = { ...roomStay, travelDate: '2031-10-11', endDate: '2031-10-13' };
      const guest = await harness.sibling();
      await signUpCustomer(guest, 'Karma');
      await expectCode(guest.bookings.create(stay), 'sold-out', /11 Oct 2031/);
      // The operator did not confirm the trip within the hold hours: its room and its seats both go back on sale.
      await harness.moveClock(49 * 3_600_000);
      const next = await guest.bookings.create(stay);
      expect(next.status).toBe('Pending');
      expect(await holds()).toEqual({ seats: 0, rooms: [0, 1, 1] });
      expect((await backend().bookings.get(trip.id))?.holdReleasedAt).toEqual(expect.any(String));
      await expectCode(backend().bookings.updateStatus(trip.id, 'Confirmed'), 'sold-out', /11 Oct 2031/);
      expect(await holds()).toEqual({ seats: 0, rooms: [0, 1, 1] });
      await backend().bookings.updateStatus(next.id, 'Cancelled');
      await backend().bookings.updateStatus(trip.id, 'Confirmed');
      expect(await holds()).toEqual({ seats: 4, rooms: [1, 1, 0] });
    }, 90_000);

    it('books a tailored trip as its own days: a closure of its places touches it, and its places name its permits', async () => {
      const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 1 };
      // A quote that names no address is for whoever holds its link.
      const quote = await sentQuote(harness, backend(), {
        customer: { name: 'Sudipta Roy', email: '', phone: '+919800012345' },
        title: 'Durga Puja in North Sikkim and Gangtok',
        startDate: '2031-10-08',
        endDate: '2031-10-10',
        days: [{ title: 'Arrive in Gangtok' }, { title: 'Gangtok to Lachung' }, { title: 'Lachung to Gangtok' }],
        stays: [
          { night: '2031-10-08', ...aster },
          { night: '2031-10-09', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
        ],
        validUntil: '2031-06-30',
      });
      await backend().admin.signOut();
      await signUpCustomer(backend(), 'Sudipta');
      const booking = await backend().quotes.accept(quote.token, 1);
      expect(booking.plan).toMatchObject({ startDate: '2031-10-08', endDate: '2031-10-10' });
      expect(bookingPermits(booking, null, await backend().permits.list())).toEqual([
        { permitId: 'north-sikkim', day: 2 },
        { permitId: 'north-sikkim', day: 3 },
      ]);

      await harness.signInAdmin(backend());
      const closure = await backend().alerts.save({
        kind: 'road-closed',
        title: 'North Sikkim highway closed',
        places: ['North Sikkim', 'Lachung', 'Yumthang', 'Lachen'],
        from: '2031-10-09',
        to: '2031-10-11',
        message: '',
      });
      const affected = await backend().alerts.affected(closure.id);
      expect(affected.map((entry) => [entry.booking.id, entry.dates])).toEqual([[booking.id, ['2031-10-09', '2031-10-10']]]);
      expect(await backend().alerts.notifyAll(closure.id)).toEqual({ sent: 1, alreadyTold: 0 });
      const mails = (await backend().mail.latest(20)).filter((mail) => mail.template.name === 'travel-alert');
      expect(mails.map((mail) => mail.template.data.reference)).toEqual([booking.reference]);
    });

    it('is accepted by its addressee only once they have verified the address', async () => {
      const email = uniqueEmail('pema');
      const quote = await sentQuote(harness, backend(), { customer: { ...content().customer, email } });
      await backend().admin.signOut();
      await signUpUnverified(harness, backend(), 'Pema', email);
      await expectCode(backend().quotes.accept(quote.token, 1), 'permission-denied', quoteNeedsVerifiedAddress);
      expect(await backend().bookings.listMine()).toEqual([]);
      await harness.verifyEmail(email);
      await backend().auth.signIn(email, 'customer-pass-1');
      expect(await backend().quotes.accept(quote.token, 1)).toMatchObject({ status: 'Pending', userEmail: email });
    });

    it('books a quote to Bhutan billed as the customer accepts it: GST by place of supply, TCS higher without a PAN, on its invoice', async () => {
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      const bhutan = (email: string) => ({
        title: 'Bhutan for four',
        customer: { name: 'Sudipta Ghosh', email, phone: '+919800012345' },
        days: [{ title: 'Phuentsholing' }, { title: 'Thimphu' }, { title: 'Paro' }],
        stays: [],
        overseas: true,
        billing: { state: '11' as const },
        // A GST line typed in the browser is the backend's to replace.
        lines: [...content().lines, { kind: 'tax' as const, label: 'GST 18%', detail: '', amount: 14_400 }],
      });
      const withPanEmail = uniqueEmail('sudipta');
      const withoutPanEmail = uniqueEmail('ghosh');
      const withPan = await sentQuote(harness, backend(), bhutan(withPanEmail));
      const withoutPan = await sentQuote(harness, backend(), bhutan(withoutPanEmail));
      // As sent, for a Sikkim address and no PAN: ₹80,000, GST 5% in Sikkim, TCS 5% (no PAN) on ₹84,000.
      expect(withPan.versions[0]?.content.lines.slice(2).map((line) => [line.label, line.amount])).toEqual([
        ['GST 5% (CGST 2.5% + SGST 2.5%)', 4000],
        ['TCS 5% (overseas tour package)', 4200],
      ]);
      expect(withPan.versions[0]?.total).toBe(88_200);
      await backend().admin.signOut();

      await signUpCustomer(backend(), 'Sudipta', withPanEmail);
      const kolkata = { state: '19' as const, pan: 'abcpd1234e' };
      await expectCode(backend().quotes.accept(withPan.token, 1, { ...kolkata, pan: 'ABCPD1234' }), 'invalid-data');
      const booked = await backend().quotes.accept(withPan.token, 1, kolkata);
      // Billed to West Bengal with a PAN: IGST 5%, then TCS 2% (the rate since 1 April 2026) on ₹84,000.
      expect(booked.lines?.slice(2)).toEqual([
        { kind: 'tax', label: 'IGST 5%', detail: 'on ₹80,000', amount: 4000 },
        { kind: 'tcs', label: 'TCS 2% (overseas tour package)', detail: 'on ₹84,000', amount: 1680 },
      ]);
      expect(booked).toMatchObject({
        kind: 'trip',
        billing: { state: '19', pan: 'ABCPD1234E' },
        tcs: { base: 84_000, rate: 2, withoutPan: false, amount: 1680 },
        totalPrice: 85_680,
      });
      await backend().auth.signOut();

      await signUpCustomer(backend(), 'Ghosh', withoutPanEmail);
      const unbilled = await backend().quotes.accept(withoutPan.token, 1, { state: '19' });
      expect(unbilled).toMatchObject({ tcs: { base: 84_000, rate: 5, withoutPan: true, amount: 4200 }, totalPrice: 88_200 });
      expect(unbilled.lines?.at(-1)).toMatchObject({
        label: 'TCS 5% (overseas tour package)',
        detail: 'on ₹84,000, without a PAN',
      });

      await harness.signInAdmin(backend());
      const invoice = await backend().taxDocuments.issue({
        bookingId: booked.id,
        kind: 'invoice',
        recipient: { address: 'Salt Lake, Kolkata', state: '19' },
      });
      expect(invoice).toMatchObject({ placeOfSupply: '19', taxableValue: 80_000, igst: 4000, tcs: booked.tcs, total: 85_680 });
    });

    it('refuses an expired quote', async () => {
      const quote = await sentQuote(harness, backend(), { validUntil: '2030-12-20', stays: [] });
      await backend().admin.signOut();
      await harness.moveClock(10 * 86_400_000);
      await signUpCustomer(backend(), 'Pema');
      expect((await backend().quotes.read(quote.token)).state).toBe('expired');
      await expectCode(backend().quotes.accept(quote.token, 1), 'invalid-data', quoteExpiredMessage);
      expect(await backend().bookings.listMine()).toEqual([]);
    });
  });
}
