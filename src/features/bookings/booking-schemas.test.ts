import { billingOfFields, emptyBilling } from '@/components/booking/billing-values';
import {
  flightTripSchema,
  guestSchema,
  emptyTravellerRow,
  partyRowsOfChoice,
  resizedParty,
  roomStaySchema,
  tourTripSchema,
  travellerOfRow,
} from './booking-schemas';
import { priceTour } from '@/backend/domain/pricing';
import { partyOfChoice } from '@/components/booking/trip-choice';
import { sikkimDelightPricing } from '../../../seed/data/tour-pricing';

const guest = { name: 'Pema Bhutia', email: 'pema@example.com', phone: '98320 12345' };
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('guestSchema', () => {
  it('accepts a name and an e-mail address, trimmed', () => {
    expect(guestSchema.parse({ name: '  Pema ', email: ' pema@example.com ', phone: ' 98320 12345 ' })).toEqual({
      name: 'Pema',
      email: 'pema@example.com',
      phone: '98320 12345',
    });
  });

  it('takes an Indian mobile as dialled, or any number with its country code, and says what it needs otherwise', () => {
    expect(guestSchema.safeParse({ ...guest, phone: '+44 7700 900123' }).success).toBe(true);
    expect(messages(guestSchema.safeParse({ ...guest, phone: '12345' }))).toEqual({
      phone: 'Please enter a mobile number, like 98320 12345 (India) or +44 7700 900123.',
    });
    expect(messages(guestSchema.safeParse({ ...guest, phone: 'call me' }))).toEqual({
      phone: 'Please enter a mobile number, like 98320 12345 (India) or +44 7700 900123.',
    });
    expect(messages(guestSchema.safeParse({ ...guest, phone: '' }))).toEqual({
      phone: 'Please enter your mobile number, so we can reach you about your trip.',
    });
  });

  it('requires both fields and a valid address', () => {
    expect(messages(guestSchema.safeParse({ name: ' ', email: '', phone: '98320 12345' }))).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter your email address.',
    });
    expect(messages(guestSchema.safeParse({ ...guest, email: 'pema@' }))).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
    });
  });
});

describe('roomStaySchema', () => {
  const schema = roomStaySchema('2027-04-01');
  const stay = {
    ...guest,
    checkIn: '2027-04-10',
    checkOut: '2027-04-12',
    adults: '2',
    children: '0',
    rooms: '1',
    plan: 'cp',
    ...emptyBilling,
  };

  it('accepts a stay in the future', () => {
    expect(schema.safeParse(stay).success).toBe(true);
    expect(schema.safeParse({ ...stay, checkIn: '2027-04-01', checkOut: '2027-04-02' }).success).toBe(true);
  });

  it('rejects a check-in in the past', () => {
    expect(messages(schema.safeParse({ ...stay, checkIn: '2027-03-31' }))).toEqual({
      checkIn: 'Check-in date cannot be in the past.',
    });
  });

  it('rejects a same-day or earlier check-out', () => {
    const expected = { checkOut: 'Check-out date must be after the check-in date.' };
    expect(messages(schema.safeParse({ ...stay, checkOut: '2027-04-10' }))).toEqual(expected);
    expect(messages(schema.safeParse({ ...stay, checkOut: '2027-04-09' }))).toEqual(expected);
  });

  it('says that stays of more than 30 nights are booked by enquiry', () => {
    // 10 April to 10 May is 30 nights; to 11 May, 31.
    expect(schema.safeParse({ ...stay, checkOut: '2027-05-10' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...stay, checkOut: '2027-05-11' })).checkOut).toMatch(
      /more than 30 nights cannot be booked online/,
    );
  });

  it('takes a check-in up to 400 days ahead, and says why a later one is not online', () => {
    // 1 April 2027 + 400 days is 5 May 2028 (2028 is a leap year).
    expect(schema.safeParse({ ...stay, checkIn: '2028-05-05', checkOut: '2028-05-07' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...stay, checkIn: '2028-05-06', checkOut: '2028-05-07' }))).toEqual({
      checkIn: 'Bookings open 400 days ahead: please choose an earlier date, or send us an enquiry.',
    });
  });

  it('reports date problems together with missing guest details', () => {
    expect(Object.keys(messages(schema.safeParse({ ...stay, name: '', checkOut: '2027-04-10' })))).toEqual(['name', 'checkOut']);
  });

  it('requires both dates and a known meal plan', () => {
    expect(Object.keys(messages(schema.safeParse({ ...stay, checkIn: '', checkOut: '', plan: 'all-inclusive' })))).toEqual([
      'checkIn',
      'checkOut',
      'plan',
    ]);
  });
});

describe('tourTripSchema', () => {
  const schema = tourTripSchema('2027-04-01');
  const row = { age: '', nationality: 'IN', sharedBed: false, ownRoom: false };
  const rows = (count: number) => Array.from({ length: count }, () => row);
  const choices = { vehicle: '', pickup: '', drop: '', extras: [], ...emptyBilling };
  const trip = { ...guest, travelDate: '2027-05-30', adults: '2', children: '0', party: rows(2), ...choices };
  const child = (age: string) => ({ ...row, age });

  it('accepts a travel date from today on and 1 to 20 travellers, a row each', () => {
    expect(schema.safeParse(trip).success).toBe(true);
    expect(schema.safeParse({ ...trip, travelDate: '2027-04-01', adults: '1', party: rows(1) }).success).toBe(true);
    expect(schema.safeParse({ ...trip, adults: '20', party: rows(20) }).success).toBe(true);
    const family = { ...trip, children: '2', party: [...rows(2), child('8'), child('0')] };
    expect(schema.safeParse(family).success).toBe(true);
    expect(messages(schema.safeParse({ ...family, adults: '19', party: [...rows(19), child('8')] }))).toEqual({
      children: 'Please choose between 1 and 20 travellers.',
    });
  });

  it('asks no adult an age, and each child one under 18', () => {
    expect(messages(schema.safeParse({ ...trip, party: [row, { ...row, age: '17' }] }))).toEqual({
      'party.1.age': 'Please choose the child’s age.',
    });
    expect(messages(schema.safeParse({ ...trip, adults: '1', children: '1', party: [row, child('18')] }))).toEqual({
      'party.1.age': 'Please choose the child’s age.',
    });
    expect(messages(schema.safeParse({ ...trip, adults: '1', children: '1', party: [row, child('')] }))).toEqual({
      'party.1.age': 'Please choose the child’s age.',
    });
  });

  it('asks no name or gender: a row is the age band, the nationality and the room', () => {
    const named = { ...trip, party: [{ ...row, name: 'Pema Bhutia', gender: 'Female' }, row] };
    const parsed = schema.safeParse(named);
    expect(parsed.success && parsed.data.party[0]).toEqual(row);
  });

  it('says so when the rows do not match the party', () => {
    expect(messages(schema.safeParse({ ...trip, children: '1' }))).toEqual({
      adults: 'Please give the details of each traveller.',
    });
  });

  it('requires a travel date that is not in the past', () => {
    expect(messages(schema.safeParse({ ...trip, travelDate: '' }))).toEqual({ travelDate: 'Please choose a travel date.' });
    expect(messages(schema.safeParse({ ...trip, travelDate: '2027-03-31' }))).toEqual({
      travelDate: 'Travel date cannot be in the past.',
    });
  });

  it('takes a travel date up to 400 days ahead, not later', () => {
    expect(schema.safeParse({ ...trip, travelDate: '2028-05-05' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...trip, travelDate: '2028-05-06' }))).toEqual({
      travelDate: 'Bookings open 400 days ahead: please choose an earlier date, or send us an enquiry.',
    });
  });

  it.each(['0', '21', '2.5', '', 'two'])('rejects %j adults', (adults) => {
    expect(messages(schema.safeParse({ ...trip, adults }))).toEqual({
      adults: 'Please choose between 1 and 20 travellers.',
    });
  });
});

describe('one party on the tour page and in the form', () => {
  const tour = { price: 18500, duration: '5 Nights / 6 Days', pricing: sikkimDelightPricing };
  const priced = (party: Parameters<typeof priceTour>[1]['party']) =>
    priceTour(tour, { travelDate: '2027-05-30', party, options: [] }, { peakPeriods: [] });

  it('prices the party the tour page chose as the form opens it: adults, children with a bed or sharing, an infant', () => {
    const choice = { adults: 2, childAges: [8, 6, 3], sharedBeds: [2] };
    const rows = partyRowsOfChoice(choice);
    expect(rows.map((row) => [row.age, row.sharedBed])).toEqual([
      ['', false],
      ['', false],
      ['8', false],
      ['6', true],
      ['3', false],
    ]);
    const onPage = priced(partyOfChoice(choice));
    expect(priced(rows.map(travellerOfRow))).toEqual(onPage);
    expect(onPage.lines.map((line) => `${line.label}: ${line.amount}`)).toEqual([
      '2 adults: 37000',
      '1 child with a bed: 13900',
      '1 child sharing a bed: 10200',
      '1 infant: 0',
    ]);
  });
});

describe('resizedParty', () => {
  const adult = (nationality: string) => ({ ...emptyTravellerRow(), nationality });
  const party = [adult('IN'), adult('DE'), emptyTravellerRow('3')];

  it('adds or takes off adults at the end of the adults, the children kept after them', () => {
    expect(resizedParty(party, 2, { adults: 3, children: 1 })).toEqual([
      adult('IN'),
      adult('DE'),
      emptyTravellerRow(),
      emptyTravellerRow('3'),
    ]);
    expect(resizedParty(party, 2, { adults: 1, children: 1 })).toEqual([adult('IN'), emptyTravellerRow('3')]);
  });

  it('adds a child of 8, as the tour page does, or takes off the last child', () => {
    expect(resizedParty(party, 2, { adults: 2, children: 2 })).toEqual([...party, emptyTravellerRow('8')]);
    expect(resizedParty(party, 2, { adults: 2, children: 0 })).toEqual(party.slice(0, 2));
  });
});

describe('flightTripSchema', () => {
  const schema = flightTripSchema('2027-04-01');
  const trip = { ...guest, travelDate: '2027-04-02', passengers: '1', ...emptyBilling };

  it('ask whom to bill as the tour form does: a business’s GSTIN wants its name', () => {
    expect(messages(schema.safeParse({ ...trip, gstin: '27AAPFU0939F1ZV' }))).toEqual({
      businessName: 'Please give the business name for the invoice.',
    });
    expect(messages(roomStaySchema('2027-04-01').safeParse({ ...trip, gstin: '27AAPFU0939F1ZW' })).gstin).toBe(
      'Please check the GSTIN: 15 characters such as 11AAGFH1234K1ZT.',
    );
  });

  it('accepts 1 to 9 passengers on a date from today on', () => {
    expect(schema.safeParse(trip).success).toBe(true);
    expect(schema.safeParse({ ...trip, passengers: '9' }).success).toBe(true);
  });

  it('rejects a past or missing date and more than 9 passengers', () => {
    expect(messages(schema.safeParse({ ...trip, travelDate: '2027-03-01', passengers: '10' }))).toEqual({
      travelDate: 'Travel date cannot be in the past.',
      passengers: 'Please choose between 1 and 9 passengers.',
    });
    expect(messages(schema.safeParse({ ...trip, travelDate: '', passengers: '0' }))).toEqual({
      travelDate: 'Please choose a travel date.',
      passengers: 'Please choose between 1 and 9 passengers.',
    });
  });
});

describe('travellerOfRow', () => {
  const row = { age: '8', nationality: 'DE', sharedBed: true, ownRoom: false };

  it('gives the backend the traveller: a child’s age as a number, a shared bed as no bed of their own', () => {
    expect(travellerOfRow(row)).toEqual({ name: '', age: 8, nationality: 'DE', ownBed: false });
  });

  it('gives an adult no age, and their room of their own', () => {
    expect(travellerOfRow({ ...row, age: '', sharedBed: false, ownRoom: true })).toEqual({
      name: '',
      nationality: 'DE',
      ownRoom: true,
    });
  });
});

describe('billing fields', () => {
  const schema = tourTripSchema('2027-04-01');
  const trip = {
    name: 'Sudipta Ghosh',
    email: 'sudipta@example.com',
    phone: '9800012345',
    travelDate: '2027-05-30',
    adults: '1',
    children: '0',
    party: [{ age: '', nationality: 'IN', sharedBed: false, ownRoom: false }],
    vehicle: '',
    pickup: '',
    drop: '',
    extras: [],
    ...emptyBilling,
  };

  it('send a state, a business’s GSTIN with its name and state, or nothing', () => {
    expect(billingOfFields(emptyBilling)).toBeUndefined();
    expect(billingOfFields({ ...emptyBilling, billState: '19' })).toEqual({ state: '19' });
    expect(
      billingOfFields({ ...emptyBilling, billState: '11', gstin: ' 27aapfu0939f1zv ', businessName: 'Ghosh Exports ' }),
    ).toEqual({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Ghosh Exports',
    });
  });

  it('refuse a GSTIN that does not add up, and a GSTIN without the business’s name', () => {
    const issues = (values: object) =>
      schema.safeParse({ ...trip, ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ gstin: '27AAPFU0939F1ZW', businessName: 'Ghosh Exports' })).toEqual([
      ['gstin', 'Please check the GSTIN: 15 characters such as 11AAGFH1234K1ZT.'],
    ]);
    expect(issues({ gstin: '27AAPFU0939F1ZV' })).toEqual([['businessName', 'Please give the business name for the invoice.']]);
    expect(issues({ billState: 'outside-india' })).toBeUndefined();
  });

  it('send a PAN with the state, and refuse one that does not read as a PAN, or comes without a state', () => {
    expect(billingOfFields({ ...emptyBilling, billState: '19', pan: ' abcpd1234e ' })).toEqual({
      state: '19',
      pan: 'ABCPD1234E',
    });
    const issues = (values: object) =>
      schema.safeParse({ ...trip, ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ billState: '19', pan: 'ABCPD1234' })).toEqual([
      ['pan', 'Please check the PAN: 10 characters such as ABCPD1234E.'],
    ]);
    expect(issues({ pan: 'ABCPD1234E' })).toEqual([
      ['billState', 'Please choose the state of your address to go with your PAN.'],
    ]);
  });
});
