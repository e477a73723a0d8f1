import { describe, expect, it } from 'vitest';
import {
  bookingHorizonDays,
  dateInThePast,
  dateTooFar,
  defaultBookingPolicy,
  tooManyEnquiries,
  tooManyOpenRequests,
  tooManyRoomNights,
} from '../../../src/backend/domain/booking-policy';
import { addDays, calendarDateOf } from '../../../src/backend/domain/calendar';
import type { EnquiryInput } from '../../../src/backend/schemas';
import {
  contractClock,
  expectCode,
  flightRequest,
  roomRequest,
  signUpCustomer,
  tourRequest,
  type ContractContext,
} from '../harness';

const hour = 3_600_000;

const enquiry: EnquiryInput = {
  name: 'Sonam Bhutia',
  contact: 'sonam@example.com',
  subject: 'Hotel Aster',
  travelDate: '',
  message: 'Is the road to Tsomgo open in March?',
};

/** The operator's limits on what one account, one address or one caller may ask for. */
export function requestLimitCases({ harness, backend }: ContractContext) {
  describe('limits on requests', () => {
    it('takes dates from today to 400 days ahead, by the backend clock, and nothing else', async () => {
      await signUpCustomer(backend(), 'Pema');
      const today = calendarDateOf(contractClock.now());
      await expectCode(
        backend().bookings.create({ ...tourRequest, travelDate: addDays(today, -1), endDate: addDays(today, 4) }),
        'invalid-data',
        dateInThePast,
      );
      const far = addDays(today, bookingHorizonDays + 1);
      await expectCode(
        backend().bookings.create({ ...flightRequest, travelDate: far, endDate: far }),
        'invalid-data',
        dateTooFar,
      );
      await expectCode(
        backend().bookings.requestFlight({
          from: 'Bagdogra',
          to: 'Pune',
          travelDate: '9999-01-01',
          travellers: 1,
          userName: 'Pema',
          userEmail: 'p@example.com',
          phone: '+919800012345',
        }),
        'invalid-data',
        dateTooFar,
      );
      const last = addDays(today, bookingHorizonDays);
      expect(await backend().bookings.create({ ...flightRequest, travelDate: last, endDate: last })).toMatchObject({
        travelDate: last,
      });
      expect(await backend().bookings.create({ ...flightRequest, travelDate: today, endDate: today })).toMatchObject({
        travelDate: today,
      });
    });

    it('takes stays of up to 30 nights', async () => {
      await signUpCustomer(backend(), 'Pema');
      const month = await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-01', endDate: '2031-05-31' });
      expect(month).toMatchObject({ seasonNights: 30, offSeasonNights: 0, totalPrice: 30 * 2200 });
      await expectCode(
        backend().bookings.create({ ...roomRequest, travelDate: '2031-08-01', endDate: '2031-09-01' }),
        'invalid-data',
        /more than 30 nights/,
      );
    });

    it('prices a stay across the season boundary night by night, whatever the browser believes', async () => {
      await signUpCustomer(backend(), 'Pema');
      // Deluxe Double MAP: the last season night (30 June, ₹2,200), then two off-season nights (₹2,000 each).
      const across = await backend().bookings.create({
        ...roomRequest,
        travelDate: '2031-06-30',
        endDate: '2031-07-03',
        totalPrice: 1,
      } as typeof roomRequest);
      expect(across).toMatchObject({ totalPrice: 2200 + 2 * 2000, seasonNights: 1, offSeasonNights: 2 });
    });

    it('refuses a 4th open request and the 31st room-night held, with words the customer can act on', async () => {
      await signUpCustomer(backend(), 'Pema');
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-01', endDate: '2031-05-21' });
      await expectCode(
        backend().bookings.create({ ...roomRequest, travelDate: '2031-06-01', endDate: '2031-06-12' }),
        'limit-reached',
        tooManyRoomNights(30),
      );
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-06-01', endDate: '2031-06-11' });
      await backend().bookings.create(tourRequest);
      await expectCode(backend().bookings.create(flightRequest), 'limit-reached', tooManyOpenRequests(3));
      expect(await backend().bookings.listMine()).toHaveLength(3);

      // Another account is not held back by Pema's requests.
      await backend().auth.signOut();
      await signUpCustomer(backend(), 'Karma');
      expect(await backend().bookings.create(flightRequest)).toMatchObject({ status: 'Pending' });
    });

    it('frees the rooms of a request the operator did not confirm within the hold hours, for the next customer', async () => {
      await harness.signInAdmin(backend());
      const aster = await backend().hotelAster.get();
      await backend().hotelAster.save({
        profile: aster.profile,
        rooms: aster.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 1 } : room)),
      });
      await signUpCustomer(backend(), 'Pema');
      const first = await backend().bookings.create(roomRequest);
      await backend().auth.signOut();
      await signUpCustomer(backend(), 'Karma');
      await expectCode(backend().bookings.create(roomRequest), 'sold-out');

      await harness.moveClock(49 * hour);
      const second = await backend().bookings.create(roomRequest);
      expect(second.status).toBe('Pending');
      expect((await backend().availability.roomNights('deluxe-double', '2031-05', 1))['2031-05-10']).toBe(1);
      // The operator still sees the first request, marked as no longer holding; confirming it now finds no room.
      const lapsed = await backend().bookings.get(first.id);
      expect(lapsed?.holdReleasedAt).toEqual(expect.any(String));
      expect(lapsed?.status).toBe('Pending');
      await expectCode(backend().bookings.updateStatus(first.id, 'Confirmed'), 'sold-out');
      await backend().bookings.updateStatus(second.id, 'Cancelled');
      await backend().bookings.updateStatus(first.id, 'Confirmed');
      expect(await backend().bookings.get(first.id)).not.toHaveProperty('holdReleasedAt');
      expect((await backend().availability.roomNights('deluxe-double', '2031-05', 1))['2031-05-10']).toBe(1);
    });

    it('lets the operator change the limits in Settings', async () => {
      await expectCode(backend().settings.bookingPolicy(), 'permission-denied');
      await harness.signInAdmin(backend());
      expect(await backend().settings.bookingPolicy()).toEqual(defaultBookingPolicy);
      await backend().settings.saveBookingPolicy({
        ...defaultBookingPolicy,
        maxOpenRequests: 1,
        maxHeldRoomNights: 10,
        holdHours: 24,
      });
      await expectCode(
        backend().settings.saveBookingPolicy({
          ...defaultBookingPolicy,
          maxOpenRequests: 0,
          maxHeldRoomNights: 10,
          holdHours: 24,
        }),
        'invalid-data',
      );
      await signUpCustomer(backend(), 'Pema');
      await backend().bookings.create(flightRequest);
      await expectCode(backend().bookings.create(flightRequest), 'limit-reached', tooManyOpenRequests(1));
    });

    it('takes at most 5 enquiries an hour from one contact, and only an e-mail address or a phone number as the contact', async () => {
      for (let sent = 0; sent < 5; sent++) await backend().enquiries.create(enquiry);
      await expectCode(backend().enquiries.create(enquiry), 'limit-reached', tooManyEnquiries);
      expect(await backend().enquiries.create({ ...enquiry, contact: '98000 12345' })).toMatchObject({ contact: '98000 12345' });
      await expectCode(
        backend().enquiries.create({ ...enquiry, contact: 'mailto:desk@example.com?bcc=everyone@example.com' }),
        'invalid-data',
      );
      await expectCode(
        backend().enquiries.create({ ...enquiry, contact: 'sonam@example.com?bcc=x@example.com&body=hi' }),
        'invalid-data',
      );
      await expectCode(backend().enquiries.create({ ...enquiry, contact: 'call me' }), 'invalid-data');
      await harness.moveClock(hour + 1000);
      expect(await backend().enquiries.create(enquiry)).toMatchObject({ handled: false });
    });
  });
}
