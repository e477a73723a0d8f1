import type { Booking } from '../schemas';
import { limits } from '../limits';
import { bookingSearchKeys, matchesBookingSearch, parseBookingSearch } from './booking-search';

const rahul: Booking = {
  id: 'booking_1',
  reference: 'AST-7K3Q9',
  itemId: 'tour_gangtok',
  itemName: 'Gangtok & Tsomgo Lake Escape',
  userName: 'Rahul Sen',
  userEmail: 'Rahul.Sen@Example.com',
  phone: '+919832012345',
  travelDate: '2027-01-05',
  endDate: '2027-01-08',
  totalPrice: 24000,
  status: 'Pending',
  kind: 'tour',
  createdAt: '2026-11-10T14:40:00.000Z',
};
const olivia: Booking = { ...rahul, id: 'booking_2', reference: 'AST-M4P2X', userName: 'Olivia Hart', phone: '+447700900123' };
const deluxe: Booking = { ...rahul, id: 'booking_3', itemName: 'Deluxe Room', kind: 'room', phone: undefined };

const finds = (typed: string, booking: Booking) => matchesBookingSearch(booking, parseBookingSearch(typed));

describe('the operator’s booking search', () => {
  it.each([
    ['Sen', rahul],
    ['rahul', rahul],
    ['Rahul Sen', rahul],
    ['  rahul   SEN ', rahul],
    ['Rah', rahul],
    ['12345', rahul],
    ['2345', rahul],
    ['012345', rahul],
    ['98320 12345', rahul],
    ['+91 98320-12345', rahul],
    ['07700 900123', olivia],
    ['+44 7700 900123', olivia],
    ['900123', olivia],
    ['AST-7K3Q9', rahul],
    ['ast7k3q9', rahul],
    ['rahul.sen@example.com', rahul],
    ['Tsomgo', rahul],
    ['gangtok', rahul],
    ['Gangtok & Tsomgo Lake Escape', rahul],
    ['deluxe room', deluxe],
    ['Deluxe', deluxe],
  ])('finds %j', (typed, booking) => {
    expect(finds(typed, booking)).toBe(true);
  });

  it.each([
    ['Sen', olivia],
    ['en', rahul],
    ['123', rahul],
    ['900123', rahul],
    ['Rahul Hart', rahul],
    ['AST-M4P2X', rahul],
    ['olivia@example.com', rahul],
    ['Lake Gangtok', rahul],
    ['12345', deluxe],
  ])('does not find %j in the wrong booking', (typed, booking) => {
    expect(finds(typed, booking)).toBe(false);
  });

  it('turns what was typed into one key to look up', () => {
    expect(parseBookingSearch('07700 900123')).toEqual({ by: 'key', value: '#900123' });
    expect(parseBookingSearch('12345')).toEqual({ by: 'key', value: '#12345' });
    expect(parseBookingSearch('Rahul Sen')).toEqual({ by: 'key', value: 'rahul sen' });
    expect(parseBookingSearch('Sen')).toEqual({ by: 'key', value: 'sen' });
    expect(parseBookingSearch('ast-7k3q9')).toEqual({ by: 'reference', value: 'AST-7K3Q9' });
    expect(parseBookingSearch('  ')).toBeNull();
    expect(parseBookingSearch('--')).toBeNull();
  });

  it('keeps a booking’s keys few, whatever its names', () => {
    const long = { ...rahul, userName: 'Abcdefghijklmnopqrstuvwxyz '.repeat(10), itemName: 'Word '.repeat(40) };
    expect(bookingSearchKeys(long).length).toBeLessThanOrEqual(limits.bookingSearchKeys);
    expect(bookingSearchKeys(rahul)).toEqual(expect.arrayContaining(['#2345', '#12345', '#012345', 'rahul sen', 'sen']));
  });
});
