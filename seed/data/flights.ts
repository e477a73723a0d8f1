import type { Flight } from '../../src/backend/schemas';

/** Read-only sample flights, Delhi to Mumbai, as the spec lists them. */
export const sampleFlights: Flight[] = [
  {
    id: 'fl-6e-2175',
    airline: 'IndiGo',
    airlineLogo: '/images/airlines/indigo.svg',
    origin: 'Delhi (DEL)',
    destination: 'Mumbai (BOM)',
    departureTime: '06:10',
    arrivalTime: '08:20',
    duration: '2h 10m',
    price: 4500,
    stops: 0,
  },
  {
    id: 'fl-ai-865',
    airline: 'Air India',
    airlineLogo: '/images/airlines/air-india.svg',
    origin: 'Delhi (DEL)',
    destination: 'Mumbai (BOM)',
    departureTime: '09:45',
    arrivalTime: '12:00',
    duration: '2h 15m',
    price: 5200,
    stops: 0,
  },
  {
    id: 'fl-sg-8169',
    airline: 'SpiceJet',
    airlineLogo: '/images/airlines/spicejet.svg',
    origin: 'Delhi (DEL)',
    destination: 'Mumbai (BOM)',
    departureTime: '13:30',
    arrivalTime: '17:05',
    duration: '3h 35m',
    price: 4800,
    stops: 1,
  },
];
