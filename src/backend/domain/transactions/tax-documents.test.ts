import { durgaPujaBooking } from '@/testing/north-sikkim';
import { now } from '@/testing/clock';
import { registeredOperator } from '@/testing/tax';
import { gstPartOf } from '../gst/booking-value';
import { cancellationOrders, prepareDocuments, readForDocuments } from './tax-documents';

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
