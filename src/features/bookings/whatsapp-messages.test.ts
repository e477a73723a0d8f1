import type { Booking } from '@/backend/schemas';
import { bookingEnquiryMessage, flightEnquiryMessage, roomEnquiryMessage, tourEnquiryMessage } from './whatsapp-messages';

describe('tourEnquiryMessage', () => {
  it('names the tour, the dates and the travellers', () => {
    expect(
      tourEnquiryMessage({ tourName: 'Sikkim Delight', travelDate: '2026-12-20', endDate: '2026-12-25', travellers: 2 }),
    ).toBe(
      'Hello Himalayan Aster Tours! I would like to book the tour package "Sikkim Delight" for 2 travellers, travelling 20 Dec 2026 to 25 Dec 2026.',
    );
  });

  it('says when the date is not chosen yet, and counts one traveller', () => {
    expect(tourEnquiryMessage({ tourName: 'Sikkim Delight', travelDate: '', travellers: 1 })).toBe(
      'Hello Himalayan Aster Tours! I would like to book the tour package "Sikkim Delight" for 1 traveller, travel date not fixed yet.',
    );
  });
});

describe('roomEnquiryMessage', () => {
  it('names the room, both dates, the guests and the meal plan', () => {
    expect(
      roomEnquiryMessage({
        roomName: 'Deluxe Double',
        checkIn: '2027-04-10',
        checkOut: '2027-04-12',
        guests: 2,
        mealPlan: 'CP (with breakfast)',
      }),
    ).toBe(
      'Hello Hotel Aster! I would like to book the Deluxe Double room for 2 guests, check-in 10 Apr 2027, check-out 12 Apr 2027, CP (with breakfast).',
    );
  });

  it('waits for both dates before naming them', () => {
    expect(roomEnquiryMessage({ roomName: 'Deluxe Single', checkIn: '2027-04-10', checkOut: '', guests: 1 })).toBe(
      'Hello Hotel Aster! I would like to book the Deluxe Single room for 1 guest, dates not fixed yet.',
    );
  });
});

describe('flightEnquiryMessage', () => {
  it('names the flight, the date and the passengers', () => {
    expect(
      flightEnquiryMessage({
        flightName: 'SpiceJet, Delhi (DEL) to Mumbai (BOM), 13:30',
        travelDate: '2027-01-05',
        passengers: 3,
      }),
    ).toBe(
      'Hello Himalayan Aster Tours! I would like to book the flight SpiceJet, Delhi (DEL) to Mumbai (BOM), 13:30 for 3 passengers, on 5 Jan 2027.',
    );
  });

  it('ignores a half-typed date', () => {
    expect(flightEnquiryMessage({ flightName: 'IndiGo', travelDate: '0002-13-45', passengers: 1 })).toContain(
      'date not fixed yet',
    );
  });
});

describe('bookingEnquiryMessage', () => {
  const booking: Booking = {
    id: 'booking_1',
    itemName: 'Sikkim Delight',
    userName: 'Pema',
    userEmail: 'pema@example.com',
    travelDate: '2026-12-20',
    endDate: '2026-12-25',
    totalPrice: 37000,
    status: 'Pending',
    kind: 'tour',
    reference: 'AST-7K3Q9',
    travellers: 2,
  };

  it('leads with the reference', () => {
    expect(bookingEnquiryMessage(booking)).toBe(
      'Hello Himalayan Aster Tours! About my booking AST-7K3Q9: Sikkim Delight (tour package), 20 Dec 2026 to 25 Dec 2026, 2 travellers.',
    );
  });

  it('shows one date for a one-way flight and falls back to the id without a reference', () => {
    const flight = {
      ...booking,
      kind: 'flight' as const,
      itemName: 'IndiGo',
      endDate: '2026-12-20',
      reference: undefined,
      travellers: 1,
    };
    expect(bookingEnquiryMessage(flight)).toBe(
      'Hello Himalayan Aster Tours! About my booking booking_1: IndiGo (flight), 20 Dec 2026, 1 traveller.',
    );
  });
});
