import { describe, expect, it } from 'vitest';
import { defaultTripSettings, tripSettingsSchema } from '@/backend/schemas/trip';
import { formValuesToTripSettings, tripFormSchema, tripSettingsToFormValues } from './trip-form-values';

describe('the trip pack settings form', () => {
  it('round-trips the defaults unchanged', () => {
    const values = tripFormSchema.parse(tripSettingsToFormValues(defaultTripSettings));
    expect(tripSettingsSchema.parse(formValuesToTripSettings(values))).toEqual(defaultTripSettings);
  });

  it('stores the 24-hour number in international form and keeps short emergency numbers as dialled', () => {
    const values = tripFormSchema.parse({
      operatorPhone: '98320 12345',
      emergencyNumbers: [{ label: 'Police', number: '100' }],
      altitudeAdvice: '',
    });
    expect(formValuesToTripSettings(values)).toEqual({
      operatorPhone: '+919832012345',
      emergencyNumbers: [{ label: 'Police', number: '100' }],
      altitudeAdvice: '',
    });
  });

  it('says what is wrong with a phone, a row without a label and a number that cannot be dialled', () => {
    const result = tripFormSchema.safeParse({
      operatorPhone: 'call us',
      emergencyNumbers: [{ label: '', number: 'one hundred' }],
      altitudeAdvice: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['operatorPhone', 'emergencyNumbers.0.label', 'emergencyNumbers.0.number']);
  });
});
