import { describe, expect, it } from 'vitest';
import { defaultTripSettings } from '../../../src/backend/schemas/trip';
import { expectCode, signUpCustomer, tourRequest, type ContractContext } from '../harness';

/** What the traveller's trip page reads: the trip settings, the driver of a booking, the tour's days. */
export function tripPackCases({ harness, backend }: ContractContext) {
  describe('trip settings', () => {
    it('are read by anyone and start as the national emergency numbers and the default advice', async () => {
      expect(await backend().settings.tripSettings()).toEqual(defaultTripSettings);
      await signUpCustomer(backend(), 'Pema');
      expect((await backend().settings.tripSettings()).emergencyNumbers).toContainEqual({ label: 'Police', number: '100' });
    });

    it('are changed by the admin only, checked whole', async () => {
      const changed = {
        operatorPhone: '+919800099999',
        emergencyNumbers: [{ label: 'Sikkim Police control room', number: '+91 3592 202033' }],
        altitudeAdvice: 'Rest on arrival.',
      };
      await expectCode(backend().settings.saveTripSettings(changed), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.saveTripSettings(changed), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.saveTripSettings(changed);
      expect(await backend().settings.tripSettings()).toEqual(changed);
      await expectCode(
        backend().settings.saveTripSettings({ ...changed, emergencyNumbers: [{ label: 'Police', number: 'one hundred' }] }),
        'invalid-data',
      );
      await expectCode(backend().settings.saveTripSettings({ ...changed, operatorPhone: '98000' }), 'invalid-data');
      expect(await backend().settings.tripSettings()).toEqual(changed);
    });
  });

  describe("a booking's driver", () => {
    it('is assigned and removed by the operator only, and the customer sees it with the booking', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      const driver = { name: 'Karma Lepcha', phone: '+919800011111' };
      await expectCode(backend().bookings.assignDriver(booking.id, driver), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      await backend().bookings.assignDriver(booking.id, driver);
      expect((await backend().bookings.get(booking.id))?.driver).toEqual(driver);
      const mine = (await backend().bookings.listMine()).find((one) => one.id === booking.id);
      expect(mine).toMatchObject({ driver, status: 'Confirmed' });

      await backend().bookings.assignDriver(booking.id, null);
      const removed = await backend().bookings.get(booking.id);
      expect(removed).not.toHaveProperty('driver');
      expect(removed?.status).toBe('Confirmed');
    });

    it('refuses a driver without a name or a dialable phone, and an unknown booking', async () => {
      await harness.signInAdmin(backend());
      await expectCode(
        backend().bookings.assignDriver('booking_sample_1', { name: ' ', phone: '+919800011111' }),
        'invalid-data',
      );
      await expectCode(backend().bookings.assignDriver('booking_sample_1', { name: 'Karma', phone: '98000' }), 'invalid-data');
      await expectCode(
        backend().bookings.assignDriver('no-such-booking', { name: 'Karma', phone: '+919800011111' }),
        'not-found',
      );
    });
  });

  describe("a tour's days", () => {
    it('carry the altitude, drive time and stay the operator gives them, and days without them still read', async () => {
      const tour = await backend().tours.get('sikkim-delight');
      expect(tour?.itinerary[1]).toMatchObject({ title: 'Tsomgo Lake and Baba Mandir', altitudeM: 4000 });
      await harness.signInAdmin(backend());
      await backend().tours.update({
        ...tour!,
        itinerary: [
          { title: 'Lachung', description: '', altitudeM: 2600, driveTime: 'About 6 hours', stay: 'Lachung homestay' },
          { title: 'Back', description: '' },
        ],
      });
      expect((await backend().tours.get('sikkim-delight'))?.itinerary).toEqual([
        { title: 'Lachung', description: '', altitudeM: 2600, driveTime: 'About 6 hours', stay: 'Lachung homestay' },
        { title: 'Back', description: '' },
      ]);
    });
  });
}
