import { durgaPujaBooking, northSikkimBooking } from '@/testing/north-sikkim';
import { confirmationOf, notHeldMessage } from './booking-confirmation';

describe('confirmationOf', () => {
  it("says how much of the total is tax from the booking's own tax line", () => {
    const booking = northSikkimBooking('2099-03-10', {
      reference: 'AST-7K3Q9',
      totalPrice: 7168,
      lines: [
        { kind: 'band', label: 'Adults', detail: '2 × ₹3,200', amount: 6400 },
        { kind: 'tax', label: 'GST 12%', detail: 'on ₹6,400', amount: 768 },
      ],
    });
    expect(confirmationOf(booking)).toMatchObject({ reference: 'AST-7K3Q9', totalPrice: 7168, tax: 768 });
    expect(confirmationOf({ ...booking, lines: [] })).not.toHaveProperty('tax');
  });

  it('shows nothing of a booking without a reference', () => {
    expect(confirmationOf(northSikkimBooking('2099-03-10', { reference: undefined }))).toBeNull();
  });
});

describe('notHeldMessage', () => {
  const seats = northSikkimBooking('2099-03-10', { status: 'Pending', fixedDeparture: true, notHeld: 'share' });

  it('names the seats of a departure, and why they are not kept when Pending requests took their share', () => {
    expect(notHeldMessage(seats, 'asha@example.com')).toBe(
      'Not held: many requests are waiting for these dates, so this one does not keep the seats for you while we confirm it, and someone else may book first. ' +
        'We will still confirm this request if the seats are free then; call or WhatsApp us to hear sooner.',
    );
  });

  it('names both the seats and the room of a trip on a departure that sleeps at Hotel Aster', () => {
    const trip = durgaPujaBooking({ itemId: 'north-sikkim', fixedDeparture: true, status: 'Pending', notHeld: 'share' });
    expect(notHeldMessage(trip, 'asha@example.com')).toContain(
      'does not keep the seats and the room for you while we confirm it, and someone else may book first. ' +
        'We will still confirm this request if the seats and the room are free then;',
    );
  });

  it('says where the link went, or that it went to the customer when the address is not known', () => {
    const unverified = { ...seats, notHeld: 'unverified' as const };
    expect(notHeldMessage(unverified, 'asha@example.com')).toContain('Open the link we e-mailed to asha@example.com when');
    expect(notHeldMessage(unverified, undefined)).toContain('Open the link we e-mailed you when');
  });

  it('says nothing once the request is confirmed or cancelled, nor for one that holds', () => {
    expect(notHeldMessage({ ...seats, status: 'Confirmed' }, 'asha@example.com')).toBeNull();
    expect(notHeldMessage({ ...seats, status: 'Cancelled' }, 'asha@example.com')).toBeNull();
    expect(notHeldMessage({ ...seats, notHeld: undefined }, 'asha@example.com')).toBeNull();
  });
});
