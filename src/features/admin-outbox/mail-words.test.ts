import { mailTemplateTexts } from '~seed/data/mail-templates';
import { samplePaymentSettings } from '~seed/data/settings';
import { bookingReceivedMails, enquiryMail, statusChangeMail } from '@/backend/domain/mail';
import type { Booking, Enquiry } from '@/backend/schemas';
import { deliveryInWords, mailDetails, templateNames } from './mail-words';

const booking: Booking = {
  id: 'b1',
  kind: 'tour',
  itemId: 'sikkim-delight',
  itemName: 'Sikkim Delight',
  userName: 'Pema Bhutia',
  userEmail: 'pema@example.com',
  phone: '+919832055555',
  travelDate: '2027-04-10',
  endDate: '2027-04-15',
  travellers: 3,
  totalPrice: 55500,
  status: 'Pending',
  reference: 'AST-7K3Q9',
};

describe('the Outbox in words', () => {
  it('names every template', () => {
    expect(templateNames['booking-received-operator']).toBe("Booking received (operator's copy)");
    expect(Object.values(templateNames).every((name) => name.length > 0)).toBe(true);
  });

  it("shows a booking's e-mail as lines the operator reads at a glance", () => {
    const [customer, operator] = bookingReceivedMails(booking, {
      operator: 'bookings@example.com',
      customer: booking.userEmail ?? null,
    });
    expect(mailDetails(customer!.template.data)).toEqual([
      { label: 'Reference', value: 'AST-7K3Q9' },
      { label: 'Booked', value: 'Sikkim Delight' },
      { label: 'Dates', value: '10 Apr 2027 to 15 Apr 2027' },
      { label: 'Travellers', value: '3' },
      { label: 'Total', value: '₹55,500' },
      { label: 'Name', value: 'Pema Bhutia' },
    ]);
    expect(mailDetails(operator!.template.data)).toContainEqual({ label: 'Phone', value: '+91 98320 55555' });
  });

  it("shows a confirmation's dates as dates and what the customer is asked to pay, and how", () => {
    const confirmed = statusChangeMail(
      { ...booking, advanceDueOn: '2027-01-04', status: 'Confirmed' },
      booking.status,
      Date.UTC(2027, 0, 1),
      '',
      samplePaymentSettings,
    );
    const details = mailDetails(confirmed!.template.data);
    expect(details).toContainEqual({ label: 'Dates', value: '10 Apr 2027 to 15 Apr 2027' });
    expect(details).toContainEqual({ label: 'Advance', value: '₹16,650' });
    expect(details).toContainEqual({ label: 'Advance due by', value: '4 Jan 2027' });
    expect(details).toContainEqual({ label: 'Balance', value: '₹38,850' });
    expect(details).toContainEqual({ label: 'Balance due by', value: '3 Apr 2027' });
    expect(details.find((line) => line.label === 'How to pay')?.value).toMatch(/^UPI: himalayanaster@sbi/);
  });

  it('leaves out what an enquiry did not say, and keeps fields it does not know', () => {
    const enquiry: Enquiry = {
      id: 'e1',
      name: 'Dorjee',
      contact: 'dorjee@example.com',
      subject: 'Hotel Aster',
      travelDate: '',
      message: 'Any rooms in May?',
      createdAt: '2027-03-01T10:00:00.000Z',
      handled: false,
    };
    expect(mailDetails(enquiryMail(enquiry, 'bookings@example.com').template.data)).toEqual([
      { label: 'About', value: 'Hotel Aster' },
      { label: 'Name', value: 'Dorjee' },
      { label: 'Contact', value: 'dorjee@example.com' },
      { label: 'Message', value: 'Any rooms in May?' },
    ]);
    expect(mailDetails({ travelDate: '2027-05-01', travellers: 2, resetLink: 'https://example.com/reset' })).toEqual([
      { label: 'Travel date', value: '1 May 2027' },
      { label: 'Travellers', value: '2' },
      { label: 'resetLink', value: 'https://example.com/reset' },
    ]);
  });

  it('gives every field an e-mail template fills a label of its own, never its bare name', () => {
    const templates = Object.values(mailTemplateTexts('https://himalayanaster.example'));
    const placeholders = new Set(
      templates.flatMap((template) =>
        [...`${template.subject}${template.text}${template.html}`.matchAll(/\{\{[#/]?(?:if )?(\w+)\}\}/g)]
          .map((match) => match[1]!)
          .filter((name) => name !== 'if' && name !== 'else'),
      ),
    );
    const data = Object.fromEntries([...placeholders].map((name) => [name, 'x']));
    expect(mailDetails(data).filter((detail) => placeholders.has(detail.label))).toEqual([]);
  });

  it("says the extension's delivery state in words", () => {
    expect(deliveryInWords({ state: 'SUCCESS' })).toBe('Delivered');
    expect(deliveryInWords({ state: 'ERROR', error: 'Invalid login' })).toBe('Failed: Invalid login');
    expect(deliveryInWords({ state: 'SOMETHING_NEW' })).toBe('SOMETHING_NEW');
  });
});
