import { zodResolver } from '@hookform/resolvers/zod';
import { addDays } from '@/backend/domain/calendar';
import { draftQuote } from '@/backend/domain/transactions/quotes';
import { quoteDraftInputSchema } from '@/backend/schemas';
import { daysFromToday, suiteNow, suiteToday } from '@/testing/clock';
import { registeredOperator } from '@/testing/tax';
import {
  emptyLine,
  formValuesToQuoteContent,
  kindForAmount,
  newQuoteFormValues,
  nextStay,
  quoteFormSchema,
  quoteProblems,
  quoteToFormValues,
  resizeAges,
  type QuoteFormValues,
} from './quote-form-values';

const start = daysFromToday(60);

const filled: QuoteFormValues = {
  ...newQuoteFormValues(new URLSearchParams('name=Pema+Lhamu&contact=pema%40example.com&travellers=2'), suiteToday()),
  title: 'Sikkim for two',
  phone: ' 98320 12345 ',
  startDate: start,
  endDate: addDays(start, 3),
  ages: ['34', '8'],
  stays: [{ night: start, place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: '' }],
  inclusions: [' Breakfast ', '', ' Permits'],
  lines: [{ kind: 'other', label: 'Trip for 2', detail: '', amount: '42000' }],
};

/** What the form shows above its buttons after a save: through react-hook-form's zod resolver, as the page runs it. */
async function problemsOf(values: QuoteFormValues): Promise<string[]> {
  const result = await zodResolver(quoteFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return quoteProblems(result.errors);
}

describe('the quote form', () => {
  it('starts a new quote from the enquiry: an e-mail or a phone, the travellers within the limit, valid 14 days', () => {
    const byMail = newQuoteFormValues(
      new URLSearchParams('subject=Hotel+Aster&name=Pema&contact=pema%40example.com&travellers=4&date=2027-03-01'),
      suiteToday(),
    );
    expect(byMail).toMatchObject({ title: 'Hotel Aster', name: 'Pema', email: 'pema@example.com', phone: '' });
    expect(byMail).toMatchObject({ startDate: '2027-03-01', endDate: '2027-03-01', ages: ['30', '30', '30', '30'] });
    expect(byMail.validUntil).toBe(daysFromToday(14));
    expect(byMail.lines).toEqual([emptyLine()]);
    const byPhone = newQuoteFormValues(new URLSearchParams('contact=98320+12345&travellers=99'), suiteToday());
    expect(byPhone).toMatchObject({ email: '', phone: '98320 12345' });
    expect(byPhone.ages).toHaveLength(20);
    expect(newQuoteFormValues(new URLSearchParams(''), suiteToday()).ages).toEqual(['30', '30']);
  });

  it('saves the content as stored: the phone in international form, lists by line, numbers from the text', async () => {
    const result = quoteFormSchema.safeParse(filled);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      customer: { name: 'Pema Lhamu', email: 'pema@example.com', phone: '+919832012345' },
      party: [{ age: 34 }, { age: 8 }],
      stays: [{ night: start, roomTypeId: 'deluxe-double', rooms: 1 }],
      inclusions: ['Breakfast', 'Permits'],
      exclusions: [],
      lines: [{ kind: 'other', label: 'Trip for 2', amount: 42000 }],
    });
    expect(await problemsOf(filled)).toEqual([]);
  });

  it('lists each problem under the part of the quote it is about', async () => {
    const problems = await problemsOf({ ...filled, title: '', endDate: addDays(start, -1), lines: [] });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^Title: /);
    expect(problems).toContain('Price lines: Please add a price line');
    expect(problems).toContain('End date: The trip ends before it starts');
  });

  it("says the domain's own refusal as it is, once the content's schema passed", async () => {
    const late = addDays(start, 5);
    expect(await problemsOf({ ...filled, stays: [{ ...filled.stays[0]!, night: late }] })).toEqual([
      expect.stringMatching(/^The night of .* is not within the trip/) as string,
    ]);
    expect(formValuesToQuoteContent({ ...filled, phone: '' }).customer.phone).toBe('');
  });

  it('adds the night after the last at the same place, and the first night on the start date', () => {
    expect(nextStay(filled.stays, start)).toEqual({
      night: addDays(start, 1),
      place: 'Gangtok',
      hotel: 'Hotel Aster',
      roomTypeId: '',
      rooms: '1',
    });
    expect(nextStay([], start)).toEqual({ night: start, place: '', hotel: '', roomTypeId: '', rooms: '1' });
  });

  it('makes a negative line a discount, and a discount made positive again an ordinary line', () => {
    expect(kindForAmount('-500', 'other')).toBe('discount');
    expect(kindForAmount('500', 'discount')).toBe('other');
    expect(kindForAmount('500', 'band')).toBe('band');
  });

  it('keeps the ages typed when the number of travellers changes, within 1 and 20', () => {
    expect(resizeAges(['40', '12'], '3')).toEqual(['40', '12', '30']);
    expect(resizeAges(['40', '12'], '1')).toEqual(['40']);
    expect(resizeAges(['40'], '')).toEqual(['40']);
    expect(resizeAges([], '50')).toHaveLength(20);
  });

  it('bills the trip as the booking forms do: a business by its GSTIN, checked; a trip abroad with the PAN', async () => {
    const bhutan = { ...filled, overseas: true, billState: '19', pan: ' abcpd1234e ' };
    expect(formValuesToQuoteContent(bhutan)).toMatchObject({ overseas: true, billing: { state: '19', pan: 'ABCPD1234E' } });
    const business = { ...filled, gstin: '27AAPFU0939F1ZV', businessName: 'Patil Travels' };
    expect(formValuesToQuoteContent(business).billing).toEqual({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Patil Travels',
    });
    expect(formValuesToQuoteContent(filled).billing).toBeUndefined();
    expect(await problemsOf({ ...business, gstin: '27AAPFU0939F1ZW' })).toEqual([
      'GSTIN: Please check the GSTIN: 15 characters such as 11AAGFH1234K1ZT.',
    ]);
    expect(await problemsOf({ ...business, businessName: '' })).toEqual([
      'Business name: Please give the business name for the invoice.',
    ]);
  });

  it("opens a stored quote with the operator's own lines: its GST and TCS lines are the backend's", () => {
    const content = quoteFormSchema.parse({ ...filled, overseas: true, billState: '19' });
    const stored = draftQuote(
      null,
      quoteDraftInputSchema.parse({ content }),
      { id: 'q1', token: 'x', now: suiteNow },
      registeredOperator,
    );
    expect(stored.content.lines.map((line) => line.kind)).toEqual(['other', 'tax', 'tcs']);
    const values = quoteToFormValues(stored);
    expect(values.lines).toEqual(filled.lines);
    expect(values).toMatchObject({ overseas: true, billState: '19', gstin: '', pan: '' });
  });
});
