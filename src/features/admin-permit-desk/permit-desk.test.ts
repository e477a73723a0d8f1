import { describe, expect, it } from 'vitest';
import { durgaPujaBooking } from '@/testing/north-sikkim';
import { samplePermitTypes } from '../../../seed/data/permit-types';
import { limits } from '@/backend/limits';
import { deskBookings, permitDays, purgeBatches } from './permit-desk';

describe('the permit desk', () => {
  it("lists the permits a tailored trip's days imply, on their dates, for each traveller", () => {
    const booking = durgaPujaBooking({
      party: [
        { name: 'Sudipta', age: 44, nationality: 'IN' },
        { name: 'Rina', age: 41, nationality: 'IN' },
      ],
      travellers: 2,
    });
    const data = { bookings: [booking], tours: {}, permits: samplePermitTypes, documents: [], filings: [] };
    const [entry] = deskBookings(data, { permitId: '', from: '', to: '' });
    expect(entry?.permits.map((permit) => [permit.permit.id, permit.date, permit.travellers.length])).toEqual([
      ['north-sikkim', '2027-10-09', 2],
      ['north-sikkim', '2027-10-10', 2],
      ['north-sikkim', '2027-10-11', 2],
    ]);
    // Documents are due three days before the trip's first day, not before the nights it holds.
    expect(entry?.dueDate).toBe('2027-10-05');
    expect(permitDays(deskBookings(data, { permitId: 'north-sikkim', from: '2027-10-10', to: '2027-10-10' }))).toEqual([
      expect.objectContaining({ date: '2027-10-10', ready: 0, travellers: 2 }),
    ]);
  });
});

describe('the purge of expired documents', () => {
  it('asks in batches the function takes, every trip once, in order', () => {
    const ids = Array.from({ length: 2 * limits.documentsPurged + 1 }, (_, index) => `booking${index}`);
    const batches = purgeBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([limits.documentsPurged, limits.documentsPurged, 1]);
    expect(batches.flat()).toEqual(ids);
    expect(purgeBatches([])).toEqual([]);
  });
});
