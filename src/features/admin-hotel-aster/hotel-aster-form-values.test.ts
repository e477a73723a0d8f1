import { asterProfile, asterRooms } from '~seed/data';
import type { HotelAster } from '@/backend/schemas';
import {
  checkHotelAsterForm,
  contentToFormValues,
  formValuesToInput,
  galleryItemFromFile,
  newRoom,
  pendingUploads,
  type HotelAsterFormValues,
} from './hotel-aster-form-values';

const content: HotelAster = { profile: asterProfile, rooms: asterRooms };
const form = () => contentToFormValues(content);

/** The form with one change made by `edit`. */
function edited(edit: (values: HotelAsterFormValues) => void): HotelAsterFormValues {
  const values = form();
  edit(values);
  return values;
}

describe('Hotel Aster form values', () => {
  it('shows the stored content as typed text: rates and counts as text, the phone as people write it', () => {
    const values = form();
    expect(values.rooms).toHaveLength(5);
    expect(values.rooms[1]).toMatchObject({
      roomId: 'deluxe-double',
      name: 'Deluxe Double',
      rooms: '6',
      adults: '2',
      children: '1',
      extraBed: true,
      extraBedRates: { ep: '600', cp: '800', map: '1100' },
      childRates: { ep: '0', cp: '300', map: '600' },
      periodRates: { 'durga-puja': { ep: '2000', cp: '2300', map: '2900' }, 'new-year': { ep: '2300', cp: '2700', map: '3300' } },
      image: { url: '/images/aster/rooms/deluxe-double.webp', file: null },
      rates: { season: { ep: '1500', cp: '1800', map: '2200' }, offSeason: { ep: '1300', cp: '1500', map: '2000' } },
    });
    expect(values.seasons).toEqual([
      { from: '03-01', to: '06-30' },
      { from: '10-01', to: '12-31' },
    ]);
    expect(values.periods.map((period) => [period.name, period.minNights, period.ranges])).toEqual([
      [
        'Durga Puja',
        '1',
        [
          { from: '2026-10-15', to: '2026-10-24' },
          { from: '2027-10-05', to: '2027-10-14' },
        ],
      ],
      ['New Year', '2', [{ from: '12-28', to: '01-02' }]],
    ]);
    expect(values.contact.phone).toBe('+91 98320 67890');
    expect(values.gallery[0]).toMatchObject({
      src: '/images/aster/gallery/01.webp',
      file: null,
      alt: 'Hotel Aster facade on the Tadong hillside',
    });
  });

  it('round-trips the stored content unchanged, rooms in page order', () => {
    const values = form();
    expect(checkHotelAsterForm(values)).toEqual({});
    const input = formValuesToInput(values, new Map());
    expect(input.profile).toEqual(asterProfile);
    expect(input.rooms).toEqual(asterRooms);
  });

  it('saves the list order as the page order, new rooms without an id and blank entries dropped', () => {
    const values = form();
    const added = {
      ...newRoom(),
      name: ' Garden Cottage ',
      description: 'A cottage in the garden.',
      bestFor: [' Families ', ''],
      rooms: '2',
      adults: '2',
      children: '1',
      extraBed: true,
    };
    added.image = { url: '/images/aster/rooms/family-room.webp', file: null };
    added.rates = { season: { ep: '4000', cp: '4500', map: '5200' }, offSeason: { ep: '3500', cp: '4000', map: '4600' } };
    values.rooms = [added, ...values.rooms.slice(0, 2)];
    expect(checkHotelAsterForm(values)).toEqual({});
    const rooms = formValuesToInput(values, new Map()).rooms;
    expect(rooms.map((room) => [room.id, room.order])).toEqual([
      [undefined, 1],
      ['deluxe-single', 2],
      ['deluxe-double', 3],
    ]);
    expect(rooms[0]).not.toHaveProperty('id');
    // The guests a room sleeps follow from its occupancy; blank extra-bed, child and period rates are not saved.
    expect(rooms[0]).toMatchObject({
      bestFor: ['Families'],
      rooms: 2,
      guests: 4,
      occupancy: { adults: 2, children: 1, extraBed: true },
      periodRates: {},
      rates: { offSeason: { map: 4600 } },
    });
    expect(rooms[0]).not.toHaveProperty('extraBedRates');
    expect(rooms[0]).not.toHaveProperty('childRates');
  });

  it('uses the uploaded addresses for chosen files, and lists those files first', () => {
    const photo = new File(['jpg'], 'terrace.jpg', { type: 'image/jpeg' });
    const roomPhoto = new File(['jpg'], 'cottage.jpg', { type: 'image/jpeg' });
    const values = form();
    const picture = { ...galleryItemFromFile(photo), alt: 'The terrace at sunset' };
    values.gallery.push(picture);
    values.rooms[0]!.image = { url: '', file: roomPhoto };
    expect(pendingUploads(values)).toEqual([
      { key: 'deluxe-single', file: roomPhoto },
      { key: picture.key, file: photo },
    ]);
    const input = formValuesToInput(
      values,
      new Map([
        ['deluxe-single', '/local-images/images/2_cottage.jpg'],
        [picture.key, '/local-images/images/1_terrace.jpg'],
      ]),
    );
    expect(input.rooms[0]?.image).toBe('/local-images/images/2_cottage.jpg');
    expect(input.profile.gallery.at(-1)).toEqual({ src: '/local-images/images/1_terrace.jpg', alt: 'The terrace at sunset' });
  });

  it('says what is wrong with rates, room counts and names, next to each field', () => {
    const problems = checkHotelAsterForm(
      edited((values) => {
        const [single, double, superDeluxe] = values.rooms;
        double!.rates.offSeason.map = '-200';
        double!.rates.season.ep = '';
        double!.rates.season.cp = '1500.50';
        single!.rooms = '0';
        single!.adults = '';
        double!.extraBedRates.cp = '';
        superDeluxe!.name = 'deluxe double';
        superDeluxe!.description = ' ';
        superDeluxe!.image = { url: '', file: null };
      }),
    );
    expect(problems).toEqual({
      'rooms.1.rates.offSeason.map': 'The rate must be at least ₹1.',
      'rooms.1.rates.season.ep': 'Enter the rate per night.',
      'rooms.1.rates.season.cp': 'Enter whole rupees.',
      'rooms.0.rooms': 'Enter a number of rooms from 1 to 50.',
      'rooms.0.adults': 'Enter the adults one room sleeps, from 1 to 10.',
      'rooms.1.extraBedRates.cp': 'Enter all three rates, or leave all three blank.',
      'rooms.2.name': 'Another room type has this name.',
      'rooms.2.description': 'Describe the room in a sentence or two.',
      'rooms.2.image.url': 'Choose a picture of the room or enter its address.',
    });
  });

  it('places overlapping and reversed season ranges on the range to fix', () => {
    const problems = checkHotelAsterForm(
      edited((values) => {
        values.seasons = [
          { from: '03-01', to: '06-30' },
          { from: '06-15', to: '07-15' },
          { from: '12-20', to: '01-05' },
        ];
      }),
    );
    expect(problems).toEqual({
      'seasons.1.from': 'This range overlaps season range 1.',
      'seasons.2.from': 'The season must end on or after the day it starts (split a season over the new year in two).',
    });
  });

  it('asks for alt text, a contact people can use and at least one season and room', () => {
    const problems = checkHotelAsterForm(
      edited((values) => {
        values.gallery[2]!.alt = '  ';
        values.facilities[0]!.name = '';
        values.contact = { phone: 'call the desk', email: 'stay at hotelaster', address: '' };
        values.seasons = [];
        values.rooms = [];
      }),
    );
    expect(problems).toEqual({
      'gallery.2.alt': 'Describe the picture for visitors who cannot see it.',
      'facilities.0.name': "Enter the facility's name.",
      'contact.phone': "Enter the hotel's phone number, like 98320 67890 (India) or +44 7700 900123.",
      'contact.email': "Enter the hotel's e-mail address, like stay@hotelaster.in.",
      'contact.address': "Enter the hotel's address.",
      'seasons.root': 'Keep at least one season range.',
      'rooms.root': 'Keep at least one room type.',
    });
  });

  it('stores an Indian phone number typed without its country code in international format', () => {
    const input = formValuesToInput(
      edited((values) => {
        values.contact.phone = '098320 11111';
      }),
      new Map(),
    );
    expect(input.profile.contact.phone).toBe('+919832011111');
  });

  it("saves rate periods with their rooms' rates, and closed dates; says what is wrong with them", () => {
    const values = form();
    values.periods.push({ id: 'period-x', name: 'Losar', minNights: '2', ranges: [{ from: '2027-02-07', to: '2027-02-09' }] });
    values.rooms[1]!.periodRates['period-x'] = { ep: '2500', cp: '2800', map: '3200' };
    values.closed.push({ from: '2027-07-19', to: '2027-07-23', reason: 'Annual maintenance' });
    expect(checkHotelAsterForm(values)).toEqual({});
    const input = formValuesToInput(values, new Map());
    expect(input.profile.periods?.at(-1)).toEqual({
      id: 'period-x',
      name: 'Losar',
      minNights: 2,
      ranges: [{ from: '2027-02-07', to: '2027-02-09' }],
    });
    expect(input.profile.closed).toEqual([{ from: '2027-07-19', to: '2027-07-23', reason: 'Annual maintenance' }]);
    expect(input.rooms[1]?.periodRates?.['period-x']).toEqual({ ep: 2500, cp: 2800, map: 3200 });
    // A room left blank for the new period is charged the season rates there.
    expect(input.rooms[0]?.periodRates).not.toHaveProperty('period-x');

    const problems = checkHotelAsterForm(
      edited((edit) => {
        edit.periods[1]!.name = ' ';
        edit.periods[1]!.ranges[0] = { from: '12-28', to: '2028-01-02' };
        edit.closed.push({ from: '2027-07-23', to: '2027-07-19', reason: '' });
      }),
    );
    expect(problems).toEqual({
      'periods.1.name': 'Name the period, such as New Year.',
      'periods.1.ranges.0.to': 'Give both days as dates (YYYY-MM-DD) or both as days of every year (MM-DD).',
      'closed.0.reason': 'Say why the hotel is closed.',
      'closed.0.to': 'The closing ends before it starts',
    });
  });
});
