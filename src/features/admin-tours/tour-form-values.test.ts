import { sampleTours } from '~seed/data';
import { formValuesToTour, tourFormSchema, tourToFormValues } from './tour-form-values';

const filled = {
  name: '  Kalimpong Weekend ',
  image: { url: '', file: null },
  duration: '2 Nights / 3 Days',
  price: '125000',
  destinations: ' Kalimpong, Delo ,, Lava ',
  highlights: 'Orchid nursery,  Durpin monastery',
  category: 'Cultural' as const,
  itinerary: [],
};

describe('tour form', () => {
  it('starts empty with the Family category', () => {
    expect(tourToFormValues(null)).toMatchObject({ name: '', price: '', category: 'Family', itinerary: [] });
  });

  it('turns the typed form into a package: lists split and trimmed, name trimmed, price a number', () => {
    const values = tourFormSchema.parse(filled);
    expect(formValuesToTour(values, '/images/tours/kalimpong.webp')).toEqual({
      name: 'Kalimpong Weekend',
      image: '/images/tours/kalimpong.webp',
      duration: '2 Nights / 3 Days',
      price: 125000,
      destinationsCovered: ['Kalimpong', 'Delo', 'Lava'],
      highlights: ['Orchid nursery', 'Durpin monastery'],
      category: 'Cultural',
      itinerary: [],
    });
  });

  it('saves an invalid price as 0', () => {
    const values = tourFormSchema.parse({ ...filled, price: 'on request' });
    expect(formValuesToTour(values, '').price).toBe(0);
  });

  it('requires name, duration, price, destinations and highlights', () => {
    const result = tourFormSchema.safeParse({ ...filled, name: ' ', duration: '', price: '', destinations: ' , ', highlights: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'duration', 'price', 'destinations', 'highlights']));
  });

  it('needs a title for each itinerary day it keeps', () => {
    expect(tourFormSchema.safeParse({ ...filled, itinerary: [{ title: '', description: 'x' }] }).success).toBe(false);
  });

  it('round-trips a sample package through the form unchanged', () => {
    const tour = sampleTours[0]!;
    const values = tourFormSchema.parse(tourToFormValues(tour));
    expect({ ...formValuesToTour(values, tour.image), id: tour.id }).toEqual(tour);
  });
});
