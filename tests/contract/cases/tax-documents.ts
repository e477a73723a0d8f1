import { describe, expect, it } from 'vitest';
import { defaultTaxSettings } from '../../../src/backend/schemas';
import { taxDocumentPath } from '../../../src/lib/paths';
import { alreadyInvoiced, cancellationChargeOf, nothingToCredit } from '../../../src/backend/domain/transactions/tax-documents';
import { allowManyRequests, expectCode, roomRequest, signUpCustomer, tourRequest, type ContractContext } from '../harness';
import { registeredOperator } from '../../../src/testing/tax';

/** How bookings are taxed and their tax documents written. */
export function taxDocumentCases({ harness, backend }: ContractContext) {
  describe('tax settings', () => {
    it('are read by anyone and changed by the admin only, checked whole', async () => {
      expect(await backend().settings.taxSettings()).toEqual(defaultTaxSettings);
      const changed = {
        ...defaultTaxSettings,
        legalName: 'Himalayan Aster Tours and Travels',
        address: 'MG Marg, Gangtok, Sikkim 737101',
        gstin: '27AAPFU0939F1ZV',
        pan: 'AAPFU0939F',
        tour: { sac: '998555', treatment: 'credit' as const },
      };
      await expectCode(backend().settings.saveTaxSettings(changed), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.saveTaxSettings(changed), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(changed);
      expect(await backend().settings.taxSettings()).toEqual(changed);
      // A mistyped GSTIN, a prefix that could make a number of 17 characters, two series with one prefix.
      await expectCode(backend().settings.saveTaxSettings({ ...changed, gstin: '27AAPFU0939F1ZW' }), 'invalid-data');
      await expectCode(
        backend().settings.saveTaxSettings({ ...changed, series: { ...changed.series, invoice: 'HAT/2' } }),
        'invalid-data',
      );
      await expectCode(
        backend().settings.saveTaxSettings({ ...changed, series: { ...changed.series, receipt: changed.series.invoice } }),
        'invalid-data',
      );
      expect(await backend().settings.taxSettings()).toEqual(changed);
    });
  });

  describe('tax documents', () => {
    const recipient = { address: 'Tibet Road, Gangtok', state: '11' as const };

    it('are numbered consecutively when two operators issue at once: none lost, none repeated', async () => {
      await signUpCustomer(backend(), 'Pema');
      await allowManyRequests(harness, backend());
      const first = await backend().bookings.create(tourRequest);
      const second = await backend().bookings.create(roomRequest);
      const third = await backend().bookings.create({ ...tourRequest, travelDate: '2031-04-09', endDate: '2031-04-14' });
      await backend().settings.saveTaxSettings(registeredOperator);
      const issued = await Promise.all([
        backend().taxDocuments.issue({ bookingId: first.id, kind: 'invoice', recipient }),
        backend().taxDocuments.issue({ bookingId: second.id, kind: 'invoice', recipient }),
      ]);
      expect(issued.map((document) => document.sequence).sort()).toEqual([1, 2]);
      const year = issued[0].financialYear.slice(2);
      expect(issued.map((document) => document.number).sort()).toEqual([`INV/${year}/00001`, `INV/${year}/00002`]);
      const next = await backend().taxDocuments.issue({ bookingId: third.id, kind: 'invoice', recipient });
      expect(next.number).toBe(`INV/${year}/00003`);
      // The room is supplied in Sikkim: CGST and SGST, each line with its SAC, the total in words.
      const room = issued.find((document) => document.bookingId === second.id)!;
      expect(room).toMatchObject({ placeOfSupply: '11', placeOfSupplyName: 'Sikkim', reverseCharge: false, igst: 0 });
      expect(room.lines[0]).toMatchObject({ sac: '996311', rate: 5 });
      expect(room.totalInWords).toMatch(/Rupees Only$/);
    });

    it('charge the price the customer was quoted: a room night by night, a tour in Sikkim', async () => {
      await allowManyRequests(harness, backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      await backend().admin.signOut();
      await signUpCustomer(backend(), 'Pema');
      const room = await backend().bookings.create(roomRequest);
      const tour = await backend().bookings.create(tourRequest);
      for (const booking of [room, tour]) expect(booking.lines?.some((line) => line.kind === 'tax')).toBe(true);
      await harness.signInAdmin(backend());
      const invoices = await Promise.all(
        [room, tour].map((booking) => backend().taxDocuments.issue({ bookingId: booking.id, kind: 'invoice', recipient })),
      );
      expect(invoices.map((invoice) => invoice.total)).toEqual([room.totalPrice, tour.totalPrice]);
    });

    it('make the invoice out to whom the customer billed when booking: a Kolkata business pays IGST', async () => {
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      await backend().admin.signOut();
      await signUpCustomer(backend(), 'Sudipta');
      const billing = { state: '11' as const, gstin: '19AAPFU0939F1ZS', businessName: 'Ghosh Exports' };
      const booking = await backend().bookings.create({ ...tourRequest, billing });
      // The GSTIN decides the state, whatever state was picked: West Bengal, so IGST.
      expect(booking.billing).toEqual({ ...billing, state: '19' });
      expect(booking.lines?.at(-1)).toMatchObject({ kind: 'tax', label: 'IGST 5%' });
      await expectCode(backend().bookings.create({ ...tourRequest, billing: { state: '99' } }), 'invalid-data');
      await harness.signInAdmin(backend());
      const invoice = await backend().taxDocuments.issue({ bookingId: booking.id, kind: 'invoice' });
      expect(invoice).toMatchObject({
        placeOfSupply: '19',
        recipient: { name: booking.userName, businessName: 'Ghosh Exports', gstin: '19AAPFU0939F1ZS', state: '19' },
        total: booking.totalPrice,
      });
    });

    it('collect TCS on an overseas package: priced with the booking by the backend, higher without a PAN, collected on its invoice', async () => {
      await allowManyRequests(harness, backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      const tour = (await backend().tours.get('sikkim-delight'))!;
      await backend().tours.update({ ...tour, overseas: true });
      await backend().admin.signOut();
      await signUpCustomer(backend(), 'Sudipta');
      const withPan = await backend().bookings.create({ ...tourRequest, billing: { state: '19', pan: 'abcpd1234e' } });
      // 3 adults at ₹18,500 and IGST 5% to West Bengal: ₹58,275, and TCS 2% on it (the rate since 1 April 2026).
      expect(withPan.lines?.slice(-2)).toEqual([
        { kind: 'tax', label: 'IGST 5%', detail: 'on ₹55,500', amount: 2775 },
        { kind: 'tcs', label: 'TCS 2% (overseas tour package)', detail: 'on ₹58,275', amount: 1166 },
      ]);
      expect(withPan).toMatchObject({
        billing: { state: '19', pan: 'ABCPD1234E' },
        tcs: { base: 58_275, rate: 2, withoutPan: false, amount: 1166 },
        totalPrice: 58_275 + 1166,
      });
      const withoutPan = await backend().bookings.create({ ...tourRequest, billing: { state: '19' } });
      expect(withoutPan.tcs).toMatchObject({ rate: 5, withoutPan: true, amount: 2914 });
      expect(withoutPan.totalPrice).toBe(58_275 + 2914);
      await expectCode(backend().bookings.create({ ...tourRequest, billing: { state: '19', pan: 'ABCPD1234' } }), 'invalid-data');

      await harness.signInAdmin(backend());
      const invoice = await backend().taxDocuments.issue({
        bookingId: withPan.id,
        kind: 'invoice',
        recipient: { address: 'Salt Lake, Kolkata', state: '19' },
      });
      expect(invoice).toMatchObject({ taxableValue: 55_500, igst: 2775, tcs: withPan.tcs, total: withPan.totalPrice });
      // A package within India collects none.
      await backend().tours.update({ ...tour, overseas: false });
      await backend().admin.signOut();
      await signUpCustomer(backend(), 'Pema');
      const inIndia = await backend().bookings.create({ ...tourRequest, billing: { state: '19', pan: 'ABCPD1234E' } });
      expect(inIndia.tcs).toBeUndefined();
      expect(inIndia.lines?.some((line) => line.kind === 'tcs')).toBe(false);
    });

    it('cannot be changed once issued: a second invoice is refused, a credit note answers the first', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      await expectCode(
        backend().taxDocuments.issue({ bookingId: booking.id, kind: 'creditNote' }),
        'invalid-data',
        nothingToCredit,
      );
      const invoice = await backend().taxDocuments.issue({ bookingId: booking.id, kind: 'invoice', recipient });
      await expectCode(
        backend().taxDocuments.issue({ bookingId: booking.id, kind: 'invoice', recipient }),
        'invalid-data',
        alreadyInvoiced,
      );
      const credit = await backend().taxDocuments.issue({ bookingId: booking.id, kind: 'creditNote' });
      expect(credit).toMatchObject({
        kind: 'creditNote',
        against: { number: invoice.number, date: invoice.date },
        total: invoice.total,
      });
      expect(await backend().taxDocuments.ofBooking(booking.id)).toEqual([invoice, credit]);
      expect((await backend().taxDocuments.inMonth(invoice.date.slice(0, 7))).map((document) => document.number)).toEqual([
        credit.number,
        invoice.number,
      ]);
    });

    it('follow the money: a receipt voucher when the advance is marked, a refund voucher and the charge invoiced on cancellation', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      await backend().bookings.markPayment(booking.id, 'advance');
      const [receipt] = await backend().taxDocuments.ofBooking(booking.id);
      expect(receipt).toMatchObject({ kind: 'receipt', bookingId: booking.id });
      expect(receipt!.total).toBeLessThan(booking.totalPrice);
      // Marking the same advance again issues nothing more.
      await backend().bookings.markPayment(booking.id, 'advance');
      expect(await backend().taxDocuments.ofBooking(booking.id)).toHaveLength(1);

      // Cancelled years ahead: the policy keeps ₹500 a person or 10%, out of the advance; the rest is repaid.
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      const [, refund, charge] = await backend().taxDocuments.ofBooking(booking.id);
      expect(refund).toMatchObject({ kind: 'refund', against: { number: receipt!.number } });
      expect(charge).toMatchObject({ kind: 'invoice' });
      expect(charge!.lines[0]!.description).toBe(`${cancellationChargeOf}${booking.itemName}`);
      expect(refund!.total + charge!.total).toBe(receipt!.total);
      // Each went to the customer by e-mail with a link to its page in My bookings.
      const mails = (await backend().mail.latest(20)).filter((mail) => mail.template.name === 'tax-document');
      expect(mails.map((mail) => mail.template.data.documentPath).sort()).toEqual(
        [receipt, refund, charge].map((document) => taxDocumentPath(booking.id, document!.id)).sort(),
      );
      expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([booking.userEmail]));
    });

    it('answer an invoiced booking cancelled with a credit note, and invoice the charge kept', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(roomRequest);
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      const invoice = await backend().taxDocuments.issue({ bookingId: booking.id, kind: 'invoice', recipient });
      await backend().bookings.markPayment(booking.id, 'full');
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      const documents = await backend().taxDocuments.ofBooking(booking.id);
      expect(documents.map((document) => document.kind)).toEqual(['invoice', 'creditNote', 'invoice']);
      expect(documents[1]).toMatchObject({ against: { number: invoice.number }, total: invoice.total });
      expect(documents[2]!.total).toBeGreaterThan(0);
      expect(documents[2]!.total).toBeLessThan(invoice.total);
      // The charge is made out to whom the invoice was.
      expect(documents[2]!.recipient).toEqual(invoice.recipient);
    });

    it('are read by their customer only', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(registeredOperator);
      await expectCode(backend().taxDocuments.issue({ bookingId: 'no-such-booking', kind: 'invoice', recipient }), 'not-found');
      const invoice = await backend().taxDocuments.issue({ bookingId: booking.id, kind: 'invoice', recipient });
      await backend().admin.signOut();
      expect(await backend().taxDocuments.ofBooking(booking.id)).toEqual([invoice]);
      await expectCode(backend().taxDocuments.issue({ bookingId: booking.id, kind: 'creditNote' }), 'permission-denied');
      await expectCode(backend().taxDocuments.inMonth(invoice.date.slice(0, 7)), 'permission-denied');
      await signUpCustomer(backend(), 'Dorjee');
      expect(await backend().taxDocuments.ofBooking(booking.id)).toEqual([]);
      await backend().auth.signOut();
      await expectCode(backend().taxDocuments.ofBooking(booking.id), 'permission-denied');
    });
  });
}
