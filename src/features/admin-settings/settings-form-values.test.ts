import { sampleBusinessSettings } from '~seed/data/settings';
import { businessSettingsSchema } from '@/backend/schemas';
import {
  businessFormSchema,
  businessFormValues,
  notificationFormSchema,
  passwordFormSchema,
  toBusinessSettings,
  type BusinessFormValues,
} from './settings-form-values';

function messages(values: BusinessFormValues): Record<string, string> {
  const result = businessFormSchema.safeParse(values);
  if (result.success) return {};
  // The first message per field, as the form shows it.
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('business details form values', () => {
  const loaded = businessFormValues(sampleBusinessSettings);

  it('shows the stored numbers grouped, and saves what was loaded unchanged', () => {
    expect(loaded.phone).toBe('+91 98320 12345');
    expect(loaded.facebook).toBe('');
    expect(messages(loaded)).toEqual({});
    expect(toBusinessSettings(loaded)).toEqual(sampleBusinessSettings);
  });

  it('stores numbers as typed the Indian way in international form, and trims the text', () => {
    const saved = toBusinessSettings({
      ...loaded,
      phone: '+91 3592 202020',
      whatsapp: '98320 55555',
      address: '  MG Marg, Gangtok ',
      instagram: ' https://instagram.com/himalayanaster ',
    });
    expect(saved).toMatchObject({ phone: '+913592202020', whatsapp: '+919832055555', address: 'MG Marg, Gangtok' });
    expect(saved.social).toEqual({ facebook: '', instagram: 'https://instagram.com/himalayanaster', youtube: '', x: '' });
    expect(businessSettingsSchema.safeParse(saved).success).toBe(true);
  });

  it('says in words what is wrong with each field', () => {
    expect(
      messages({
        ...loaded,
        phone: 'call us',
        whatsapp: '12',
        email: 'hello@',
        address: ' ',
        supportHours: 'x'.repeat(121),
        facebook: 'http://facebook.com/aster',
        x: 'x.com/aster',
      }),
    ).toEqual({
      phone: 'Please enter a phone number, like 98320 12345 or +91 3592 202020.',
      whatsapp: 'Please enter the WhatsApp number, like 98320 12345 or +44 7700 900123.',
      email: 'Please enter an e-mail address, like hello@example.com.',
      address: 'Please enter the address.',
      supportHours: 'Please keep the support hours to 120 characters.',
      facebook: 'Please enter the full address, starting with https://, or leave it empty.',
      x: 'Please enter the full address, starting with https://, or leave it empty.',
    });
  });
});

describe('booking e-mails and password form values', () => {
  it('wants a real e-mail address for the bookings inbox', () => {
    expect(notificationFormSchema.safeParse({ operatorEmail: ' bookings@example.com ' }).data).toEqual({
      operatorEmail: 'bookings@example.com',
    });
    expect(notificationFormSchema.safeParse({ operatorEmail: 'bookings' }).error?.issues[0]?.message).toBe(
      'Please enter an e-mail address, like bookings@example.com.',
    );
  });

  it('refuses a new admin password shorter than 10 characters with the backend message', () => {
    const result = passwordFormSchema.safeParse({ current: 'old-password', next: '123456789', confirm: '123456789' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['next', 'The new password must be at least 10 characters long.'],
    ]);
    expect(passwordFormSchema.safeParse({ current: 'old-password', next: '1234567890', confirm: '1234567890' }).success).toBe(
      true,
    );
    expect(
      passwordFormSchema
        .safeParse({ current: 'x', next: '', confirm: '' })
        .error?.issues.find((issue) => issue.path[0] === 'next')?.message,
    ).toBe('Enter a new password.');
  });
});
