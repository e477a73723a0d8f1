import { sampleHotels } from '~seed/data';
import { deleteHotelMessage, formValuesToHotel, hotelFormSchema, hotelToFormValues } from './hotel-form-values';

describe('hotel form', () => {
  it('requires name, location, price and description', () => {
    const result = hotelFormSchema.safeParse({ name: ' ', location: '', price: '', description: '' });
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(['name', 'location', 'price', 'description']),
    );
  });

  it('asks for the price as a number', () => {
    const result = hotelFormSchema.safeParse({ name: 'A', location: 'B', price: 'on request', description: 'C' });
    expect(result.error?.issues[0]?.message).toBe('Enter the price as a number, for example 8500.');
  });

  it('builds the stored hotel with a numeric price and the given images', () => {
    const values = hotelFormSchema.parse({
      name: ' Lachung Lodge ',
      location: 'Lachung',
      price: '₹9,500',
      description: 'Apple orchards.',
    });
    expect(formValuesToHotel(values, ['/a.webp'])).toEqual({
      name: 'Lachung Lodge',
      location: 'Lachung',
      price: 9500,
      description: 'Apple orchards.',
      images: ['/a.webp'],
    });
  });

  it('round-trips a sample hotel', () => {
    const hotel = sampleHotels[0]!;
    expect({ ...formValuesToHotel(hotelFormSchema.parse(hotelToFormValues(hotel)), hotel.images), id: hotel.id }).toEqual(hotel);
  });

  it('names the hotel and its images in the delete confirmation', () => {
    expect(deleteHotelMessage({ name: 'Teesta Riverside Retreat', images: ['/a', '/b'] })).toBe(
      'Delete "Teesta Riverside Retreat"? Its 2 images will also be deleted.',
    );
    expect(deleteHotelMessage({ name: 'Solo', images: ['/a'] })).toBe('Delete "Solo"? Its image will also be deleted.');
    expect(deleteHotelMessage({ name: 'Bare', images: [] })).toBe('Delete "Bare"? This cannot be undone.');
  });
});
