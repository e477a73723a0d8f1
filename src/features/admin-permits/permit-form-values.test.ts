import { samplePermitTypes } from '~seed/data';
import {
  formValuesToPermit,
  permitFormSchema,
  permitIdFor,
  permitToFormValues,
  type PermitFormInput,
} from './permit-form-values';

const nathula = samplePermitTypes.find((permit) => permit.id === 'tsomgo-nathula')!;

function messages(input: PermitFormInput): Record<string, string> {
  const result = permitFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the permit type form', () => {
  it('gives back a stored permit type unchanged', () => {
    const values = permitFormSchema.parse(permitToFormValues(nathula));
    expect(values).toMatchObject({ nationalityRule: 'only', nationalities: 'IN', closedWeekdays: ['1', '2'], minimumAge: '' });
    expect(formValuesToPermit(values, nathula)).toEqual(nathula);
    // The PAP asks foreign nationals for the Indian visa, and keeps asking once saved again.
    const pap = samplePermitTypes.find((permit) => permit.id === 'tsomgo-pap')!;
    const papValues = permitFormSchema.parse(permitToFormValues(pap));
    expect(papValues.visa).toBe(true);
    expect(formValuesToPermit(papValues, pap)).toEqual(pap);
    expect(formValuesToPermit({ ...papValues, visa: false }, pap).documents).toEqual({ idTypes: ['passport'], photo: true });
  });

  it('makes a new permit type with an id from its name and the nationality rule as stored', () => {
    const values = permitFormSchema.parse({
      ...permitToFormValues(null),
      name: 'Dzongu permit',
      place: 'Dzongu',
      areaPlaces: ' Lingdong, Passingdong,Lingdong ',
      idTypes: ['aadhaar', 'passport'],
      nationalityRule: 'except',
      nationalities: ' cn, PK, cn ',
      minimumAge: '5',
      closedWeekdays: ['0'],
      documentsDueDaysBefore: '4',
    });
    expect(formValuesToPermit(values, null)).toEqual({
      id: 'dzongu-permit',
      name: 'Dzongu permit',
      place: 'Dzongu',
      areaPlaces: ['Lingdong', 'Passingdong'],
      documents: { idTypes: ['passport', 'aadhaar'], photo: true },
      excludedNationalities: ['CN', 'PK'],
      minimumAge: 5,
      closedWeekdays: [0],
      documentsDueDaysBefore: 4,
      note: '',
    });
    expect(permitIdFor('Tsomgo Lake & Nathula permit')).toBe('tsomgo-lake-nathula-permit');
  });

  it('says what is missing or wrong', () => {
    expect(
      messages({
        ...permitToFormValues(null),
        idTypes: [],
        nationalityRule: 'only',
        nationalities: 'India',
        minimumAge: 'two',
        documentsDueDaysBefore: '',
      }),
    ).toEqual({
      name: 'Enter the permit name.',
      place: 'Enter the place the permit is for, for example Nathula.',
      idTypes: 'Choose at least one ID type.',
      minimumAge: 'Enter an age from 0 to 120, or leave it empty.',
      documentsDueDaysBefore: 'Enter the days, a whole number from 0 to 60.',
      nationalities: 'Use two-letter country codes, such as IN, NP, BT.',
    });
  });
});
