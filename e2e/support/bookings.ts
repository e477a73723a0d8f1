import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../src/backend/domain/calendar';
import { firestoreConverters, withTimes } from '../../src/backend/firebase/converters';
import type { Booking } from '../../src/backend/schemas';
import { authHost, demoConfig, writeDocuments } from '../../tests/support/emulators';
import { daysFromToday, now } from './clock';
import type { Customer } from './sessions';
import { putInPageDatabase, signedInCustomer } from './page-database';

/**
 * Bookings a journey starts with, stored through the backend's storage directly (as the seed does), so that a
 * journey about what happens after booking does not walk the booking forms first:
 * - embedded build: written into the browser's IndexedDB (the app must have opened it: the page is on the site);
 * - firebase build: written to the Firestore emulator, bypassing the rules, under the customer's Auth uid.
 */

const referenceLetters = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomReference(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += referenceLetters[Math.floor(Math.random() * referenceLetters.length)];
  return `AST-${code}`;
}

async function firebaseUid(customer: Customer): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${demoConfig.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId) throw new Error(`Could not sign ${customer.email} in: ${JSON.stringify(body)}`);
  return body.localId;
}

export type StoredBookingInput = Pick<
  Booking,
  'kind' | 'itemId' | 'itemName' | 'travelDate' | 'endDate' | 'travellers' | 'totalPrice' | 'status'
> &
  Partial<Booking>;

/**
 * Stores a booking of `customer` (signed in with signInNewCustomer) as if the operator had handled it already, and
 * returns it. The page must be on the site (the embedded build's database is the page's own).
 */
export async function storeBooking(page: Page, customer: Customer, input: StoredBookingInput): Promise<Booking> {
  const id = `e2e${crypto.randomUUID().slice(0, 8)}`;
  const base: Booking = {
    id,
    reference: randomReference(),
    userName: customer.name,
    userEmail: customer.email.toLowerCase(),
    phone: '+919832012345',
    createdAt: new Date(now()).toISOString(),
    ...input,
  };
  if (test.info().project.name.startsWith('firebase')) {
    const booking = { ...base, userId: await firebaseUid(customer) };
    const convert = firestoreConverters(() => null);
    const fields = withTimes(convert.booking.toFields(booking), convert.booking.timeFields, (iso) => new Date(iso));
    await writeDocuments('hotelBookings', [{ id, fields }]);
    return booking;
  }
  const stored = { ...base, userId: (await signedInCustomer(page)).id };
  await putInPageDatabase(page, 'hotelBookings', [stored]);
  return stored;
}

/**
 * What a Sikkim Delight for two booked with the included Bagdogra pick-up and drop stores besides its head count:
 * the lead traveller named, the second's name still to give, and the lines it was priced with.
 */
export const sikkimDelightWithTransfers = (customer: Customer, totalPrice: number): Partial<Booking> => ({
  party: [
    { name: customer.name, age: 34, nationality: 'IN' },
    { name: '', age: 36, nationality: 'IN' },
  ],
  options: ['pickup-bagdogra-airport-ixb', 'drop-bagdogra-airport-ixb'],
  lines: [
    { kind: 'band', label: '2 adults', detail: '', amount: totalPrice },
    { kind: 'option', label: 'Pick-up at Bagdogra airport (IXB), 10:00', detail: 'included', amount: 0 },
    { kind: 'option', label: 'Drop at Bagdogra airport (IXB), 12:30', detail: 'included', amount: 0 },
  ],
});

/**
 * A Sikkim Delight for two that the operator has already confirmed, `daysAhead` days from today: stored once
 * `customer`'s My bookings has opened empty (so the embedded build's database is open). `fields` adds to it.
 */
export async function storeConfirmedSikkimDelight(
  page: Page,
  customer: Customer,
  daysAhead: number,
  totalPrice: number,
  fields: Partial<Booking> = {},
) {
  const travelDate = daysFromToday(daysAhead);
  await page.goto('/account/bookings');
  await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
  const booking = await storeBooking(page, customer, {
    kind: 'tour',
    itemId: 'sikkim-delight',
    itemName: 'Sikkim Delight',
    travelDate,
    endDate: addDays(travelDate, 5),
    travellers: 2,
    totalPrice,
    status: 'Confirmed',
    // Confirmed today: the advance is due three days on (the sample payment settings), as the backend stores it.
    advanceDueOn: daysFromToday(3),
    ...fields,
  });
  return { booking, travelDate };
}
