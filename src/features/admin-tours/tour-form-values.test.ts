import { sampleTours } from '~seed/data';
import { formValuesToTour, tourFormSchema, tourToFormValues, type TourFormInput } from './tour-form-values';
import { pricingToFormValues } from './tour-pricing-values';

const today = '2026-11-23';
const schema = tourFormSchema(today);

const filled: TourFormInput = {
  name: '  Kalimpong Weekend ',
  image: { url: '', file: null },
  duration: '2 Nights / 3 Days',
  price: '125000',
  destinations: [' Kalimpong', 'Delo ', '', 'Lava '],
  highlights: ['Orchid nursery', '  Durpin monastery'],
  category: 'Cultural',
  overseas: true,
  description: '  Two slow days in the hills above the Teesta.  ',
  inclusions: ['Breakfast, dinner and permits', ' '],
  exclusions: [],
  departures: [
    { date: '2027-04-16', seats: '10', stored: '' },
    { date: '2027-04-02', seats: ' 12 ', stored: '' },
  ],
  itinerary: [],
  pricing: pricingToFormValues(undefined),
  permits: [],
};

/** The messages the form shows, by field path. */
function messages(input: TourFormInput): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('tour form', () => {
  it('starts with one empty destination and highlight, the Family category and no departures', () => {
    expect(tourToFormValues(null)).toMatchObject({
      name: '',
      price: '',
      destinations: [''],
      highlights: [''],
      category: 'Family',
      description: '',
      inclusions: [],
      departures: [],
      itinerary: [],
    });
  });

  it('turns the typed form into a package: lists trimmed without blank entries, commas kept, departures by date', () => {
    const values = schema.parse(filled);
    expect(formValuesToTour(values, '/images/tours/kalimpong.webp')).toEqual({
      name: 'Kalimpong Weekend',
      image: '/images/tours/kalimpong.webp',
      duration: '2 Nights / 3 Days',
      price: 125000,
      destinationsCovered: ['Kalimpong', 'Delo', 'Lava'],
      highlights: ['Orchid nursery', 'Durpin monastery'],
      category: 'Cultural',
      overseas: true,
      itinerary: [],
      description: 'Two slow days in the hills above the Teesta.',
      inclusions: ['Breakfast, dinner and permits'],
      exclusions: [],
      departures: { '2027-04-02': 12, '2027-04-16': 10 },
      // Children 5 to 11 at the adult price, infants free, no single supplement, options or peak prices.
      pricing: { bands: { childFromAge: 5, childToAge: 11, infant: 0, singleSupplement: 0 }, options: [], peakPrices: [] },
      permits: [],
    });
  });

  it('saves an invalid price as 0', () => {
    const values = schema.parse({ ...filled, price: 'on request' });
    expect(formValuesToTour(values, '').price).toBe(0);
  });

  it('says what is missing: name, duration, price, a destination and a highlight', () => {
    expect(messages({ ...filled, name: ' ', duration: '', price: '', destinations: [' ', ''], highlights: [] })).toEqual({
      name: 'Enter the tour name.',
      duration: 'Enter the duration, for example 5 Nights / 6 Days.',
      price: 'Enter the price per person.',
      destinations: 'Add at least one destination.',
      highlights: 'Add at least one highlight.',
    });
  });

  it('places a too long entry on that entry', () => {
    expect(messages({ ...filled, inclusions: ['Permits', 'x'.repeat(201)] })).toEqual({
      'inclusions.1': 'Keep each inclusion to 200 characters or fewer.',
    });
  });

  it('checks each departure: a date, seats from 1 to 500, not in the past when added, not twice', () => {
    expect(
      messages({
        ...filled,
        departures: [
          { date: '', seats: '4', stored: '' },
          { date: '2027-01-10', seats: '0', stored: '' },
          { date: '2027-01-10', seats: '501', stored: '' },
          { date: '2026-11-22', seats: '2.5', stored: '' },
          // Stored before today: it may stay as it is.
          { date: '2026-10-01', seats: '8', stored: '2026-10-01' },
        ],
      }),
    ).toEqual({
      'departures.0.date': 'Choose the departure date.',
      'departures.1.seats': 'Enter the seats, a whole number from 1 to 500.',
      'departures.2.seats': 'Enter the seats, a whole number from 1 to 500.',
      'departures.2.date': 'This date is already listed.',
      'departures.3.seats': 'Enter the seats, a whole number from 1 to 500.',
      'departures.3.date': 'Choose today or a later date.',
    });
  });

  it('needs a title for each itinerary day it keeps', () => {
    expect(
      messages({
        ...filled,
        itinerary: [{ title: '', description: 'x', altitudeM: '', driveTime: '', stay: '', stayPhone: '' }],
      }),
    ).toEqual({
      'itinerary.0.title': 'Enter a title for this day.',
    });
  });

  it("checks each day's altitude and stay phone, and keeps blank trip facts out of the saved day", () => {
    const day = { title: 'Lachung', description: '', altitudeM: '9,500', driveTime: '', stay: '', stayPhone: '12' };
    expect(messages({ ...filled, itinerary: [day] })).toEqual({
      'itinerary.0.altitudeM': 'Enter the altitude in metres, up to 9,000.',
      'itinerary.0.stayPhone': 'Enter a phone number, like 98320 12345 or +91 3592 202020.',
    });
    const values = schema.parse({ ...filled, itinerary: [{ ...day, altitudeM: '2,600', stayPhone: '98320 11111' }] });
    expect(formValuesToTour(values, '/x.webp').itinerary).toEqual([
      { title: 'Lachung', description: '', altitudeM: 2600, stayPhone: '+919832011111' },
    ]);
  });

  it('round-trips every sample package through the form unchanged', () => {
    for (const tour of sampleTours) {
      const values = schema.parse(tourToFormValues(tour));
      // A tour without permits is saved with an empty list of them (so that removing the last one sticks), and one
      // within India says so.
      expect({ ...formValuesToTour(values, tour.image), id: tour.id }).toEqual({ permits: [], overseas: false, ...tour });
    }
  });

  it('keeps a stored departure that has passed when the form is saved again', () => {
    const tour = { ...sampleTours[0]!, departures: { '2026-10-01': 8, '2027-03-20': 16 } };
    const values = schema.parse(tourToFormValues(tour));
    expect(formValuesToTour(values, tour.image).departures).toEqual({ '2026-10-01': 8, '2027-03-20': 16 });
  });
});
