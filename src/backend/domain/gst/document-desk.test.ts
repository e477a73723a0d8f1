import { durgaPujaBooking } from '@/testing/north-sikkim';
import { defaultTaxSettings } from '../../schemas/tax';
import { taxOfBooking, taxRulesOf } from './document-desk';

describe('the tax of a booking', () => {
  it('taxes a tailored trip as the tour package it is, though it holds nights at Hotel Aster', () => {
    const rules = taxRulesOf(defaultTaxSettings);
    const recipient = { name: 'Sudipta Ghosh', state: '19' as const };
    const trip = taxOfBooking(durgaPujaBooking(), recipient, rules);
    const tour = taxOfBooking(durgaPujaBooking({ kind: 'tour' }), recipient, rules);
    expect(trip).toEqual(tour);
  });
});
