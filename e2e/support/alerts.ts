import type { Page } from '@playwright/test';
import { departureId } from '../../src/backend/domain/availability';
import type { TourPackage } from '../../src/backend/schemas';
import { putInPageDatabase } from './page-database';

/**
 * A tour and the seats its fixed departure's bookings hold, stored in the embedded build's database for the alert
 * journey (the app must have opened it). The bookings themselves go through ./bookings.ts.
 */
export async function storeTour(page: Page, tour: TourPackage): Promise<void> {
  await putInPageDatabase(page, 'tourPackages', [tour]);
}

/** The seats taken on one departure, as the booking function leaves the counter. */
export async function storeSeatsTaken(page: Page, tourId: string, date: string, held: number): Promise<void> {
  await putInPageDatabase(page, 'departureSeats', [{ id: departureId(tourId, date), tourId, date, held }]);
}
