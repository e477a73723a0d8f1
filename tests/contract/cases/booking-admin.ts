import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/backend/schemas';
import type { Backend, BookingFilter } from '../../../src/backend/types';
import {
  expectCode,
  flightRequest,
  roomRequest,
  signUpCustomer,
  signUpUnverified,
  tourRequest,
  type ContractContext,
} from '../harness';

async function everyPage(backend: Backend, filter: BookingFilter, size: number): Promise<Booking[]> {
  const all: Booking[] = [];
  let page = await backend.bookings.page(filter, { size });
  all.push(...page.items);
  while (page.next) {
    page = await backend.bookings.page(filter, { size, after: page.next });
    all.push(...page.items);
  }
  return all;
}

export function bookingAdminCases({ harness, backend }: ContractContext) {
  describe("the operator's bookings", () => {
    it('are for the admin only', async () => {
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().bookings.page({}, { size: 10 }), 'permission-denied');
      await expectCode(backend().bookings.count({}), 'permission-denied');
      await expectCode(backend().bookings.updateStatus('booking_sample_2', 'Confirmed'), 'permission-denied');
      await expectCode(backend().bookings.needsAttention('2031-01-01'), 'permission-denied');
      await expectCode(backend().mail.latest(5), 'permission-denied');
    });

    it('filter by status, kind, travel dates and cancellation requests, page by page with the total counted', async () => {
      await signUpCustomer(backend(), 'Pema');
      const tour = await backend().bookings.create(tourRequest);
      const room = await backend().bookings.create(roomRequest);
      const flight = await backend().bookings.create(flightRequest);
      await backend().bookings.requestCancellation(tour.id);
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(room.id, 'Confirmed');

      const newestFirst = [flight.id, room.id, tour.id, 'booking_sample_2', 'booking_sample_1'];
      expect((await everyPage(backend(), {}, 2)).map((b) => b.id)).toEqual(newestFirst);
      expect(await backend().bookings.count({})).toBe(5);
      expect((await everyPage(backend(), { status: 'Pending' }, 10)).map((b) => b.id)).toEqual([
        flight.id,
        tour.id,
        'booking_sample_2',
      ]);
      expect(await backend().bookings.count({ status: 'Confirmed' })).toBe(2);
      expect((await everyPage(backend(), { kind: 'room' }, 10)).map((b) => b.id)).toEqual([room.id]);
      expect((await everyPage(backend(), { status: 'Pending', kind: 'tour' }, 10)).map((b) => b.id)).toEqual([tour.id]);
      // Bounded by travel date, the list runs by travel date.
      expect((await everyPage(backend(), { from: '2031-01-01', to: '2031-12-31' }, 2)).map((b) => b.id)).toEqual([
        flight.id,
        tour.id,
        room.id,
      ]);
      expect(await backend().bookings.count({ from: '2031-04-01', to: '2031-04-30' })).toBe(1);
      expect((await everyPage(backend(), { awaitingCancellation: true }, 10)).map((b) => b.id)).toEqual([tour.id]);
    });

    it('find a booking by reference, e-mail, any word of a name or of what was booked, or the last digits of a phone', async () => {
      await signUpCustomer(backend(), 'Pema');
      const tour = await backend().bookings.create(tourRequest);
      await backend().auth.signOut();
      const karma = await signUpCustomer(backend(), 'Karma');
      const room = await backend().bookings.create({ ...roomRequest, userName: 'Karma Dorji', phone: '+447700900123' });
      await harness.signInAdmin(backend());
      const search = async (text: string) => (await everyPage(backend(), { search: text }, 10)).map((b) => b.id);
      expect(await search(tour.reference!)).toEqual([tour.id]);
      expect(await search(tour.reference!.toLowerCase())).toEqual([tour.id]);
      expect(await search(karma.email.toUpperCase())).toEqual([room.id]);
      expect(await search('+44 7700 900123')).toEqual([room.id]);
      expect(await search('98000 12345')).toEqual([tour.id]);
      expect(await search('karma')).toEqual([room.id]);
      expect(await search('Priya')).toEqual(['booking_sample_1']);
      expect(await search('nobody at all')).toEqual([]);
      // Any word of the name, the last 4 to 6 digits of a phone in any format, a word of what was booked.
      expect(await search('Dorji')).toEqual([room.id]);
      expect(await search('Karma Dorji')).toEqual([room.id]);
      expect(await search('Lhamu')).toEqual([tour.id]);
      expect(await search('12345')).toEqual([tour.id]);
      expect(await search('07700 900123')).toEqual([room.id]);
      expect(await search('Deluxe')).toEqual([room.id]);
      expect(await backend().bookings.count({ search: 'Lhamu' })).toBe(1);
      expect(await backend().bookings.count({ search: '0123', status: 'Pending', kind: 'room' })).toBe(1);
    });

    it('record who changed a status when, keep an internal note, and e-mail the customer on confirmation and cancellation', async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      await harness.verifyEmail(customer.email);
      const booking = await backend().bookings.create(tourRequest);
      const admin = await harness.signInAdmin(backend());
      expect(await backend().bookings.officeRecord(booking.id)).toEqual({ note: '', history: [] });
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      await backend().bookings.saveNote(booking.id, 'Wants a window seat on the Tsomgo drive.');
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      const record = await backend().bookings.officeRecord(booking.id);
      expect(record.note).toBe('Wants a window seat on the Tsomgo drive.');
      expect(record.history.map(({ status, by }) => ({ status, by }))).toEqual([
        { status: 'Confirmed', by: admin.email },
        { status: 'Cancelled', by: admin.email },
      ]);
      const mail = (await backend().mail.latest(20)).filter((message) => message.to === customer.email);
      expect(mail.map((message) => message.template.name).sort()).toEqual([
        'booking-cancelled',
        'booking-confirmed',
        'booking-received',
      ]);
      expect(mail.find((message) => message.template.name === 'booking-confirmed')?.template.data).toMatchObject({
        reference: booking.reference,
      });
      // The customer never sees the operator's note.
      expect(JSON.stringify(await backend().bookings.listMine())).not.toContain('window seat');
      await expectCode(backend().bookings.saveNote('AAAAAAAAAAAAAAAAAAAA', 'x'), 'not-found');
    });

    it('e-mail no status change to an address its account never verified', async () => {
      const customer = await signUpUnverified(harness, backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      const mail = await backend().mail.latest(20);
      expect(mail.filter((message) => message.to === customer.email)).toEqual([]);
      expect((await backend().bookings.officeRecord(booking.id)).history.map(({ status }) => status)).toEqual([
        'Confirmed',
        'Cancelled',
      ]);
    });

    it('list what needs attention: pending oldest first, cancellation requests, arrivals and departures', async () => {
      await signUpCustomer(backend(), 'Pema');
      const arriving = await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-10', endDate: '2031-05-11' });
      const leaving = await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-08', endDate: '2031-05-10' });
      const later = await backend().bookings.create({ ...tourRequest });
      await backend().bookings.requestCancellation(later.id);
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(leaving.id, 'Confirmed');
      const attention = await backend().bookings.needsAttention('2031-05-10');
      expect(attention.pending.map((b) => b.id)).toEqual(['booking_sample_2', arriving.id, later.id]);
      expect(attention.cancellationRequests.map((b) => b.id)).toEqual([later.id]);
      expect(attention.arrivals.map((b) => b.id)).toEqual([arriving.id]);
      expect(attention.departures.map((b) => b.id)).toEqual([leaving.id, arriving.id]);
    });

    it("sum this month's confirmed revenue", async () => {
      await signUpCustomer(backend(), 'Pema');
      const room = await backend().bookings.create(roomRequest);
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-20', endDate: '2031-05-21' });
      await harness.signInAdmin(backend());
      expect(await backend().stats.confirmedRevenue('2031-05')).toBe(0);
      await backend().bookings.updateStatus(room.id, 'Confirmed');
      expect(await backend().stats.confirmedRevenue('2031-05')).toBe(4400);
      expect(await backend().stats.confirmedRevenue('2031-06')).toBe(0);
    });
  });
}
