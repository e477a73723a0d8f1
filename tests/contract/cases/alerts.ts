import { describe, expect, it } from 'vitest';
import {
  alertSchema,
  type AlertInput,
  type BookingRequestInput,
  type TourInput,
  type TourPackage,
} from '../../../src/backend/schemas';
import { northSikkimTour } from '../../../src/testing/north-sikkim';
import { expectCode, signUpCustomer, tourRequest, type ContractContext } from '../harness';

const closure: AlertInput = {
  kind: 'road-closed',
  title: 'North Sikkim highway closed by a landslide',
  places: ['North Sikkim', 'Lachung', 'Yumthang'],
  from: '2031-05-12',
  to: '2031-05-14',
  message: 'Permits for Lachung and Yumthang are suspended.',
};

/** The operator's travel alerts, the bookings they touch, and moving bookings to another date. */
export function alertCases({ harness, backend }: ContractContext) {
  /** The admin adds the North Sikkim trip with two departures; resolves with its id. */
  async function addNorthSikkim(departures: Record<string, number>): Promise<string> {
    await harness.signInAdmin(backend());
    // The backend gives the new tour its own id.
    const input: Partial<TourPackage> = { ...northSikkimTour(departures) };
    delete input.id;
    return (await backend().tours.add(input as TourInput)).id;
  }

  const northSikkimRequest = (tourId: string, travelDate: string, travellers = 2): BookingRequestInput => ({
    ...tourRequest,
    itemId: tourId,
    travelDate,
    endDate: `2031-05-${String(Number(travelDate.slice(8)) + 4).padStart(2, '0')}`,
    travellers,
  });

  describe('travel alerts', () => {
    it('are posted and closed by the admin only; anyone reads the active ones, which hold nothing personal', async () => {
      await expectCode(backend().alerts.save(closure), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().alerts.save(closure), 'permission-denied');
      await expectCode(backend().alerts.list(), 'permission-denied');

      await harness.signInAdmin(backend());
      const posted = await backend().alerts.save(closure);
      expect(posted).toMatchObject({ ...closure, state: 'open', tourIds: [] });
      await expectCode(backend().alerts.save({ ...closure, to: '2031-05-11' }), 'invalid-data');

      const visitor = await harness.sibling();
      const active = await visitor.alerts.active('2031-05-01');
      expect(active.map((alert) => alert.id)).toEqual([posted.id]);
      // Exactly the banner's fields: no e-mail address, no name, no booking.
      expect(Object.keys(active[0]!).sort()).toEqual(
        Object.keys(alertSchema.shape)
          .filter((key) => !['closedAt', 'notifiedAt', 'notifiedMails'].includes(key))
          .sort(),
      );
      expect(await visitor.alerts.active('2031-05-15')).toEqual([]);
      await expectCode(visitor.alerts.close(posted.id), 'permission-denied');

      await backend().alerts.close(posted.id);
      expect(await visitor.alerts.active('2031-05-01')).toEqual([]);
      const later = await backend().alerts.save({ ...closure, kind: 'heavy-snow', title: 'Snow at Lachung' });
      const history = await backend().alerts.list();
      expect(history.map((alert) => [alert.id, alert.state])).toEqual([
        [later.id, 'open'],
        [posted.id, 'closed'],
      ]);
      expect(history[1]?.closedAt).toBeDefined();
    });

    it('list only the bookings they touch, with the travellers and phones, and notify each once', async () => {
      const tourId = await addNorthSikkim({ '2031-05-10': 6, '2031-05-24': 6 });
      const other = await harness.sibling();
      await harness.verifyEmail((await signUpCustomer(other, 'Karma')).email);
      const touched = await other.bookings.create(northSikkimRequest(tourId, '2031-05-10'));
      const elsewhere = await other.bookings.create(tourRequest);
      const alert = await backend().alerts.save(closure);

      const affected = await backend().alerts.affected(alert.id);
      expect(affected.map((entry) => entry.booking.id)).toEqual([touched.id]);
      expect(affected[0]).toMatchObject({
        booking: { phone: tourRequest.phone, userName: tourRequest.userName, reference: touched.reference },
        dates: ['2031-05-12', '2031-05-13'],
      });
      expect(affected.map((entry) => entry.booking.id)).not.toContain(elsewhere.id);

      expect((await backend().alerts.list()).find((found) => found.id === alert.id)?.notifiedAt).toBeUndefined();
      expect(await backend().alerts.notifyAll(alert.id)).toEqual({ sent: 1, alreadyTold: 0 });
      const notified = (await backend().alerts.list()).find((found) => found.id === alert.id);
      expect(notified).toMatchObject({ notifiedMails: 1 });
      expect(Date.parse(notified?.notifiedAt ?? '')).toBeGreaterThan(Date.parse(alert.createdAt) - 1);
      expect((await backend().alerts.affected(alert.id))[0]?.toldAt).toBe(notified?.notifiedAt);
      // A second press tells nobody twice: nothing is written.
      expect(await backend().alerts.notifyAll(alert.id)).toEqual({ sent: 0, alreadyTold: 1 });
      const travelAlerts = async () => (await backend().mail.latest(20)).filter((mail) => mail.template.name === 'travel-alert');
      const mails = await travelAlerts();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: touched.userEmail,
        template: { data: { reference: touched.reference!, alertFrom: '12 May 2031', alertTo: '14 May 2031' } },
      });
      // Editing the alert keeps the record of what was sent, and those told hear the new words at the next press.
      await backend().alerts.save({ ...closure, message: 'Open again on Friday.' }, alert.id);
      expect((await backend().alerts.list()).find((found) => found.id === alert.id)).toMatchObject({
        notifiedAt: notified?.notifiedAt,
        notifiedMails: 1,
      });
      expect((await backend().alerts.affected(alert.id))[0]?.toldAt).toBeUndefined();
      expect(await backend().alerts.notifyAll(alert.id)).toEqual({ sent: 1, alreadyTold: 0 });
      expect(await travelAlerts()).toHaveLength(2);
      await expectCode(other.alerts.affected(alert.id), 'permission-denied');
      await expectCode(other.alerts.notifyAll(alert.id), 'permission-denied');
    });

    it('move a whole departure keeping the references, freeing the old seats and telling each customer', async () => {
      // Ten seats: the five held stay within the share Pending requests may hold.
      const tourId = await addNorthSikkim({ '2031-05-10': 10, '2031-05-24': 10 });
      const other = await harness.sibling();
      await harness.verifyEmail((await signUpCustomer(other, 'Karma')).email);
      const first = await other.bookings.create(northSikkimRequest(tourId, '2031-05-10'));
      const second = await other.bookings.create(northSikkimRequest(tourId, '2031-05-10', 3));
      await expectCode(other.alerts.moveDeparture(tourId, '2031-05-10', '2031-05-24'), 'permission-denied');
      await expectCode(other.alerts.moveBooking(first.id, '2031-05-24'), 'permission-denied');

      expect(await backend().alerts.moveDeparture(tourId, '2031-05-10', '2031-05-24')).toBe(2);
      const seats = await backend().availability.departureSeats(tourId);
      expect({ old: seats['2031-05-10'] ?? 0, next: seats['2031-05-24'] }).toEqual({ old: 0, next: 5 });
      for (const booking of [first, second]) {
        expect(await backend().bookings.get(booking.id)).toMatchObject({
          reference: booking.reference,
          travelDate: '2031-05-24',
          endDate: '2031-05-28',
          status: 'Pending',
        });
        const record = await backend().bookings.officeRecord(booking.id);
        expect(record.moves?.map((move) => [move.from, move.to])).toEqual([['2031-05-10', '2031-05-24']]);
      }
      const moved = (await backend().mail.latest(20)).filter((mail) => mail.template.name === 'booking-moved');
      expect(moved).toHaveLength(2);
      expect(moved[0]?.template.data).toMatchObject({ oldTravelDate: '10 May 2031', travelDate: '24 May 2031' });
    });

    it('move a whole departure with the tailored trips that start on it, their days and seats too', async () => {
      const tourId = await addNorthSikkim({ '2031-05-10': 10, '2031-05-24': 10 });
      const other = await harness.sibling();
      await harness.verifyEmail((await signUpCustomer(other, 'Karma')).email);
      const tour = await other.bookings.create(northSikkimRequest(tourId, '2031-05-10'));
      // A quote tailored from the tour on its departure, for whoever holds its link, with no night at Hotel Aster.
      const draft = await backend().quotes.saveDraft({
        content: {
          title: 'North Sikkim for a family of four',
          customer: { name: 'Sudipta Roy', email: '', phone: '+919800012345' },
          tourId,
          startDate: '2031-05-10',
          endDate: '2031-05-14',
          party: [{ age: 44 }, { age: 41 }, { age: 15 }, { age: 12 }],
          days: [{ title: 'Arrive in Gangtok' }, { title: 'Gangtok to Lachung' }, { title: 'Yumthang Valley' }],
          stays: [{ night: '2031-05-11', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 }],
          lines: [{ kind: 'band', label: 'Trip for 4', amount: 76_000 }],
          validUntil: '2031-01-31',
        },
      });
      const { token } = (await backend().quotes.send(draft.id)).quote;
      const family = await harness.sibling();
      await signUpCustomer(family, 'Sudipta');
      const trip = await family.quotes.accept(token, 1);
      expect(trip).toMatchObject({ kind: 'trip', itemId: tourId, fixedDeparture: true, travelDate: '2031-05-10' });
      expect((await backend().availability.departureSeats(tourId))['2031-05-10']).toBe(6);

      expect(await backend().alerts.moveDeparture(tourId, '2031-05-10', '2031-05-24')).toBe(2);
      const seats = await backend().availability.departureSeats(tourId);
      expect({ old: seats['2031-05-10'] ?? 0, next: seats['2031-05-24'] }).toEqual({ old: 0, next: 6 });
      expect(await backend().bookings.get(tour.id)).toMatchObject({ travelDate: '2031-05-24', endDate: '2031-05-28' });
      const moved = await backend().bookings.get(trip.id);
      expect(moved).toMatchObject({ reference: trip.reference, travelDate: '2031-05-24', endDate: '2031-05-28' });
      expect(moved?.plan).toMatchObject({ startDate: '2031-05-24', endDate: '2031-05-28' });
      expect(moved?.plan?.stays.map((stay) => stay.night)).toEqual(['2031-05-25']);
      const record = await backend().bookings.officeRecord(trip.id);
      expect(record.moves?.map((move) => [move.from, move.to])).toEqual([['2031-05-10', '2031-05-24']]);
    });

    it('show the price difference of a move before it, then store it with the move and e-mail it', async () => {
      // A peak the 24 May departure falls in: ₹4,000 more a traveller.
      await harness.signInAdmin(backend());
      const { periods } = await backend().settings.peakPeriods();
      await backend().settings.savePeakPeriods({
        periods: [...periods, { id: 'losar-test', name: 'Late May', from: '2031-05-20', to: '2031-05-30' }],
      });
      const input: Partial<TourPackage> = {
        ...northSikkimTour({ '2031-05-10': 10, '2031-05-24': 10 }),
        pricing: {
          bands: { childFromAge: 5, childToAge: 11, infant: 0, singleSupplement: 0 },
          options: [],
          peakPrices: [{ periodId: 'losar-test', mode: 'surcharge', amount: 4_000 }],
        },
      };
      delete input.id;
      const tourId = (await backend().tours.add(input as TourInput)).id;
      const other = await harness.sibling();
      await harness.verifyEmail((await signUpCustomer(other, 'Karma')).email);
      const booking = await other.bookings.create(northSikkimRequest(tourId, '2031-05-10'));
      await expectCode(other.alerts.previewMove(booking.id, '2031-05-24'), 'permission-denied');

      const preview = await backend().alerts.previewMove(booking.id, '2031-05-24');
      // Both dates at today's rates: the old one is what the customer was charged.
      expect(preview.price?.before).toBe(booking.totalPrice);
      expect(preview.price!.difference).toBeGreaterThanOrEqual(8_000);
      expect(preview.price!.after).toBe(booking.totalPrice + preview.price!.difference);
      await expectCode(backend().alerts.previewMove(booking.id, '2031-05-20'), 'invalid-data');
      expect(await backend().bookings.get(booking.id)).toMatchObject({ travelDate: '2031-05-10' });

      await backend().alerts.moveBooking(booking.id, '2031-05-24');
      const record = await backend().bookings.officeRecord(booking.id);
      expect(record.moves?.map((move) => move.price)).toEqual([preview.price]);
      // The total stays as issued: the difference is the move's.
      expect(await backend().bookings.get(booking.id)).toMatchObject({
        travelDate: '2031-05-24',
        totalPrice: booking.totalPrice,
      });
      const moved = (await backend().mail.latest(20)).find((mail) => mail.template.name === 'booking-moved');
      expect(moved?.template.data.priceChangeText).toMatch(/^The new dates cost ₹[\d,]+ more \(₹[\d,]+ instead of ₹[\d,]+\)\.$/);
    });

    it('refuse a move to a full departure and change nothing', async () => {
      const tourId = await addNorthSikkim({ '2031-05-10': 6, '2031-05-24': 2 });
      const other = await harness.sibling();
      await harness.verifyEmail((await signUpCustomer(other, 'Karma')).email);
      const booking = await other.bookings.create(northSikkimRequest(tourId, '2031-05-10', 3));

      await expectCode(backend().alerts.moveBooking(booking.id, '2031-05-24'), 'sold-out');
      await expectCode(backend().alerts.moveDeparture(tourId, '2031-05-10', '2031-05-24'), 'sold-out');
      await expectCode(backend().alerts.moveBooking(booking.id, '2031-05-20'), 'invalid-data');
      expect(await backend().bookings.get(booking.id)).toMatchObject({ travelDate: '2031-05-10', reference: booking.reference });
      const seats = await backend().availability.departureSeats(tourId);
      expect({ old: seats['2031-05-10'], next: seats['2031-05-24'] ?? 0 }).toEqual({ old: 3, next: 0 });
      expect((await backend().bookings.officeRecord(booking.id)).moves ?? []).toEqual([]);
      expect((await backend().mail.latest(20)).filter((mail) => mail.template.name === 'booking-moved')).toEqual([]);
    });
  });
}
