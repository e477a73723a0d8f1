import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { EnquiryForm } from './enquiry-form';

const form = () => screen.getByRole('form', { name: /^Enquiry about/ });

/** What the backend holds after the test: enquiries and the e-mails written, read as the admin. */
async function stored(backend: Backend) {
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  const [enquiries, mail] = await Promise.all([backend.enquiries.page({ size: 10 }), backend.mail.latest(10)]);
  return { enquiries: enquiries.items, mail };
}

// Typing is slow in jsdom, and reading what was stored signs the admin in (a deliberately slow password hash).
describe('EnquiryForm', () => {
  it('sends the enquiry to the backend, which e-mails the operator, and thanks the visitor', async () => {
    const { backend, user } = await renderWithApp(<EnquiryForm subject="Hotel Aster" />);

    // A missing name or message is said next to its field, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please tell us your name.');
    expect(screen.getByText('Please write a few words about what you would like to know.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'Dorjee Lepcha');
    await user.type(screen.getByLabelText('E-mail or phone'), 'dorjee@example.com');
    fireEvent.change(screen.getByLabelText('Travel date (optional)'), { target: { value: '2099-04-02' } });
    await user.type(screen.getByLabelText('Travellers (optional)'), '4');
    await user.type(screen.getByLabelText('Your message'), 'Is the family room free for four nights?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() =>
      expect(within(form()).getByRole('status')).toHaveTextContent(
        'Thank you, Dorjee Lepcha! We have your message and will reply within one working day.',
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue(''));

    const { enquiries, mail } = await stored(backend);
    expect(enquiries).toEqual([
      expect.objectContaining({
        name: 'Dorjee Lepcha',
        contact: 'dorjee@example.com',
        subject: 'Hotel Aster',
        travelDate: '2099-04-02',
        travellers: 4,
        message: 'Is the family room free for four nights?',
        handled: false,
      }),
    ]);
    const operatorCopy = mail.filter((message) => message.template.name === 'enquiry');
    expect(operatorCopy).toHaveLength(1);
    expect(operatorCopy[0]?.to).toBe('bookings@himalayanaster.in');
    expect(operatorCopy[0]?.template.data).toMatchObject({
      name: 'Dorjee Lepcha',
      contact: 'dorjee@example.com',
      subject: 'Hotel Aster',
      travellers: 4,
    });
  });

  it('pretends to a bot that filled the hidden field that all went well, and sends nothing', async () => {
    const { backend, user } = await renderWithApp(<EnquiryForm subject="Sikkim Delight" />);
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.type(screen.getByLabelText('Your name'), 'Best Offers');
    await user.type(screen.getByLabelText('E-mail or phone'), 'offers@example.com');
    await user.type(screen.getByLabelText('Your message'), 'Cheap links for your site');
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(within(form()).getByRole('status')).toHaveTextContent('Thank you, Best Offers!'));
    const { enquiries, mail } = await stored(backend);
    expect(enquiries).toEqual([]);
    expect(mail.filter((message) => message.template.name === 'enquiry')).toEqual([]);
  });

  it('says so when the enquiry could not be sent, and keeps what was typed', async () => {
    const backend = freshBackend();
    backend.enquiries.create = () => Promise.reject(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderWithApp(<EnquiryForm subject="Hotel Aster" />, { backend });

    await user.type(screen.getByLabelText('Your name'), 'Dorjee');
    await user.type(screen.getByLabelText('E-mail or phone'), '98320 55555');
    await user.type(screen.getByLabelText('Your message'), 'Any rooms in May?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent('Sorry, your message could not be sent just now.'),
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('Any rooms in May?');
    expect(warn).toHaveBeenCalled();
  });
});
