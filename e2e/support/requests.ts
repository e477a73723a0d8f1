import { test, type Page } from '@playwright/test';
import type { Booking } from '../../src/backend/schemas';
import { storeBooking } from './bookings';
import type { Customer } from './sessions';
import { putInPageDatabase, signedInCustomer } from './page-database';
import { daysFromToday, now } from './clock';

/**
 * Booking requests an operator journey starts with, written straight into the backend's storage (as the seed writes
 * the samples): the operator's journeys are about answering requests, not about making them. Embedded build: into
 * the browser's IndexedDB, once the app has made it; firebase build: into the Firestore emulator (storeBooking). The
 * page must be on the site, with `customer` signed in (signInNewCustomer): the requests are theirs.
 */
export interface RequestInput {
  userName: string;
  userEmail: string;
  phone?: string;
  /** Days from today. */
  inDays: number;
  totalPrice: number;
  /** How long ago it was sent, in days. */
  sentDaysAgo?: number;
}

const referenceLetters = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export async function storePendingRequests(page: Page, customer: Customer, inputs: RequestInput[]): Promise<Booking[]> {
  const bookings = inputs.map((input, index): Booking => {
    let code = '';
    for (let i = 0; i < 5; i++) code += referenceLetters[Math.floor(Math.random() * referenceLetters.length)];
    return {
      id: `e2e${crypto.randomUUID().slice(0, 8)}${index}`,
      reference: `AST-${code}`,
      kind: 'tour',
      itemId: 'darjeeling-romance',
      itemName: 'Darjeeling Romance',
      userName: input.userName,
      userEmail: input.userEmail,
      ...(input.phone ? { phone: input.phone } : {}),
      travelDate: daysFromToday(input.inDays),
      endDate: daysFromToday(input.inDays + 3),
      travellers: 2,
      totalPrice: input.totalPrice,
      status: 'Pending',
      createdAt: new Date(now() - (input.sentDaysAgo ?? 0) * 86_400_000).toISOString(),
    };
  });
  if (test.info().project.name.startsWith('firebase')) {
    const stored: Booking[] = [];
    // storeBooking gives each its own id and reference.
    for (const {
      kind,
      itemId,
      itemName,
      userName,
      userEmail,
      phone,
      travelDate,
      endDate,
      travellers,
      totalPrice,
      status,
      createdAt,
    } of bookings) {
      const input = {
        kind,
        itemId,
        itemName,
        userName,
        userEmail,
        travelDate,
        endDate,
        travellers,
        totalPrice,
        status,
        createdAt,
      };
      stored.push(await storeBooking(page, customer, phone ? { ...input, phone } : input));
    }
    return stored;
  }
  const { id: userId } = await signedInCustomer(page);
  await putInPageDatabase(
    page,
    'hotelBookings',
    bookings.map((booking) => ({ ...booking, userId })),
  );
  return bookings;
}
