import { afterEach, beforeEach, describe } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { accountCases } from './cases/accounts';
import { alertCases } from './cases/alerts';
import { availabilityCases } from './cases/availability';
import { bookingAdminCases } from './cases/booking-admin';
import { bookingCases } from './cases/bookings';
import { catalogCases } from './cases/catalog';
import { contentCases } from './cases/content';
import { crowdHoldCases } from './cases/crowd-holds';
import { walkInBookingCases } from './cases/walk-in-bookings';
import { enquiryCases } from './cases/enquiries';
import { operatorReplyCases } from './cases/operator-replies';
import { operatorWriteCases } from './cases/operator-writes';
import { parallelBookingCases } from './cases/parallel-bookings';
import { paymentCases } from './cases/payments';
import { peakPeriodCases } from './cases/peak-periods';
import { permitCases } from './cases/permits';
import { quoteCases } from './cases/quotes';
import { requestLimitCases } from './cases/request-limits';
import { roomStayCases } from './cases/room-stays';
import { travellerDocumentCases } from './cases/traveller-documents';
import { taxDocumentCases } from './cases/tax-documents';
import { tourPricingCases } from './cases/tour-pricing';
import { tripPackCases } from './cases/trip-pack';
import { verifyNewAccountsWith, type ContractHarness } from './harness';

export type { ContractHarness } from './harness';

export function describeBackendContract(name: string, harness: ContractHarness) {
  describe(`backend contract: ${name}`, () => {
    let current: Backend;
    beforeEach(async () => {
      current = await harness.fresh();
      verifyNewAccountsWith(harness.verifyEmail);
    });
    afterEach(() => verifyNewAccountsWith(null));
    const context = { harness, backend: () => current };
    catalogCases(context);
    contentCases(context);
    bookingCases(context);
    availabilityCases(context);
    bookingAdminCases(context);
    walkInBookingCases(context);
    enquiryCases(context);
    operatorReplyCases(context);
    requestLimitCases(context);
    crowdHoldCases(context);
    parallelBookingCases(context);
    roomStayCases(context);
    paymentCases(context);
    tripPackCases(context);
    peakPeriodCases(context);
    tourPricingCases(context);
    permitCases(context);
    travellerDocumentCases(context);
    quoteCases(context);
    taxDocumentCases(context);
    alertCases(context);
    operatorWriteCases(context);
    accountCases(context);
  });
}
