import { describe, expect, it } from 'vitest';
import { samplePaymentSettings } from '~seed/data/settings';
import { defaultPaymentSettings, paymentSettingsSchema } from '@/backend/schemas';
import { paymentFormSchema, paymentFormValues, toPaymentSettings } from './payment-form-values';

describe('payment instructions form values', () => {
  it('load and save the settings unchanged', () => {
    const loaded = paymentFormValues(samplePaymentSettings);
    expect(paymentFormSchema.safeParse(loaded).success).toBe(true);
    expect(toPaymentSettings(loaded)).toEqual(samplePaymentSettings);
    expect(toPaymentSettings(paymentFormValues(defaultPaymentSettings))).toEqual(defaultPaymentSettings);
  });

  it('take an IFSC typed in lower case', () => {
    const values = { ...paymentFormValues(samplePaymentSettings), ifsc: 'sbin0005678' };
    expect(paymentFormSchema.safeParse(values).success).toBe(true);
    expect(toPaymentSettings(values)).toMatchObject({ bank: { ifsc: 'SBIN0005678' } });
  });

  it('read settings saved with the old tax percents, which the GST of the tax settings replaced, without them', () => {
    const older = { ...samplePaymentSettings, taxPercent: { tour: 5, room: 12, flight: 0 } };
    expect(paymentSettingsSchema.parse(older)).toEqual(samplePaymentSettings);
  });

  it('say what is wrong, field by field', () => {
    const result = paymentFormSchema.safeParse({
      ...paymentFormValues(samplePaymentSettings),
      upiId: 'himalayanaster',
      accountNumber: '12-34',
      advancePercent: '120',
      advanceDueDays: '31',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({
      upiId: 'Please enter a UPI ID like yourname@bank, or leave it empty.',
      accountNumber: 'Please enter the account number in digits (6 to 20), or leave it empty.',
      advancePercent: 'Please enter a whole number from 0 to 100.',
      advanceDueDays: 'Please enter a whole number from 0 to 30.',
    });
  });
});
