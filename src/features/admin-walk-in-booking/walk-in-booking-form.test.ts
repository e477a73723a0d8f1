import {
  walkInBookingInput,
  emptyTraveller,
  emptyWalkInBooking,
  previewWalkInPrice,
  walkInBookingFormSchema,
  type WalkInBookingValues,
} from './walk-in-booking-form';
import type { BookedItem } from '@/backend/domain/booking-request';
import type { RoomType } from '@/backend/schemas';

const walkIn: WalkInBookingValues = {
  ...emptyWalkInBooking(),
  userName: ' Karma Bhutia ',
  phone: '98000 55501',
  itemId: 'deluxe-double',
  travelDate: '2031-05-20',
  endDate: '2031-05-22',
  mealPlan: 'map',
};

/** Each message the form's schema gives, by the path of its field. */
function messages(values: WalkInBookingValues, total: number | null): Record<string, string> {
  const result = walkInBookingFormSchema(total).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the walk-in booking form', () => {
  it('opens Confirmed, for a walk-in paying in person', () => {
    expect(emptyWalkInBooking().status).toBe('Confirmed');
  });

  it('sends the phone in international form and no e-mail when none was typed', () => {
    expect(walkInBookingInput(walkIn)).toEqual({
      kind: 'room',
      itemId: 'deluxe-double',
      travelDate: '2031-05-20',
      endDate: '2031-05-22',
      travellers: 2,
      adults: 2,
      children: 0,
      rooms: 1,
      mealPlan: 'map',
      userName: 'Karma Bhutia',
      phone: '+919800055501',
      userEmail: '',
      status: 'Confirmed',
    });
  });

  it('asks for a reason with a discount, and refuses one above the total', () => {
    expect(messages(walkIn, 4400)).toEqual({});
    expect(messages({ ...walkIn, discount: '500' }, 4400)).toEqual({
      discountReason: 'Please give the reason for the discount.',
    });
    expect(messages({ ...walkIn, discount: '5000', discountReason: 'Friend' }, 4400)).toEqual({
      discount: 'The discount cannot be more than the total.',
    });
    const typos = messages({ ...walkIn, phone: '123', email: 'not an address' }, null);
    expect(typos.phone).toMatch(/mobile number/);
    expect(typos.email).toBe('Please enter a valid e-mail address, or leave it empty.');
  });

  it('checks the fields the kind of booking asks, each on its own field: a traveller’s age on its row', () => {
    const tour: WalkInBookingValues = {
      ...walkIn,
      kind: 'tour',
      itemId: 'sikkim-delight',
      travellers: [
        { ...emptyTraveller(), age: '40' },
        { ...emptyTraveller(), age: '' },
      ],
    };
    expect(messages(tour, null)).toEqual({ 'travellers.1.age': 'Please give the age.' });
    expect(messages({ ...tour, travellers: [{ ...emptyTraveller(), age: '121' }] }, null)).toEqual({
      'travellers.0.age': 'Please give the age.',
    });
    // A room asks its check-out; a flight to ask the airlines for asks where from and to, not what to book.
    expect(messages({ ...walkIn, endDate: '' }, null)).toEqual({ endDate: 'Please choose the check-out date.' });
    expect(messages({ ...walkIn, kind: 'flightRequest', itemId: '', from: ' ', to: 'Delhi', passengers: '10' }, null)).toEqual({
      from: 'Please say where the flight leaves from.',
      passengers: 'Please choose between 1 and 9 passengers.',
    });
    expect(messages({ ...walkIn, kind: 'flight', itemId: '', passengers: '2' }, null)).toEqual({
      itemId: 'Please choose what to book.',
    });
  });

  it('previews the price with the backend’s own pricing of the stay', () => {
    const room = {
      id: 'deluxe-double',
      name: 'Deluxe Double',
      rooms: 4,
      guests: 3,
      rates: { season: { ep: 1500, cp: 1800, map: 2200 }, offSeason: { ep: 1300, cp: 1500, map: 1900 } },
    } as unknown as RoomType;
    const item: BookedItem = { kind: 'room', room, seasons: [{ from: '03-01', to: '06-30' }] } as unknown as BookedItem;
    const preview = previewWalkInPrice(walkIn, item);
    expect(preview).toMatchObject({ ok: true, total: 4400 });
    expect(previewWalkInPrice({ ...walkIn, endDate: '' }, item)).toBeNull();
  });

  it('is checked by its zod schema with each message on its field, and gives the port its input', () => {
    expect(walkInBookingFormSchema(4400).parse(walkIn)).toEqual(walkInBookingInput(walkIn));
    const result = walkInBookingFormSchema(4400).safeParse({
      ...walkIn,
      userName: ' ',
      discount: '5000',
      discountReason: 'Friend',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['userName', 'Please enter the customer’s name.'],
      ['discount', 'The discount cannot be more than the total.'],
    ]);
    // Without the price known, a discount is only checked for its form and its reason.
    expect(walkInBookingFormSchema(null).safeParse({ ...walkIn, discount: '5000', discountReason: 'Friend' }).success).toBe(true);
  });

  it('bills whom the operator says, as the customer’s forms do: a business’s GSTIN with its name, a PAN with a state', () => {
    const business = { ...walkIn, gstin: '19aapfu0939f1zs', businessName: 'Ghosh Exports' };
    expect(messages({ ...business, gstin: '19AAPFU0939F1ZT' }, null)).toEqual({
      gstin: 'Please check the GSTIN: 15 characters such as 11AAGFH1234K1ZT.',
    });
    expect(messages({ ...business, businessName: '' }, null)).toEqual({
      businessName: 'Please give the business name for the invoice.',
    });
    expect(messages({ ...walkIn, pan: 'ABCPD1234E' }, null)).toEqual({
      billState: 'Please choose the state of your address to go with your PAN.',
    });
    expect(walkInBookingInput(business).billing).toEqual({
      state: '19',
      gstin: '19AAPFU0939F1ZS',
      businessName: 'Ghosh Exports',
    });
    expect(walkInBookingInput({ ...walkIn, billState: '19', pan: 'abcpd1234e' }).billing).toEqual({
      state: '19',
      pan: 'ABCPD1234E',
    });
    // Nothing given, nothing sent; a flight to ask the airlines for takes no bill.
    expect(walkInBookingInput(walkIn).billing).toBeUndefined();
    expect(
      walkInBookingInput({ ...walkIn, kind: 'flightRequest', from: 'Delhi', to: 'Bagdogra', billState: '19' }).billing,
    ).toBeUndefined();
  });
});
