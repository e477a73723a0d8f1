export { sampleTours } from './tours';
export { sampleHotels, sampleBookings } from './hotels';
export { sampleArticles } from './articles';
export { sampleFlights } from './flights';
export { asterRooms, asterProfile } from './hotel-aster';
export { sampleBusinessSettings, sampleNotificationSettings, samplePaymentSettings } from './settings';
export { samplePeakPeriods } from './peak-periods';
export { samplePermitTypes } from './permit-types';
