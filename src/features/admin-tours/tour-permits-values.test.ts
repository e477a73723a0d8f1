import { formValuesToTourPermits, tourPermitsFormSchema, tourPermitsToFormValues } from './tour-permits-values';

describe('the tour form permits', () => {
  it('shows the stored permits as rows, and saves them by day', () => {
    const rows = tourPermitsToFormValues([{ permitId: 'tsomgo-nathula', day: 2 }]);
    expect(rows).toEqual([{ permitId: 'tsomgo-nathula', day: '2' }]);
    expect(tourPermitsToFormValues(undefined)).toEqual([]);
    expect(
      formValuesToTourPermits([
        { permitId: 'gurudongmar', day: '5' },
        { permitId: 'tsomgo-nathula', day: '2' },
      ]),
    ).toEqual([
      { permitId: 'tsomgo-nathula', day: 2 },
      { permitId: 'gurudongmar', day: 5 },
    ]);
  });

  it('asks for the permit, and refuses the same permit twice on one day', () => {
    const result = tourPermitsFormSchema.safeParse([
      { permitId: '', day: '1' },
      { permitId: 'north-sikkim', day: '4' },
      { permitId: 'north-sikkim', day: '4' },
      { permitId: 'north-sikkim', day: '5' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.permitId', 'Choose the permit.'],
      ['2.permitId', 'This permit is already listed for this day.'],
    ]);
  });
});
