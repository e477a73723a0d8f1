import type { Booking } from '@/backend/schemas';
import { bookingsToCsv } from './bookings-csv';

const tour: Booking = {
  id: 'booking_1',
  itemId: 'sikkim-delight',
  itemName: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
  userName: 'Pema Bhutia',
  userEmail: 'pema@example.com',
  userId: 'u1',
  travelDate: '2027-01-30',
  endDate: '2027-02-04',
  totalPrice: 37000,
  status: 'Pending',
  createdAt: '2026-12-01T10:00:00.000Z',
  kind: 'tour',
  reference: 'AST-7K3Q9',
  phone: '+919832012345',
  travellers: 2,
  cancellationRequestedAt: '2026-12-02T08:30:00.000Z',
};

describe('bookingsToCsv', () => {
  it('writes a header row and one row per booking, CRLF-terminated', () => {
    expect(bookingsToCsv([tour])).toBe(
      'Reference,Kind,Item,Guest name,E-mail,Phone,Check-in,Check-out,Travellers,Total (INR),Status,Created,Cancellation requested,Made by\r\n' +
        'AST-7K3Q9,Tour package,"Sikkim Delight: Gangtok, Tsomgo Lake and Pelling",Pema Bhutia,pema@example.com,\'+919832012345,2027-01-30,2027-02-04,2,37000,Pending,2026-12-01T10:00:00.000Z,2026-12-02T08:30:00.000Z,Customer\r\n',
    );
  });

  it('leaves what a booking does not record empty', () => {
    const sample: Booking = {
      id: 'b1',
      itemName: 'Teesta Riverside Retreat',
      userName: '=cmd|/C calc',
      userEmail: 'daniel@example.com',
      travelDate: '2027-01-05',
      endDate: '2027-01-07',
      totalPrice: 24000,
      status: 'Confirmed',
      kind: 'hotel',
    };
    const [, row] = bookingsToCsv([sample]).split('\r\n');
    expect(row).toBe(
      ",Hotel stay,Teesta Riverside Retreat,'=cmd|/C calc,daniel@example.com,,2027-01-05,2027-01-07,,24000,Confirmed,,,Customer",
    );
  });

  it('writes a walk-in booking without an e-mail: the phone, and that the operator made it', () => {
    const walkIn: Booking = {
      id: 'b2',
      kind: 'room',
      itemName: 'Deluxe Double, Hotel Aster',
      userName: 'Karma Bhutia',
      phone: '+919800055501',
      travelDate: '2027-02-10',
      endDate: '2027-02-12',
      totalPrice: 4400,
      status: 'Confirmed',
      madeBy: 'operator',
    };
    const [, row] = bookingsToCsv([walkIn]).split('\r\n');
    expect(row).toBe(
      ',Hotel Aster room,"Deluxe Double, Hotel Aster",Karma Bhutia,,\'+919800055501,2027-02-10,2027-02-12,,4400,Confirmed,,,Operator',
    );
  });

  it('writes only the header for no bookings', () => {
    expect(bookingsToCsv([]).split('\r\n')).toHaveLength(2);
  });
});
