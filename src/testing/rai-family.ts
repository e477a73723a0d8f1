import type { Booking, Traveller } from '@/backend/schemas';

export const asha = { name: 'Asha Rai', age: 34, gender: 'Female', nationality: 'IN' } satisfies Traveller;
export const karma = { name: 'Karma Rai', age: 36, gender: 'Male', nationality: 'IN' } satisfies Traveller;

/** Asha and Karma Rai, two Indian adults: the party of the Sikkim Delight the permit tests and journeys book. */
export const raiFamily = [asha, karma];

/** Asha Rai's request for Sikkim Delight (Tsomgo Lake and Nathula on its second day), 7 to 11 April 2027, for the two. */
export function sikkimDelightBooking(fields: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    kind: 'tour',
    itemId: 'sikkim-delight',
    itemName: 'Sikkim Delight',
    userName: 'Asha Rai',
    userEmail: 'asha@example.com',
    userId: 'asha',
    travelDate: '2027-04-07',
    endDate: '2027-04-11',
    travellers: 2,
    totalPrice: 50_000,
    status: 'Pending',
    party: raiFamily,
    ...fields,
  };
}
