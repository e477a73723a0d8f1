import { describe, expect, it } from 'vitest';
import { durgaPujaBooking, northSikkimBooking, northSikkimTour, testAlert } from '@/testing/north-sikkim';
import {
  affectedBookings,
  alertConcernsPage,
  alertsForTrip,
  alertWhatsAppText,
  isActiveAlert,
  names,
  tourPlaceTexts,
  tripDatesTouched,
} from './alerts';

const tour = northSikkimTour();
const tours = new Map([[tour.id, tour]]);

describe('names', () => {
  it('finds a place in a text whatever its case and spacing', () => {
    expect(names('Gangtok to  Lachung', 'lachung')).toBe(true);
    expect(names('Gangtok to Lachung', 'Lachen')).toBe(false);
    expect(names('Gangtok', ' ')).toBe(false);
  });
});

describe('tripDatesTouched', () => {
  it('touches the days whose place the alert names, within its dates', () => {
    // Day 3 (Yumthang, 12 May) and day 4 (Lachung to Gangtok, 13 May); day 2 (11 May) is before the closure.
    expect(tripDatesTouched(testAlert(), tour, '2027-05-10', '2027-05-14')).toEqual(['2027-05-12', '2027-05-13']);
  });

  it('leaves a trip whose North Sikkim days fall outside the dates', () => {
    expect(tripDatesTouched(testAlert(), tour, '2027-05-05', '2027-05-09')).toEqual([]);
    // Starting on 14 May, its Lachung day is the 15th: after the closure.
    expect(tripDatesTouched(testAlert(), tour, '2027-05-14', '2027-05-18')).toEqual([]);
  });

  it('touches every day within the dates of a tour named by id', () => {
    const alert = testAlert({ places: [], tourIds: [tour.id] });
    expect(tripDatesTouched(alert, tour, '2027-05-10', '2027-05-14')).toEqual(['2027-05-12', '2027-05-13', '2027-05-14']);
  });

  it('touches the whole trip when only its places covered name the place', () => {
    const alert = testAlert({ places: ['Yumthang Valley'] });
    const noDays = { ...tour, itinerary: [] };
    expect(tripDatesTouched(alert, noDays, '2027-05-13', '2027-05-17')).toEqual(['2027-05-13', '2027-05-14']);
  });
});

describe('affectedBookings', () => {
  it('lists only the bookings the alert touches, by travel date, with the dates touched', () => {
    const touched = northSikkimBooking('2027-05-10');
    const later = northSikkimBooking('2027-05-11', { id: 'later' });
    const before = northSikkimBooking('2027-05-01', { id: 'before' });
    const cancelled = northSikkimBooking('2027-05-10', { id: 'cancelled', status: 'Cancelled' });
    const otherTour = northSikkimBooking('2027-05-10', { id: 'other', itemId: 'darjeeling-romance' });
    const list = affectedBookings(testAlert(), [later, before, cancelled, otherTour, touched], tours);
    expect(list.map((entry) => entry.booking.id)).toEqual([touched.id, 'later']);
    expect(list[1]?.dates).toEqual(['2027-05-12', '2027-05-13', '2027-05-14']);
  });

  it('touches Hotel Aster stays with a night within the dates when the alert names Gangtok', () => {
    const stay = northSikkimBooking('2027-05-14', { id: 'stay', kind: 'room', itemId: 'deluxe', endDate: '2027-05-16' });
    const gone = northSikkimBooking('2027-05-10', { id: 'gone', kind: 'room', itemId: 'deluxe', endDate: '2027-05-12' });
    const alert = testAlert({ places: ['Gangtok'] });
    expect(affectedBookings(alert, [stay, gone], tours).map((entry) => entry.booking.id)).toEqual(['stay']);
    expect(affectedBookings(testAlert(), [stay], tours)).toEqual([]);
  });
});

describe('a trip tailored in a quote', () => {
  const closure = testAlert({
    title: 'North Sikkim highway closed',
    places: ['North Sikkim', 'Lachung', 'Yumthang', 'Lachen'],
    from: '2027-10-09',
    to: '2027-10-11',
  });

  it('is touched on the days of its own plan in the closed places: the family in Lachung on the 9th and 10th', () => {
    const [entry] = affectedBookings(closure, [durgaPujaBooking()], tours);
    expect(entry?.booking.id).toBe('booking_durga_puja');
    // The 11th is the drive back from Lachung, within the closure too.
    expect(entry?.dates).toEqual(['2027-10-09', '2027-10-10', '2027-10-11']);
  });

  it('is touched by its own days even when the booking holds only its Hotel Aster nights', () => {
    const held = durgaPujaBooking({ kind: 'room', itemId: 'deluxe', travelDate: '2027-10-11', endDate: '2027-10-13' });
    expect(affectedBookings(closure, [held], tours)[0]?.dates).toEqual(['2027-10-09', '2027-10-10', '2027-10-11']);
    // An alert in Gangtok finds its Hotel Aster nights, not its nights in Lachung.
    const gangtok = testAlert({ places: ['Tadong'], from: '2027-10-08', to: '2027-10-13' });
    expect(affectedBookings(gangtok, [held], tours)[0]?.dates).toEqual(['2027-10-08', '2027-10-11', '2027-10-12']);
  });

  it('is left alone by an alert before or after its days in the place', () => {
    expect(affectedBookings({ ...closure, from: '2027-10-12', to: '2027-10-20' }, [durgaPujaBooking()], tours)).toEqual([]);
  });
});

describe('the banner', () => {
  it('shows on the pages of the alert places and tours, not on others', () => {
    const alert = testAlert();
    expect(alertConcernsPage(alert, { places: tourPlaceTexts(tour) })).toBe(true);
    expect(alertConcernsPage(alert, { places: ['Darjeeling', 'Tiger Hill'] })).toBe(false);
    expect(alertConcernsPage(testAlert({ places: [], tourIds: ['x'] }), { tourIds: ['x'] })).toBe(true);
    expect(alertConcernsPage(alert, { search: 'sikkim' })).toBe(true);
    expect(alertConcernsPage(alert, { search: 'Bhutan' })).toBe(false);
  });

  it('shows open alerts until their last day', () => {
    expect(isActiveAlert(testAlert(), '2027-05-14')).toBe(true);
    expect(isActiveAlert(testAlert(), '2027-05-15')).toBe(false);
    expect(isActiveAlert(testAlert({ state: 'closed' }), '2027-05-12')).toBe(false);
  });
});

describe('alertWhatsAppText', () => {
  it('names the traveller, the trip with its reference, and what happened', () => {
    const text = alertWhatsAppText(testAlert(), northSikkimBooking('2027-05-10'), (date) => date);
    expect(text).toContain('Namaste Asha Rai');
    expect(text).toContain('(AST-7K3Q9)');
    expect(text).toContain('Road closed: North Sikkim highway closed by a landslide, 2027-05-12 to 2027-05-14.');
  });
});

describe('alertsForTrip', () => {
  it("keeps the alerts that touch the traveller's own trip", () => {
    const alerts = [testAlert(), testAlert({ id: 'elsewhere', places: ['Pelling'] })];
    expect(alertsForTrip(alerts, northSikkimBooking('2027-05-10'), tour).map((alert) => alert.id)).toEqual(['alert_test']);
    expect(alertsForTrip(alerts, northSikkimBooking('2027-06-10'), tour)).toEqual([]);
  });
});
