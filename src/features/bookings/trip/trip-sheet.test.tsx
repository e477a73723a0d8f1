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

  it('lists the pick-up and drop with their times and each traveller named so far', () => {
    const named: TripPack = {
      ...pack,
      booking: {
        ...pack.booking,
        party: [
          { name: 'Pema Bhutia', age: 40, nationality: 'IN' },
          { name: '', age: 38, nationality: 'IN' },
        ],
        lines: [
          { kind: 'band', label: '2 adults', detail: '₹18,500 each', amount: 37000 },
          { kind: 'option', label: 'Drop at Bagdogra airport (IXB), 12:30', detail: 'included', amount: 0 },
          { kind: 'option', label: 'Room heater', detail: '₹500 × 5 nights', amount: 2500 },
          { kind: 'option', label: 'Pick-up at Bagdogra airport (IXB), 10:00', detail: 'included', amount: 0 },
        ],
      },
    };
    render(<TripSheet pack={named} offline={false} refreshing={false} actions={null} />);
    const transfers = screen.getByRole('region', { name: 'Pick-up and drop' });
    expect(
      within(transfers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pick-up at Bagdogra airport (IXB), 10:00', 'Drop at Bagdogra airport (IXB), 12:30']);
    expect(screen.getByRole('region', { name: 'Travellers' })).toHaveTextContent(
      'Pema Bhutia1 name still to give: My bookings asks for it.',
    );
    expect(screen.getAllByText('Pick-up at Bagdogra airport (IXB), 10:00')).toHaveLength(1);
  });

  it("says by when the travellers' names, genders and photo IDs are due, in the e-mail's words, until all are given", () => {
    const owing: TripPack = {
      ...pack,
      booking: { ...pack.booking, party: [], documentsDueOn: '2031-03-30', documentsComplete: false },
    };
    const { unmount } = render(<TripSheet pack={owing} offline={false} refreshing={false} actions={null} />);
    expect(screen.getByRole('region', { name: 'Travellers' })).toHaveTextContent(
      'For the permits, please give each traveller’s name, gender and photo ID in My bookings by 30 Mar 2031.',
    );
    unmount();
    render(
      <TripSheet
        pack={{ ...owing, booking: { ...owing.booking, documentsComplete: true } }}
        offline={false}
        refreshing={false}
        actions={null}
      />,
    );
    expect(screen.queryByText(/For the permits/)).toBeNull();
  });

  it('has no pick-up or travellers to list for a booking without them', () => {
    render(<TripSheet pack={pack} offline={false} refreshing={false} actions={null} />);
    expect(screen.queryByRole('region', { name: 'Pick-up and drop' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Travellers' })).toBeNull();
  });

  it('says it is the copy kept on the phone when the network is gone', () => {
    render(<TripSheet pack={pack} offline refreshing={false} actions={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `No connection: this is your trip as last updated ${formatDateTime(pack.savedAt)}. It updates itself when you are back online.`,
    );
  });
});
