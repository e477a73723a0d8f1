export { sampleTours } from './tours';
export { sampleHotels, sampleBookings } from './hotels';
export { sampleArticles } from './articles';
export { sampleFlights } from './flights';
export { destinations, testimonials } from './home';
export { asterRooms, asterGallery, asterFacilities } from './hotel-aster';
