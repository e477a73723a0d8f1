import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleTours } from '~seed/data/tours';
import { defaultTripSettings } from '@/backend/schemas/trip';
import { formatDateTime } from '@/lib/format';
import { TripSheet } from './trip-sheet';
import type { TripPack } from './trip-pack';

const tour = sampleTours.find((one) => one.id === 'sikkim-delight')!;
const pack: TripPack = {
  savedAt: '2026-11-25T10:15:00.000Z',
  booking: {
    id: 'b1',
    kind: 'tour',
    itemId: tour.id,
    itemName: 'Sikkim Delight',
    userName: 'Pema Bhutia',
    userEmail: 'pema@aster.test',
    travelDate: '2031-04-02',
    endDate: '2031-04-07',
    travellers: 2,
    totalPrice: 37000,
    status: 'Confirmed',
    reference: 'AST-7K3Q9',
  },
  tour,
  trip: defaultTripSettings,
  businessPhone: '+919832012345',
  asterPhone: '+919832067890',
  permits: [],
  alerts: [],
};

describe('the trip sheet', () => {
  it('shows the reference, the plan with its stays and phones, and when it was last updated', () => {
    render(<TripSheet pack={pack} offline={false} refreshing={false} actions={null} />);
    const sheet = screen.getByRole('article', { name: 'Your trip' });
    expect(sheet).toHaveTextContent('AST-7K3Q9');
    expect(within(sheet).getByRole('img', { name: 'QR code of booking AST-7K3Q9' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Day 2, 3 Apr 2031: Tsomgo Lake and Baba Mandir');
    expect(within(sheet).getByRole('region', { name: 'Where you stay' })).toHaveTextContent(
      'Hotel Aster, Gangtok · 3 nights, nights of 2 Apr 2031 to 4 Apr 2031 · +91 98320 67890',
    );
    // No driver yet: the sheet says one is coming.
    expect(sheet).toHaveTextContent("We add your driver's name and phone here once we assign one.");
    expect(screen.getByRole('status')).toHaveTextContent(`Last updated ${formatDateTime(pack.savedAt)}.`);
  });

  it('says it is the copy kept on the phone when the network is gone', () => {
    render(<TripSheet pack={pack} offline refreshing={false} actions={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `No connection: this is your trip as last updated ${formatDateTime(pack.savedAt)}. It updates itself when you are back online.`,
    );
  });
});
