import { test, type Page } from '@playwright/test';
import { putInPageDatabase, signedInCustomer } from './page-database';
import { now } from './clock';

/** A traveller of a booking's party, as the booking form stores them. */
export interface PartyMember {
  name: string;
  age: number;
  gender: 'Female' | 'Male' | 'Other';
  nationality: string;
}

/**
 * Stores a Pending tour booking of the signed-in customer straight in the embedded backend's database, as the
 * booking function would have stored it: for journeys about what happens after booking. Embedded build only: the
 * page must show a page that has read from the backend (My bookings), so that the database exists. Returns the
 * booking's reference.
 */
export async function storeTourBooking(
  page: Page,
  booking: { tourId: string; tourName: string; travelDate: string; endDate: string; party: PartyMember[]; totalPrice: number },
): Promise<string> {
  if (test.info().project.name.startsWith('firebase')) throw new Error('storeTourBooking writes to the embedded database only');
  const reference = `AST-${Array.from({ length: 5 }, () => '23456789ABCDEFGHJKMNPQRSTUVWXYZ'[Math.floor(Math.random() * 31)]).join('')}`;
  const customer = await signedInCustomer(page);
  await putInPageDatabase(page, 'hotelBookings', [
    {
      id: `e2e_${crypto.randomUUID()}`,
      kind: 'tour',
      itemId: booking.tourId,
      itemName: booking.tourName,
      userName: customer.name,
      userEmail: customer.email,
      userId: customer.id,
      phone: '+919832012345',
      travelDate: booking.travelDate,
      endDate: booking.endDate,
      travellers: booking.party.length,
      totalPrice: booking.totalPrice,
      status: 'Pending',
      createdAt: new Date(now()).toISOString(),
      reference,
      customerCopy: 'sent',
      party: booking.party,
    },
  ]);
  return reference;
}
