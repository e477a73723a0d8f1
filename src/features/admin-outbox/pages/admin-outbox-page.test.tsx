import { screen, within } from '@testing-library/react';
import { freshBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminOutboxPage } from './admin-outbox-page';

// Signing the admin in hashes a password on purpose slowly.
describe('AdminOutboxPage', () => {
  it('lists the e-mails written, newest first, with their template in words and their data', async () => {
    const backend = freshBackend();
    await backend.enquiries.create({
      name: 'Dorjee Lepcha',
      contact: 'dorjee@example.com',
      subject: 'Hotel Aster',
      message: 'A room for May?',
    });
    await renderWithApp(<AdminOutboxPage />, { backend, signedInAs: 'admin' });

    expect(
      screen.getByText(/On the live site these are sent by the e-mail extension; its delivery state shows here\./),
    ).toBeInTheDocument();
    const message = await screen.findByRole('article', { name: "Enquiry (operator's copy)" });
    expect(message).toHaveTextContent('To bookings@himalayanaster.in');
    expect(message).toHaveTextContent('AboutHotel Aster');
    expect(message).toHaveTextContent('NameDorjee Lepcha');
    expect(message).toHaveTextContent('Contactdorjee@example.com');
    expect(message).toHaveTextContent('MessageA room for May?');
    // The embedded demo records no delivery: nothing pretends it was delivered.
    expect(within(message).queryByText(/Delivery:/)).not.toBeInTheDocument();
  });

  it('says when nothing has been written yet', async () => {
    await renderWithApp(<AdminOutboxPage />, { signedInAs: 'admin' });
    expect(await screen.findByText('No e-mails yet. A booking request or an enquiry writes the first ones.')).toBeInTheDocument();
  });
});
