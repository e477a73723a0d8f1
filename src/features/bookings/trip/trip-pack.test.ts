import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleTours } from '~seed/data/tours';
import { type Booking } from '@/backend/schemas';
import { defaultTripSettings } from '@/backend/schemas/trip';
import { addDays } from '@/backend/domain/calendar';
import { freshBackend, testAdmin } from '@/testing/backend';
import { bookNathulaTrip } from '@/testing/tour-dates';
import {
  fetchTripPack,
  formatAltitude,
  operatorNumber,
  readTripPack,
  saveTripPack,
  tripDays,
  tripPackKey,
  type TripPack,
} from './trip-pack';

const tour = sampleTours.find((one) => one.id === 'sikkim-delight')!;
const booking: Booking = {
  id: 'b1',
  kind: 'tour',
  itemId: tour.id,
  itemName: tour.name,
  userName: 'Pema Bhutia',
  userEmail: 'pema@aster.test',
  userId: 'u1',
  travelDate: '2026-12-20',
  endDate: '2026-12-25',
  travellers: 2,
  totalPrice: 37000,
  status: 'Confirmed',
  reference: 'AST-7K3Q9',
  driver: { name: 'Karma Lepcha', phone: '+919800011111' },
};
const pack: TripPack = {
  savedAt: '2026-11-25T10:15:00.000Z',
  booking,
  tour,
  trip: defaultTripSettings,
  businessPhone: '+919832012345',
  asterPhone: '+919832067890',
  permits: [],
  alerts: [],
};

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the trip pack kept on the phone', () => {
  it('reads back what it kept, for the same account and booking only', () => {
    const storage = memoryStorage();
    expect(saveTripPack(storage, 'u1', pack)).toBe(true);
    expect(readTripPack(storage, 'u1', 'b1')).toEqual(pack);
    expect(readTripPack(storage, 'u2', 'b1')).toBeNull();
    expect(readTripPack(storage, 'u1', 'b2')).toBeNull();
  });

  it('ignores a copy it cannot read, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(tripPackKey('u1', 'b1'), '{"savedAt":"yesterday"}');
    expect(readTripPack(storage, 'u1', 'b1')).toBeNull();
    storage.setItem(tripPackKey('u1', 'b1'), 'not json');
    expect(readTripPack(storage, 'u1', 'b1')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing, without failing, where storage is full or off', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(saveTripPack(full, 'u1', pack)).toBe(false);
    expect(saveTripPack(undefined, 'u1', pack)).toBe(false);
    expect(readTripPack(undefined, 'u1', 'b1')).toBeNull();
  });
});

describe('reading the pack', () => {
  it('keeps the alerts that touch the trip, and only those, for the valleys with no signal', async () => {
    const backend = freshBackend();
    const { booking, departure } = await bookNathulaTrip(backend, 5);
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(booking.id, 'Confirmed');
    const dates = { kind: 'road-closed', from: departure, to: addDays(departure, 2) } as const;
    await backend.alerts.save({ ...dates, title: 'Landslide below Tsomgo Lake', places: ['Tsomgo Lake'] });
    await backend.alerts.save({ ...dates, title: 'Snow on the Sandakphu trail', places: ['Sandakphu'] });
    await backend.admin.signOut();

    const pack = await fetchTripPack(backend, booking.id);
    expect(pack?.alerts.map((alert) => alert.title)).toEqual(['Landslide below Tsomgo Lake']);
  });
});

describe('the plan in words', () => {
  it("dates each day from the travel date, with its altitude, drive time and the night's stay and phone", () => {
    const days = tripDays(booking, tour, '+919832067890');
    expect(days).toHaveLength(6);
    expect(days[0]).toMatchObject({
      number: 1,
      date: '2026-12-20',
      title: 'Arrive in Gangtok',
      altitude: '1,650 m',
      driveTime: 'About 4 hours',
      // A stay at Hotel Aster takes the hotel's own phone.
      stay: { name: 'Hotel Aster, Gangtok', phone: '+919832067890' },
    });
    expect(days[3]!.stay).toEqual({ name: 'Mountain View Resort, Pelling', phone: '+919733012345' });
    expect(days[5]).toMatchObject({ date: '2026-12-25', altitude: null, stay: null });
  });

  it('has no days for a booking without a tour', () => {
    expect(tripDays({ ...booking, kind: 'room' }, null, null)).toEqual([]);
  });

  it('formats altitudes in metres with Indian digit groups', () => {
    expect(formatAltitude(5430)).toBe('5,430 m');
    expect(formatAltitude(800)).toBe('800 m');
  });

  it("calls the operator's 24-hour number, or the business phone when there is none", () => {
    expect(operatorNumber(pack)).toBe('+919832012345');
    expect(operatorNumber({ ...pack, trip: { ...pack.trip, operatorPhone: '+919800099999' } })).toBe('+919800099999');
  });
});
