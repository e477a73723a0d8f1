import { BackendError, busyBooking } from '@/backend/errors';
import { bookingFailureMessage } from './use-confirm-booking';

describe('bookingFailureMessage', () => {
  it('says a booking that gave up under a rush was busy, not a connection problem', () => {
    expect(bookingFailureMessage(new BackendError('unavailable', busyBooking))).toBe(
      'Many people are booking right now, please try again. Nothing was booked yet.',
    );
  });

  it('keeps the connection advice for the service being unavailable', () => {
    expect(bookingFailureMessage(new BackendError('unavailable'))).toBe(
      'We could not send your booking. Nothing was booked: please check your connection and try again, or chat with us on WhatsApp.',
    );
  });
});
