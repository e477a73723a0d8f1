import { samplePermitTypes } from '../../../seed/data/permit-types';
import type { PermitDeskData } from '@/backend/queries';
import type { TourPackage } from '@/backend/schemas';
import { asha, karma, sikkimDelightBooking } from '@/testing/rai-family';
import { deskBookings, permitDays, readyTravellers } from './permit-desk';
import { permitOfficeCsv, permitOfficeFileName } from './permit-office-csv';

const booking = sikkimDelightBooking({
  status: 'Confirmed',
  // A name the office's CSV must quote.
  party: [asha, { ...karma, name: 'Karma "KD" Rai, Jr' }],
});

const data: PermitDeskData = {
  bookings: [booking],
  tours: { 'sikkim-delight': { id: 'sikkim-delight', permits: [{ permitId: 'tsomgo-nathula', day: 2 }] } as TourPackage },
  permits: samplePermitTypes,
  documents: [
    {
      bookingId: 'b1',
      userId: 'asha',
      endDate: '2027-04-11',
      updatedAt: '2027-03-20T10:00:00.000Z',
      travellers: [
        {
          idType: 'aadhaar',
          idNumber: '1234 5678 9012',
          idPath: 'travellerDocuments/asha/b1/0/id',
          photoPath: 'travellerDocuments/asha/b1/0/photo',
        },
        { idType: 'passport', idNumber: 'Z1234567', idPath: 'travellerDocuments/asha/b1/1/id' },
      ],
    },
  ],
  filings: [
    {
      bookingId: 'b1',
      permitId: 'tsomgo-nathula',
      date: '2027-04-08',
      state: 'filed',
      number: '',
      updatedAt: '2027-03-21T10:00:00.000Z',
      by: 'operator@example.com',
    },
  ],
};

describe('the permit desk', () => {
  it('lists each permit of a booking on its day, with each traveller ready or missing something, and its filing', () => {
    const [entry] = deskBookings(data, { permitId: '', from: '', to: '' });
    expect(entry?.permits.map((permit) => [permit.permit.id, permit.date, permit.state])).toEqual([
      ['tsomgo-nathula', '2027-04-08', 'filed'],
    ]);
    expect(entry?.permits[0]?.travellers.map((row) => [row.traveller.name, row.ready, row.missing])).toEqual([
      ['Asha Rai', true, []],
      ['Karma "KD" Rai, Jr', false, ['Photo']],
    ]);
    expect(entry?.missing).toBe('Karma "KD" Rai, Jr: Photo');
    expect(entry?.dueDate).toBe('2027-04-04');
    expect(permitDays(entry ? [entry] : [])).toMatchObject([{ date: '2027-04-08', ready: 1, travellers: 2 }]);
  });

  it('filters by permit and by the permit day', () => {
    expect(deskBookings(data, { permitId: 'north-sikkim', from: '', to: '' })).toEqual([]);
    expect(deskBookings(data, { permitId: '', from: '2027-04-09', to: '' })).toEqual([]);
    expect(deskBookings(data, { permitId: 'tsomgo-nathula', from: '2027-04-08', to: '2027-04-08' })).toHaveLength(1);
  });

  it('exports only the travellers whose documents are complete, in the columns permit offices ask for', () => {
    const desk = deskBookings(data, { permitId: '', from: '', to: '' });
    const ready = readyTravellers(desk, 'tsomgo-nathula', '2027-04-08');
    expect(permitOfficeCsv(ready)).toBe(
      'Name,Age,Gender,Nationality,ID type,ID number\r\nAsha Rai,34,Female,India,Aadhaar card,1234 5678 9012\r\n',
    );
    expect(permitOfficeFileName('tsomgo-nathula', '2027-04-08')).toBe('tsomgo-nathula_2027-04-08.csv');
  });
});
