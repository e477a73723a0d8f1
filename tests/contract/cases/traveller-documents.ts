import { describe, expect, it } from 'vitest';
import { travellerFilePath } from '../../../src/backend/domain/traveller-files';
import { contractClock, expectCode, signUpCustomer, tourRequest, type ContractContext } from '../harness';

/** Travellers' identity documents: the customer's own, written through the backend; the operator's permit desk. */
export function travellerDocumentCases({ harness, backend }: ContractContext) {
  const hour = 3_600_000;
  const party = [
    { name: 'Pema Lhamu', age: 34, gender: 'Female' as const, nationality: 'IN' },
    { name: 'Karma Bhutia', age: 36, gender: 'Male' as const, nationality: 'IN' },
  ];
  const request = { ...tourRequest, travellers: 2, party };

  describe("travellers' documents", () => {
    it("are given by the booking's own customer through the backend, and read by them and the operator only", async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(request);
      const saved = await backend().travellerDocuments.save({
        bookingId: booking.id,
        travellerIndex: 1,
        idType: 'voter-id',
        idNumber: 'SKM1234567',
      });
      expect(saved).toMatchObject({ bookingId: booking.id, userId: customer.id, endDate: booking.endDate });
      expect(saved.travellers).toEqual([{}, { idType: 'voter-id', idNumber: 'SKM1234567' }]);
      expect(await backend().travellerDocuments.listMine()).toEqual([saved]);
      // A traveller who is not in the party, and a file path the backend did not give out, are refused.
      await expectCode(
        backend().travellerDocuments.save({ bookingId: booking.id, travellerIndex: 2, idType: 'passport', idNumber: 'Z1234567' }),
        'invalid-data',
      );
      await expectCode(
        backend().travellerDocuments.save({
          bookingId: booking.id,
          travellerIndex: 0,
          idType: 'passport',
          idNumber: 'Z1234567',
          idPath: `travellerDocuments/someone-else/${booking.id}/0/id`,
        }),
        'invalid-data',
      );

      // Another customer sees none of it and cannot write it.
      const other = await harness.sibling();
      await signUpCustomer(other, 'Sonam');
      expect(await other.travellerDocuments.listMine()).toEqual([]);
      await expectCode(
        other.travellerDocuments.save({ bookingId: booking.id, travellerIndex: 0, idType: 'passport', idNumber: 'Z7654321' }),
        'permission-denied',
      );
      await expectCode(other.travellerDocuments.forBookings([booking.id]), 'permission-denied');
      await other.auth.signOut();
      await expectCode(other.travellerDocuments.listMine(), 'permission-denied');

      await harness.signInAdmin(backend());
      expect(await backend().travellerDocuments.forBookings([booking.id, 'no-such-booking'])).toEqual([saved]);
    });

    it('leave the names for later: a request without them is taken, and a name given with the documents joins the party', async () => {
      await signUpCustomer(backend(), 'Pema');
      // The party as the request asks it: a child's age, each nationality; no names, genders or adult's age.
      const booking = await backend().bookings.create({
        ...tourRequest,
        travellers: 2,
        party: [{ nationality: 'IN' }, { age: 8, nationality: 'IN' }],
      });
      expect(booking.party).toEqual([
        { name: '', nationality: 'IN' },
        { name: '', age: 8, nationality: 'IN' },
      ]);
      await backend().travellerDocuments.save({
        bookingId: booking.id,
        travellerIndex: 1,
        idType: 'aadhaar',
        idNumber: '1234 5678 9012',
        name: 'Mira Lhamu',
        gender: 'Female',
      });
      // The adult's age joins the party the same way, 18 or over.
      const adult = { bookingId: booking.id, travellerIndex: 0, idType: 'aadhaar' as const, idNumber: '1234 5678 9012' };
      await expectCode(
        backend().travellerDocuments.save({ ...adult, name: 'Pema Lhamu', gender: 'Female', age: 16 }),
        'invalid-data',
        'Please give the age in years: 18 or over, as this traveller was booked as an adult.',
      );
      await backend().travellerDocuments.save({ ...adult, name: 'Pema Lhamu', gender: 'Female', age: 41 });
      const [stored] = (await backend().bookings.listMine()).filter((mine) => mine.id === booking.id);
      expect(stored?.party).toEqual([
        { name: 'Pema Lhamu', age: 41, gender: 'Female', nationality: 'IN' },
        { name: 'Mira Lhamu', age: 8, gender: 'Female', nationality: 'IN' },
      ]);
    });

    it("are recorded on the booking as due and, once every traveller's are in, complete: the operator counts the rest", async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      // Tsomgo and Nathula on day 2 want the documents 3 days before the trip; a German national may not go to
      // Nathula but sees Tsomgo Lake with the protected area permit (PAP), which wants a passport a week before.
      const booking = await backend().bookings.create(request);
      expect(booking).toMatchObject({ documentsDueOn: '2031-03-30', documentsComplete: false });
      const foreign = await backend().bookings.create({
        ...request,
        travelDate: '2031-04-03',
        travellers: 1,
        party: [{ name: 'Lena Vogel', age: 30, gender: 'Female', nationality: 'DE' }],
      });
      expect(foreign).toMatchObject({ documentsDueOn: '2031-03-27', documentsComplete: false });
      await expectCode(backend().stats.documentsMissing('2031-04-01', '2031-04-07'), 'permission-denied');

      const complete = (travellerIndex: number) => ({
        bookingId: booking.id,
        travellerIndex,
        idType: 'aadhaar' as const,
        idNumber: '1234 5678 9012',
        idPath: travellerFilePath(customer.id, booking.id, travellerIndex, 'id'),
        photoPath: travellerFilePath(customer.id, booking.id, travellerIndex, 'photo'),
      });
      await backend().travellerDocuments.save(complete(0));
      const other = await harness.sibling();
      await harness.signInAdmin(other);
      expect(await other.stats.documentsMissing('2031-04-01', '2031-04-07')).toBe(2);
      expect(await other.stats.documentsMissing('2031-04-03', '2031-04-07')).toBe(1);

      await backend().travellerDocuments.save(complete(1));
      expect(await other.bookings.get(booking.id)).toMatchObject({ documentsDueOn: '2031-03-30', documentsComplete: true });
      expect(await other.stats.documentsMissing('2031-04-01', '2031-04-07')).toBe(1);

      // An Indian ID does not do for the PAP; her passport does, with a copy of her Indian visa.
      const passport = { ...complete(0), bookingId: foreign.id, idPath: travellerFilePath(customer.id, foreign.id, 0, 'id') };
      await backend().travellerDocuments.save({
        ...passport,
        photoPath: travellerFilePath(customer.id, foreign.id, 0, 'photo'),
      });
      expect((await other.bookings.get(foreign.id))?.documentsComplete).toBe(false);
      const withPassport = {
        ...passport,
        idType: 'passport' as const,
        idNumber: 'C01X00T47',
        photoPath: travellerFilePath(customer.id, foreign.id, 0, 'photo'),
      };
      await backend().travellerDocuments.save(withPassport);
      expect((await other.bookings.get(foreign.id))?.documentsComplete).toBe(false);
      // Another traveller's visa path is not hers to give.
      await expectCode(
        backend().travellerDocuments.save({ ...withPassport, visaPath: travellerFilePath(customer.id, booking.id, 0, 'visa') }),
        'invalid-data',
      );
      const visaPath = travellerFilePath(customer.id, foreign.id, 0, 'visa');
      const saved = await backend().travellerDocuments.save({ ...withPassport, visaPath });
      expect(saved.travellers[0]).toMatchObject({ visaPath });
      expect(await other.bookings.get(foreign.id)).toMatchObject({ documentsDueOn: '2031-03-27', documentsComplete: true });
      expect(await other.stats.documentsMissing('2031-04-01', '2031-04-07')).toBe(0);
    });

    it.runIf(harness.canStoreImages)(
      'keep the uploaded ID and photo where only their customer and the operator read them',
      async () => {
        await signUpCustomer(backend(), 'Pema');
        const booking = await backend().bookings.create(request);
        const progress: number[] = [];
        const file = new File([new Uint8Array(2048)], 'aadhaar.pdf', { type: 'application/pdf' });
        const path = await backend().travellerDocuments.upload(booking.id, 0, 'id', file, (fraction) => progress.push(fraction));
        expect(progress.at(-1)).toBe(1);
        await expectCode(
          backend().travellerDocuments.upload(booking.id, 0, 'photo', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })),
          'invalid-data',
        );
        const saved = await backend().travellerDocuments.save({
          bookingId: booking.id,
          travellerIndex: 0,
          idType: 'aadhaar',
          idNumber: '1234 5678 9012',
          idPath: path,
        });
        expect(saved.travellers[0]).toMatchObject({ idPath: path, idUploadedAt: expect.any(String) as string });
        expect((await backend().travellerDocuments.file(path)).size).toBe(2048);

        const other = await harness.sibling();
        await signUpCustomer(other, 'Sonam');
        await expectCode(other.travellerDocuments.file(path), 'permission-denied');
      },
    );

    it.runIf(harness.canStoreImages)(
      "leave no file behind that no record names: the operator's purge removes an upload never saved, or a payment's screenshot never claimed, a day after it",
      async () => {
        await signUpCustomer(backend(), 'Pema');
        const booking = await backend().bookings.create(request);
        const pdf = () => new File([new Uint8Array(1024)], 'id.pdf', { type: 'application/pdf' });
        const saved = await backend().travellerDocuments.upload(booking.id, 0, 'id', pdf());
        await backend().travellerDocuments.save({
          bookingId: booking.id,
          travellerIndex: 0,
          idType: 'aadhaar',
          idNumber: '1234 5678 9012',
          idPath: saved,
        });
        const neverSaved = await backend().travellerDocuments.upload(booking.id, 1, 'id', pdf());
        // "I have paid" with a screenshot, and a screenshot whose claim never came (refused, or the form left).
        await harness.signInAdmin(backend());
        await backend().bookings.updateStatus(booking.id, 'Confirmed');
        const png = () => new File([new Uint8Array(512)], 'upi.png', { type: 'image/png' });
        const claimedShot = await backend().bookings.uploadPaymentScreenshot(booking.id, '402155678910', png());
        await backend().bookings.claimPayment({
          bookingId: booking.id,
          purpose: 'advance',
          utr: '402155678910',
          screenshotPath: claimedShot,
        });
        const unclaimedShot = await backend().bookings.uploadPaymentScreenshot(booking.id, '402155678911', png());
        await harness.moveClock(23 * hour);
        const onItsWay = await backend().travellerDocuments.upload(booking.id, 1, 'photo', pdf());
        await harness.moveClock(2 * hour);

        // No trip has ended: no record goes, but the upload never saved and the screenshot never claimed do.
        expect(await backend().travellerDocuments.purge([])).toBe(0);
        await expectCode(backend().travellerDocuments.file(neverSaved), 'not-found');
        await expectCode(backend().bookings.paymentScreenshot(unclaimedShot), 'not-found');
        expect((await backend().travellerDocuments.file(saved)).size).toBe(1024);
        expect((await backend().travellerDocuments.file(onItsWay)).size).toBe(1024);
        expect((await backend().bookings.paymentScreenshot(claimedShot)).size).toBe(512);
      },
    );

    it('are deleted by the operator, files and all, once the trip ended more than 30 days ago', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(request);
      await backend().travellerDocuments.save({
        bookingId: booking.id,
        travellerIndex: 0,
        idType: 'passport',
        idNumber: 'Z1234567',
      });
      await expectCode(backend().travellerDocuments.expired('2031-06-01'), 'permission-denied');
      await expectCode(backend().travellerDocuments.purge([booking.id]), 'permission-denied');

      await harness.signInAdmin(backend());
      // The trip ends on 7 April 2031: kept to 7 May, listed from 8 May.
      expect(await backend().travellerDocuments.expired('2031-05-07')).toEqual([]);
      expect(await backend().travellerDocuments.expired('2031-05-08')).toEqual([
        { bookingId: booking.id, endDate: booking.endDate, travellers: 2 },
      ]);
      // The backend's own calendar decides: on 15 December 2030 the trip has not even begun.
      expect(await backend().travellerDocuments.purge([booking.id])).toBe(0);
      expect(await backend().travellerDocuments.forBookings([booking.id])).toHaveLength(1);
      await harness.moveClock(Date.UTC(2031, 4, 9) - contractClock.now());
      expect(await backend().travellerDocuments.purge([booking.id])).toBe(1);
      expect(await backend().travellerDocuments.forBookings([booking.id])).toEqual([]);
      expect(await backend().travellerDocuments.expired('2031-05-08')).toEqual([]);
    });
  });

  describe('the permit desk', () => {
    it("records each permit's state and number, for the operator only", async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(request);
      const filing = {
        bookingId: booking.id,
        permitId: 'tsomgo-nathula',
        date: '2031-04-03',
        state: 'issued' as const,
        number: 'NTL-0415',
      };
      await expectCode(backend().travellerDocuments.saveFiling(filing), 'permission-denied');

      const admin = await harness.signInAdmin(backend());
      expect(await backend().travellerDocuments.filings([booking.id])).toEqual([]);
      await expectCode(backend().travellerDocuments.saveFiling({ ...filing, number: '' }), 'invalid-data');
      await expectCode(backend().travellerDocuments.saveFiling({ ...filing, bookingId: 'no-such-booking' }), 'not-found');
      await backend().travellerDocuments.saveFiling({ ...filing, state: 'filed', number: '' });
      await backend().travellerDocuments.saveFiling(filing);
      expect(await backend().travellerDocuments.filings([booking.id])).toEqual([
        { ...filing, by: admin.email, updatedAt: expect.any(String) as string },
      ]);
    });

    it("e-mails the customer a reminder of what is missing and records it in the booking's office record", async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      await harness.verifyEmail(customer.email);
      const booking = await backend().bookings.create(request);
      const reminder = { missing: 'Karma Bhutia: ID type and number, Copy of the ID, Photo', dueDate: '2031-03-30' };
      await expectCode(backend().travellerDocuments.sendReminder(booking.id, reminder), 'permission-denied');

      const admin = await harness.signInAdmin(backend());
      await backend().travellerDocuments.sendReminder(booking.id, reminder);
      const mail = (await backend().mail.latest(20)).filter((message) => message.template.name === 'documents-reminder');
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to: customer.email, template: { data: { missing: reminder.missing } } });
      expect((await backend().bookings.officeRecord(booking.id)).reminders).toEqual([
        { at: expect.any(String) as string, by: admin.email, missing: reminder.missing },
      ]);
      await expectCode(backend().travellerDocuments.sendReminder('no-such-booking', reminder), 'not-found');
    });
  });
}
