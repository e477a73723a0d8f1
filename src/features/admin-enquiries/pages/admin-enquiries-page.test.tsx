import { screen, waitFor, within } from '@testing-library/react';
import { freshBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminEnquiriesPage } from './admin-enquiries-page';

// Signing the admin in hashes a password on purpose slowly.
describe('AdminEnquiriesPage', () => {
  it('lists enquiries newest first with links to reply, marks those waiting, and records when one is handled', async () => {
    const backend = freshBackend();
    await backend.enquiries.create({
      name: 'Dorjee Lepcha',
      contact: '+919832055555',
      subject: 'Hotel Aster',
      message: 'A room for May?',
      travellers: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await backend.enquiries.create({
      name: 'Anita Rai',
      contact: 'anita@example.com',
      subject: 'Sikkim Delight',
      travelDate: '2099-10-02',
      message: 'Can we add a night in Pelling?\nWe are four.',
    });
    const { user } = await renderWithApp(<AdminEnquiriesPage />, { backend, signedInAs: 'admin' });

    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Anita Rai about Sikkim Delight',
      'Dorjee Lepcha about Hotel Aster',
    ]);
    const [anita, dorjee] = cards as [HTMLElement, HTMLElement];
    expect(screen.getByText('2 enquiries of the 2 shown wait for a reply.')).toBeInTheDocument();
    expect(anita).toHaveTextContent('Awaiting reply');
    expect(anita).toHaveTextContent('Travel date2 Oct 2099');
    expect(anita).toHaveTextContent('Can we add a night in Pelling?');
    expect(within(anita).getByRole('link', { name: 'anita@example.com' })).toHaveAttribute('href', 'mailto:anita@example.com');
    expect(within(dorjee).getByRole('link', { name: '+91 98320 55555' })).toHaveAttribute('href', 'tel:+919832055555');
    expect(within(dorjee).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919832055555');
    expect(dorjee).toHaveTextContent('Travellers2');

    await user.click(within(dorjee).getByRole('checkbox', { name: 'Handled: the enquiry from Dorjee Lepcha' }));
    expect(await screen.findByText('Marked as handled: Dorjee Lepcha.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 enquiry of the 2 shown waits for a reply.')).toBeInTheDocument());
    const stored = await backend.enquiries.page({ size: 10 });
    expect(stored.items.map((enquiry) => [enquiry.name, enquiry.handled])).toEqual([
      ['Anita Rai', false],
      ['Dorjee Lepcha', true],
    ]);
    expect(within(screen.getAllByRole('article')[1]!).getByRole('checkbox')).toBeChecked();
  });

  it('replies from a template: e-mailed through the Outbox, marked handled, kept on the enquiry; a phone gets WhatsApp', async () => {
    const backend = freshBackend();
    await backend.enquiries.create({ name: 'Dorjee Lepcha', contact: '+919832055555', subject: 'Hotel Aster', message: 'May?' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await backend.enquiries.create({
      name: 'Anita Rai',
      contact: 'anita@example.com',
      subject: 'Sikkim Delight',
      message: 'Pelling?',
    });
    const { user } = await renderWithApp(<AdminEnquiriesPage />, { backend, signedInAs: 'admin' });
    const [anita, dorjee] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];

    const reply = within(anita).getByRole('form', { name: 'Reply to Anita Rai' });
    await waitFor(() => expect(within(reply).getByLabelText('Start from a template')).toBeEnabled());
    await user.selectOptions(within(reply).getByLabelText('Start from a template'), 'Thank you, details to follow');
    expect(within(reply).getByLabelText('Your reply')).toHaveValue(
      'Namaste Anita,\n\nThank you for asking about Sikkim Delight. We are checking availability for your dates and will send you the details and the price within a day.',
    );
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('Reply sent to anita@example.com. It is in the Outbox, and the enquiry is marked as handled.'),
    ).toBeInTheDocument();
    const mail = (await backend.mail.latest(5)).find((message) => message.template.name === 'enquiry-reply');
    expect(mail).toMatchObject({
      to: 'anita@example.com',
      template: { data: { subject: 'Sikkim Delight', enquiry: 'Pelling?' } },
    });
    const replied = await within(screen.getAllByRole('article')[0]!).findByRole('region', { name: 'Replies to Anita Rai' });
    expect(replied).toHaveTextContent(/E-mailed .* by /);
    expect(replied).toHaveTextContent('Thank you for asking about Sikkim Delight.');

    const whatsapp = within(dorjee).getByRole('form', { name: 'Reply to Dorjee Lepcha' });
    await user.type(within(whatsapp).getByLabelText('Your reply'), 'Yes, we have rooms.');
    expect(within(whatsapp).getByRole('link', { name: /Open WhatsApp with this reply/ })).toHaveAttribute(
      'href',
      'https://wa.me/919832055555?text=Yes%2C%20we%20have%20rooms.',
    );
    expect(within(whatsapp).queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('says when there is no enquiry yet', async () => {
    await renderWithApp(<AdminEnquiriesPage />, { signedInAs: 'admin' });
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
  });
});
