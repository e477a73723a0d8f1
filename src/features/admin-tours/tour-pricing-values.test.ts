import { sampleTours } from '~seed/data';
import {
  formValuesToPricing,
  newOption,
  optionIdFor,
  peakKey,
  pricingToFormValues,
  tourPricingFormSchema,
  type TourPricingFormInput,
} from './tour-pricing-values';

const sikkim = sampleTours.find((tour) => tour.id === 'sikkim-delight')!;

/** The messages the form shows, by field path. */
function messages(input: TourPricingFormInput): Record<string, string> {
  const result = tourPricingFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('tour pricing form', () => {
  it('starts with children 5 to 11 at the adult price, infants free and nothing else', () => {
    const values = tourPricingFormSchema.parse(pricingToFormValues(undefined));
    expect(values).toMatchObject({ childFromAge: '5', childToAge: '11', childWithBed: '', infant: '0', options: [] });
    expect(formValuesToPricing(values)).toEqual({
      bands: { childFromAge: 5, childToAge: 11, infant: 0, singleSupplement: 0 },
      options: [],
      peakPrices: [],
    });
  });

  it("round-trips the Sikkim Delight's bands, options and peak prices unchanged", () => {
    const values = tourPricingFormSchema.parse(pricingToFormValues(sikkim.pricing));
    expect(formValuesToPricing(values)).toEqual(sikkim.pricing);
  });

  it('reads prices written with the rupee sign and Indian grouping', () => {
    const input = { ...pricingToFormValues(undefined), childWithBed: '₹13,900', infant: ' 1,500 ' };
    expect(formValuesToPricing(tourPricingFormSchema.parse(input)).bands).toMatchObject({ childWithBed: 13900, infant: 1500 });
  });

  it('saves blank child prices as the adult price and a blank infant price and supplement as 0', () => {
    const input = {
      ...pricingToFormValues(sikkim.pricing),
      childWithBed: '',
      childWithoutBed: ' ',
      infant: '',
      singleSupplement: '',
    };
    const bands = formValuesToPricing(tourPricingFormSchema.parse(input)).bands;
    expect(bands).toEqual({ childFromAge: 5, childToAge: 11, infant: 0, singleSupplement: 0 });
  });

  it('says what is wrong with the ages and prices, under each field', () => {
    expect(
      messages({
        ...pricingToFormValues(undefined),
        childFromAge: '12',
        childToAge: '6',
        childWithBed: '9000.50',
        infant: '-1',
        singleSupplement: '2.5',
      }),
    ).toEqual({
      childToAge: 'The oldest child age must not be below the youngest.',
      childWithBed: 'Enter the price in whole rupees, up to 1,00,00,000.',
      infant: 'Enter the price in whole rupees, up to 1,00,00,000.',
      singleSupplement: 'Enter the price in whole rupees, up to 1,00,00,000.',
    });
    expect(messages({ ...pricingToFormValues(undefined), childFromAge: '', childToAge: '18' })).toEqual({
      childFromAge: 'Enter an age from 0 to 17.',
      childToAge: 'Enter an age from 0 to 17.',
    });
  });

  it("checks each option: a name, a price, a private vehicle's seats, a pick-up's time", () => {
    expect(
      messages({
        ...pricingToFormValues(undefined),
        options: [
          { ...newOption, name: ' ', price: '' },
          { ...newOption, kind: 'vehicle', unit: 'vehicle', name: 'Private Innova', price: '27000', seats: '' },
          { ...newOption, kind: 'vehicle', unit: 'person', name: 'Shared jeep', price: '4500', seats: '' },
          { ...newOption, kind: 'vehicle', unit: 'vehicle', name: 'Bus', price: '90000', seats: '61' },
          { ...newOption, kind: 'pickup', unit: 'vehicle', name: 'Siliguri', price: '3000', time: '25:00' },
          { ...newOption, kind: 'drop', unit: 'vehicle', name: 'Siliguri', price: '3000', time: '' },
        ],
      }),
    ).toEqual({
      'options.0.name': 'Enter the option name.',
      'options.0.price': 'Enter the price in whole rupees, up to 1,00,00,000.',
      'options.1.seats': 'Enter the seats one vehicle has, from 1 to 60.',
      'options.3.seats': 'Enter the seats one vehicle has, from 1 to 60.',
      'options.4.time': 'Enter the time as hours and minutes, for example 10:00.',
    });
  });

  it('asks for the amount of a peak period that is priced, and drops the ones priced as other dates', () => {
    const input: TourPricingFormInput = {
      ...pricingToFormValues(undefined),
      peakPrices: {
        [peakKey('durga-puja-2026')]: { mode: 'surcharge', amount: '' },
        [peakKey('diwali-2026')]: { mode: 'price', amount: '0' },
        [peakKey('2027')]: { mode: 'none', amount: 'x' },
      },
    };
    expect(messages(input)).toEqual({
      'peakPrices.p-durga-puja-2026.amount': 'Enter the surcharge per traveller in whole rupees.',
      'peakPrices.p-diwali-2026.amount': 'Enter the adult price over this period in whole rupees.',
    });
    const fixed = {
      ...input,
      peakPrices: { ...input.peakPrices, [peakKey('durga-puja-2026')]: { mode: 'surcharge' as const, amount: '2500' } },
    };
    delete fixed.peakPrices[peakKey('diwali-2026')];
    expect(formValuesToPricing(tourPricingFormSchema.parse(fixed)).peakPrices).toEqual([
      { periodId: 'durga-puja-2026', mode: 'surcharge', amount: 2500 },
    ]);
  });

  it('derives the ids of new options from their names, keeps saved ids when a name changes, never repeats one', () => {
    const input: TourPricingFormInput = {
      ...pricingToFormValues(undefined),
      options: [
        {
          ...newOption,
          id: 'private-innova-6-seats',
          kind: 'vehicle',
          unit: 'vehicle',
          name: 'Private Innova Crysta',
          price: '30000',
          seats: '6',
        },
        { ...newOption, kind: 'vehicle', unit: 'vehicle', name: 'Private Innova (6 seats)', price: '27000', seats: '6' },
        { ...newOption, kind: 'pickup', unit: 'vehicle', name: 'Bagdogra airport (IXB)', price: '3500', time: '10:00' },
        { ...newOption, kind: 'drop', unit: 'vehicle', name: 'Bagdogra airport (IXB)', price: '3500', time: '12:30' },
        { ...newOption, name: 'Room heater', unit: 'night', price: '500' },
        { ...newOption, name: 'Room heater', unit: 'night', price: '700' },
      ],
    };
    expect(formValuesToPricing(tourPricingFormSchema.parse(input)).options.map((option) => option.id)).toEqual([
      'private-innova-6-seats',
      'private-innova-6-seats-2',
      'pickup-bagdogra-airport-ixb',
      'drop-bagdogra-airport-ixb',
      'room-heater',
      'room-heater-2',
    ]);
    expect(optionIdFor('extra', 'गरम पानी', new Set())).toBe('option');
    expect(optionIdFor('excursion', 'x'.repeat(80), new Set())).toMatch(/^x{36}$/);
  });

  it('keeps seats for vehicles only and times for pick-up and drop points only', () => {
    const input: TourPricingFormInput = {
      ...pricingToFormValues(undefined),
      options: [
        {
          ...newOption,
          kind: 'excursion',
          unit: 'vehicle',
          name: 'Nathula Pass excursion',
          price: '5500',
          seats: '6',
          time: '07:00',
        },
      ],
    };
    expect(formValuesToPricing(tourPricingFormSchema.parse(input)).options).toEqual([
      {
        id: 'nathula-pass-excursion',
        kind: 'excursion',
        name: 'Nathula Pass excursion',
        unit: 'vehicle',
        price: 5500,
        time: '',
        note: '',
      },
    ]);
  });

  it('keeps the permit an excursion or an extra needs, and none on a vehicle or a pick-up point', () => {
    const nathula = { ...newOption, kind: 'excursion' as const, unit: 'vehicle' as const, name: 'Nathula Pass excursion' };
    const input: TourPricingFormInput = {
      ...pricingToFormValues(undefined),
      options: [
        { ...nathula, price: '5500', permitId: 'tsomgo-nathula' },
        { ...newOption, kind: 'extra', name: 'Baba Mandir', price: '1500', permitId: '' },
        { ...newOption, kind: 'pickup', name: 'Bagdogra airport', price: '0', permitId: 'tsomgo-nathula' },
      ],
    };
    const options = formValuesToPricing(tourPricingFormSchema.parse(input)).options;
    expect(options.map((option) => [option.id, option.permitId])).toEqual([
      ['nathula-pass-excursion', 'tsomgo-nathula'],
      ['baba-mandir', undefined],
      ['pickup-bagdogra-airport', undefined],
    ]);
    expect(pricingToFormValues({ ...formValuesToPricing(tourPricingFormSchema.parse(input)) }).options[0]?.permitId).toBe(
      'tsomgo-nathula',
    );
  });
});
