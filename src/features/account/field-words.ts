import type { FieldWords } from './use-field-messages';

/** What the sign-in, sign-up and password-reset fields say when they are empty or wrong. */
export const emailWords: FieldWords = {
  missing: 'Please enter your email address.',
  notEmail: 'Please enter a valid email address, like name@example.com.',
};

export const passwordWords: FieldWords = { missing: 'Please enter your password.' };

export const nameWords: FieldWords = { missing: 'Please enter your full name.' };

export function newPasswordWords(minLength: number): FieldWords {
  return { missing: 'Please choose a password.', tooShort: `Please use at least ${minLength} characters.` };
}
