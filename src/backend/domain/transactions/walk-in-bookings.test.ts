import type { Booking } from '../../schemas/index';
import { accountNotVerified, linkToAccount, notAWalkInBooking } from './walk-in-bookings';

describe('walk-in bookings', () => {
  it('links only a walk-in booking, and never one another account holds', async () => {
    const stored: Booking = {
      id: 'b1',
      kind: 'room',
      itemName: 'Deluxe Double, Hotel Aster',
      userName: 'Karma',
      phone: '+919800055501',
      travelDate: '2031-05-20',
      endDate: '2031-05-22',
      totalPrice: 4400,
      status: 'Confirmed',
      madeBy: 'operator',
    };
    let current: Booking = stored;
    const store = { booking: () => Promise.resolve(current), putBooking: (booking: Booking) => void (current = booking) };
    // An account anyone could have made with the customer's address is not given the booking.
    await expect(linkToAccount(store, 'b1', { uid: 'u1', email: 'karma@example.com', emailVerified: false })).rejects.toThrow(
      accountNotVerified,
    );
    expect(current).not.toHaveProperty('userId');
    const linked = await linkToAccount(store, 'b1', { uid: 'u1', email: 'karma@example.com', emailVerified: true });
    expect(linked).toMatchObject({ userId: 'u1', userEmail: 'karma@example.com' });
    await expect(linkToAccount(store, 'b1', { uid: 'u2', email: 'other@example.com', emailVerified: true })).rejects.toThrow(
      'This booking already belongs to an account.',
    );
    current = { ...stored, madeBy: undefined, userEmail: 'online@example.com' };
    await expect(linkToAccount(store, 'b1', { uid: 'u1', email: 'karma@example.com', emailVerified: true })).rejects.toThrow(
      notAWalkInBooking,
    );
  });
});
