import { enquiryInputSchema } from '@/backend/schemas';
import {
  emptyEnquiry,
  enquiryFormSchema,
  isBot,
  replyContact,
  toEnquiryInput,
  type EnquiryFormValues,
} from './enquiry-form-values';

const today = '2027-03-10';
const filled: EnquiryFormValues = {
  name: '  Dorjee Lepcha ',
  contact: '98320 55555',
  travelDate: '2027-04-02',
  travellers: '3',
  message: ' Do you have a room with a valley view? ',
  website: '',
};

function messages(values: EnquiryFormValues): Record<string, string> {
  const result = enquiryFormSchema(today).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('enquiry form values', () => {
  it('keeps an e-mail as typed and turns a phone number into its international form', () => {
    expect(replyContact(' pema@example.com ')).toBe('pema@example.com');
    expect(replyContact('98320 55555')).toBe('+919832055555');
    expect(replyContact('+44 7700 900123')).toBe('+447700900123');
    expect(replyContact('pema@')).toBeNull();
    expect(replyContact('call me')).toBeNull();
  });

  it('makes what the backend stores, without the optional parts left empty', () => {
    const input = toEnquiryInput(filled, 'Hotel Aster');
    expect(input).toEqual({
      name: 'Dorjee Lepcha',
      contact: '+919832055555',
      subject: 'Hotel Aster',
      travelDate: '2027-04-02',
      travellers: 3,
      message: 'Do you have a room with a valley view?',
    });
    expect(enquiryInputSchema.safeParse(input).success).toBe(true);

    const bare = toEnquiryInput({ ...filled, travelDate: '', travellers: ' ' }, 'Sikkim Delight');
    expect(bare).not.toHaveProperty('travellers');
    expect(bare.travelDate).toBe('');
    expect(enquiryInputSchema.safeParse(bare).success).toBe(true);
  });

  it('accepts a complete enquiry and says what is missing or wrong in words', () => {
    expect(messages(filled)).toEqual({});
    expect(messages(emptyEnquiry)).toEqual({
      name: 'Please tell us your name.',
      contact: 'Please give us an e-mail address or a phone number, so that we can reply.',
      message: 'Please write a few words about what you would like to know.',
    });
    for (const contact of ['somewhere', 'pema@', 'mailto:x@y.com?bcc=a@b.com', '12345']) {
      expect(messages({ ...filled, contact }).contact).toBe('Please give an e-mail address or a phone number.');
    }
    expect(messages({ ...filled, contact: '+44 7700 900123' })).toEqual({});
    expect(messages({ ...filled, travelDate: '2027-03-09' }).travelDate).toBe(
      'Please choose a date from today on, or leave it empty.',
    );
    expect(messages({ ...filled, travelDate: today })).toEqual({});
    expect(messages({ ...filled, travellers: '0' }).travellers).toBe('Please enter a number from 1 to 50, or leave it empty.');
    expect(messages({ ...filled, travellers: '2.5' }).travellers).toBe('Please enter a number from 1 to 50, or leave it empty.');
    expect(messages({ ...filled, message: 'x'.repeat(2001) }).message).toBe('Please keep your message to 2000 characters.');
  });

  it('tells a bot by the hidden field it filled in', () => {
    expect(isBot(filled)).toBe(false);
    expect(isBot({ website: 'https://cheap-pills.example' })).toBe(true);
  });
});
