import { samplePeakPeriods } from '~seed/data';
import {
  newPeakPeriod,
  peakDatesFormSchema,
  peakDatesFormValues,
  periodIdFor,
  toPeakPeriods,
  type PeakDatesFormInput,
} from './peak-dates-values';

function messages(input: PeakDatesFormInput): Record<string, string> {
  const result = peakDatesFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('peak dates form', () => {
  it('round-trips the sample periods unchanged', () => {
    expect(toPeakPeriods(peakDatesFormSchema.parse(peakDatesFormValues(samplePeakPeriods)))).toEqual({
      periods: [...samplePeakPeriods.periods].sort((a, b) => a.from.localeCompare(b.from)),
    });
  });

  it('names a new period from its name, keeps a saved id when renamed, and saves in date order', () => {
    const values = peakDatesFormSchema.parse({
      periods: [
        { id: 'durga-puja-2027', name: 'Durga Puja and Navratri 2027', from: '2027-10-05', to: '2027-10-14' },
        { ...newPeakPeriod, name: ' Losar 2027 ', from: '2027-02-06', to: '2027-02-09' },
        { ...newPeakPeriod, name: 'Durga Puja 2027!', from: '2027-10-01', to: '2027-10-01' },
      ],
    });
    expect(toPeakPeriods(values).periods).toEqual([
      { id: 'losar-2027', name: 'Losar 2027', from: '2027-02-06', to: '2027-02-09' },
      { id: 'durga-puja-2027-2', name: 'Durga Puja 2027!', from: '2027-10-01', to: '2027-10-01' },
      { id: 'durga-puja-2027', name: 'Durga Puja and Navratri 2027', from: '2027-10-05', to: '2027-10-14' },
    ]);
    expect(periodIdFor('दशैं', new Set())).toBe('period');
  });

  it('says what is wrong with each period, under its field', () => {
    expect(
      messages({
        periods: [
          { ...newPeakPeriod, name: ' ', from: '', to: '' },
          { ...newPeakPeriod, name: 'Diwali', from: '2027-11-01', to: '2027-10-27' },
          { ...newPeakPeriod, name: 'diwali ', from: '2027-02-30', to: '2027-03-01' },
        ],
      }),
    ).toEqual({
      'periods.0.name': 'Enter a name, for example Durga Puja 2027.',
      'periods.0.from': 'Choose the first day.',
      'periods.0.to': 'Choose the last day.',
      'periods.1.to': 'The last day must not be before the first.',
      'periods.2.name': 'Another period has this name.',
      'periods.2.from': 'Enter the date as day, month and year.',
    });
  });
});
