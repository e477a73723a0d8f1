import { durgaPujaBooking } from '@/testing/north-sikkim';
import { now } from '@/testing/clock';
import { registeredOperator } from '@/testing/tax';
import { defaultTaxSettings } from '../../schemas/tax';
import { taxRulesOf } from '../gst/booking-tax';
import { gstPartOf, taxOfBooking } from '../gst/booking-value';
import { cancellationOrders, prepareDocuments, readForDocuments } from './tax-documents';

describe('the tax of a booking', () => {
  const rules = taxRulesOf(defaultTaxSettings);
  const recipient = { name: 'Sudipta Ghosh', state: '19' as const };

  it('taxes a tailored trip as the tour package it is, though it holds nights at Hotel Aster', () => {
    const trip = taxOfBooking(durgaPujaBooking(), recipient, rules);
    const tour = taxOfBooking(durgaPujaBooking({ kind: 'tour' }), recipient, rules);
    expect(trip).toEqual(tour);
  });

  describe('of a room booking', () => {
    // Three nights of one room: two at ₹7,000 and one at ₹8,000, as placeBooking priced them.
    const room = durgaPujaBooking({
      kind: 'room',
      itemName: 'Deluxe Double, Hotel Aster',
      travelDate: '2027-10-08',
      endDate: '2027-10-11',
      totalPrice: 22_000 + 700 + 1440,
      lines: [
        { kind: 'room', label: 'Nights', detail: '', amount: 22_000 },
        { kind: 'tax', label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹14,000', amount: 700 },
        { kind: 'tax', label: 'GST 18% (CGST 9% + SGST 9%)', detail: 'on ₹8,000', amount: 1440 },
      ],
      taxSupplies: [
        { sac: '996311', description: 'Deluxe Double, Hotel Aster', taxableValue: 14_000, rate: 5 },
        { sac: '996311', description: 'Deluxe Double, Hotel Aster', taxableValue: 8_000, rate: 18 },
      ],
    });

    it('charges each night at the slab it was priced at', () => {
      const tax = taxOfBooking(room, recipient, rules);
      expect(tax.taxes.map((line) => [line.rate, line.taxableValue, line.cgst + line.sgst])).toEqual([
        [5, 14_000, 700],
        [18, 8_000, 1440],
      ]);
      expect(tax.total).toBe(room.totalPrice);
    });

    it('takes the nights at their average once the stored nights no longer make the value (an operator discount)', () => {
      const discounted = {
        ...room,
        lines: [...room.lines!, { kind: 'discount' as const, label: 'Discount', detail: 'Regular', amount: -1000 }],
      };
      // 21,000 over 3 nights: ₹7,000 a night, all at 5%.
      expect(taxOfBooking(discounted, recipient, rules).taxes).toEqual([
        { rate: 5, taxableValue: 21_000, cgst: 525, sgst: 525, igst: 0 },
      ]);
    });
  });
});

describe('the documents of an overseas package', () => {
  // ₹1,00,000 of Bhutan, IGST 5% to West Bengal, and TCS 2% on ₹1,05,000, as placeBooking priced it.
  const tcs = { base: 105_000, rate: 2, rateAbove: 2, threshold: 0, withoutPan: false, amount: 2100 };
  const bhutan = durgaPujaBooking({
    kind: 'tour',
    itemName: 'Bhutan Discovery',
    billing: { state: '19', pan: 'ABCPD1234E' },
    totalPrice: 107_100,
    lines: [
      { kind: 'band', label: '2 adults', detail: '₹50,000 each', amount: 100_000 },
      { kind: 'tax', label: 'IGST 5%', detail: 'on ₹1,00,000', amount: 5000 },
      { kind: 'tcs', label: 'TCS 2% (overseas tour package)', detail: 'on ₹1,05,000', amount: 2100 },
    ],
    tcs,
  });
  const store = {
    taxSettings: () => Promise.resolve(registeredOperator),
    documentsOfBooking: () => Promise.resolve([]),
    seriesLast: () => Promise.resolve(0),
  };
  const issue = async (kind: 'invoice' | 'receipt', amount?: number) => {
    const reads = await readForDocuments(store, bhutan);
    // A bill of ₹50,000 or more to an unregistered customer names their address.
    const recipient = { address: 'Salt Lake, Kolkata', state: '19' as const };
    const order = { kind, bookingId: bhutan.id, recipient, ...(amount ? { amount } : {}) };
    const prepared = await prepareDocuments(store, reads, [order], { email: 'desk@example.com' }, { now: now() });
    return prepared.documents[0]!;
  };

  it('collects on its invoice the TCS priced with the booking: the invoice totals what the customer was asked', async () => {
    const invoice = await issue('invoice');
    expect(invoice).toMatchObject({ taxableValue: 100_000, igst: 5000, tcs, total: 107_100 });
    expect(invoice.totalInWords).toBe('One Lakh Seven Thousand One Hundred Rupees Only');
  });

  it('writes its receipt voucher on the part of the money that is the price with GST', async () => {
    expect(gstPartOf(bhutan, 107_100)).toBe(105_000);
    const receipt = await issue('receipt', 107_100);
    expect(receipt).toMatchObject({ taxableValue: 100_000, igst: 5000, total: 105_000 });
    expect(receipt.tcs).toBeUndefined();
  });

  it('keeps a cancellation charge in GST’s terms too', async () => {
    const reads = { booking: bhutan, settings: registeredOperator, documents: [] };
    // Nothing received by receipt voucher: the charge kept is what was received, none.
    expect(cancellationOrders(reads, 10_710, 10_710)).toEqual([]);
    const invoice = await issue('invoice');
    const orders = cancellationOrders({ ...reads, documents: [invoice] }, 107_100, 10_710);
    expect(orders).toEqual([
      { kind: 'creditNote', bookingId: bhutan.id },
      { kind: 'cancellationCharge', charge: 10_500 },
    ]);
  });
});
