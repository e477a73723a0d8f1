import { defaultBookingPolicy } from '@/backend/domain/booking-policy';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleBusinessSettings } from '~seed/data/settings';
import { testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminSettingsPage } from './admin-settings-page';

const card = (name: string) => screen.getByRole('region', { name });

// Signing the admin in hashes a password on purpose slowly; typing is slow in jsdom.
describe('AdminSettingsPage', () => {
  it('edits the business details the site shows and saves them in the form the backend keeps', async () => {
    const { backend, user } = await renderWithApp(<AdminSettingsPage />, { signedInAs: 'admin' });
    const details = card('Business details');
    const phone = await within(details).findByLabelText('Phone number');
    expect(phone).toHaveValue('+91 98320 12345');
    expect(within(details).getByLabelText('Support hours')).toHaveValue(sampleBusinessSettings.supportHours);

    await user.clear(within(details).getByLabelText('WhatsApp number'));
    await user.type(within(details).getByLabelText('WhatsApp number'), '98320 55555');
    await user.clear(within(details).getByLabelText('Support hours'));
    await user.type(within(details).getByLabelText('Support hours'), 'Every day, 9 AM to 8 PM IST');
    await user.type(within(details).getByLabelText('Instagram'), 'instagram.com/himalayanaster');
    await user.click(within(details).getByRole('button', { name: 'Save business details' }));

    // A social link without https:// is refused next to its field, and nothing is saved.
    const instagram = within(details).getByLabelText('Instagram');
    expect(
      await within(details).findByText('Please enter the full address, starting with https://, or leave it empty.'),
    ).toBeInTheDocument();
    expect(instagram).toHaveAttribute('aria-invalid', 'true');
    expect(await backend.settings.business()).toEqual(sampleBusinessSettings);

    await user.clear(instagram);
    await user.type(instagram, 'https://instagram.com/himalayanaster');
    await user.click(within(details).getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeInTheDocument();
    expect(await backend.settings.business()).toEqual({
      ...sampleBusinessSettings,
      whatsapp: '+919832055555',
      supportHours: 'Every day, 9 AM to 8 PM IST',
      social: { ...sampleBusinessSettings.social, instagram: 'https://instagram.com/himalayanaster' },
    });
    await waitFor(() =>
      expect(within(card('Business details')).getByLabelText('WhatsApp number')).toHaveValue('+91 98320 55555'),
    );
  });

  it('changes where booking e-mails go, and warns that the address is public', async () => {
    const { backend, user } = await renderWithApp(<AdminSettingsPage />, { signedInAs: 'admin' });
    const emails = card('Booking e-mails');
    const address = await within(emails).findByLabelText("Send the operator's copies to");
    expect(address).toHaveValue('bookings@himalayanaster.in');
    expect(address).toHaveAccessibleDescription(/Only admins and the booking functions read this address\./);

    await user.clear(address);
    await user.type(address, 'desk@himalayanaster.in');
    await user.click(within(emails).getByRole('button', { name: 'Save booking e-mail' }));
    expect(await screen.findByText('Booking e-mail address saved.')).toBeInTheDocument();
    expect(await backend.settings.notifications()).toEqual({ operatorEmail: 'desk@himalayanaster.in' });
  });

  it('edits the booking limits, refusing a number out of range next to its field', async () => {
    const { backend, user } = await renderWithApp(<AdminSettingsPage />, { signedInAs: 'admin' });
    const limitsCard = card('Booking limits');
    const open = await within(limitsCard).findByLabelText('Open requests per account');
    const nights = within(limitsCard).getByLabelText('Room-nights held per account');
    const hours = within(limitsCard).getByLabelText('Hours a request holds rooms and seats');
    expect(open).toHaveValue(3);
    expect(nights).toHaveValue(30);
    expect(hours).toHaveValue(48);
    const share = within(limitsCard).getByLabelText('Share waiting requests may hold (%)');
    const seats = within(limitsCard).getByLabelText('Seats of a departure held per account');
    const coolDown = within(limitsCard).getByLabelText('Hours before a lapsed hold may be held again');
    expect(share).toHaveValue(60);
    expect(seats).toHaveValue(6);
    expect(coolDown).toHaveValue(72);

    await user.clear(open);
    await user.type(open, '25');
    await user.click(within(limitsCard).getByRole('button', { name: 'Save booking limits' }));
    const error = await within(limitsCard).findByText('Please enter a whole number from 1 to 20.');
    expect(open).toHaveAttribute('aria-invalid', 'true');
    expect(open.getAttribute('aria-describedby')).toContain(error.id);
    expect(await backend.settings.bookingPolicy()).toEqual(defaultBookingPolicy);
    await user.clear(open);
    await user.type(open, '3');
    await user.clear(share);
    await user.type(share, '101');
    await user.click(within(limitsCard).getByRole('button', { name: 'Save booking limits' }));
    const shareError = await within(limitsCard).findByText('Please enter a whole number from 0 to 100.');
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(share.getAttribute('aria-describedby')).toContain(shareError.id);
    expect(await backend.settings.bookingPolicy()).toEqual(defaultBookingPolicy);

    await user.clear(open);
    await user.type(open, '1');
    await user.clear(hours);
    await user.type(hours, '72');
    await user.clear(share);
    await user.type(share, '30');
    await user.clear(seats);
    await user.type(seats, '4');
    await user.clear(coolDown);
    await user.type(coolDown, '0');
    await user.click(within(limitsCard).getByRole('button', { name: 'Save booking limits' }));
    expect((await screen.findByText('Booking limits saved.')).closest('[role="status"]')).not.toBeNull();
    expect(await backend.settings.bookingPolicy()).toEqual({
      maxOpenRequests: 1,
      maxHeldRoomNights: 30,
      holdHours: 72,
      pendingHoldPercent: 30,
      maxHeldSeats: 4,
      holdCooldownHours: 0,
    });
  });

  it('refuses a new password shorter than 10 characters, next to the field, and keeps the old one', async () => {
    const { backend, user } = await renderWithApp(<AdminSettingsPage />, { signedInAs: 'admin' });
    const password = card('Change password');
    await user.type(within(password).getByLabelText('Current Password'), testAdmin.password);
    await user.type(within(password).getByLabelText('New Password'), 'nine-char');
    await user.type(within(password).getByLabelText('Confirm New Password'), 'nine-char');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));

    const message = 'The new password must be at least 10 characters long.';
    expect(await within(password).findByText(message)).toBeInTheDocument();
    expect(within(password).getByLabelText('New Password')).toHaveAccessibleDescription(`At least 10 characters. ${message}`);
    expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
    // The old password still opens the admin: nothing was changed.
    await expect(backend.admin.changePassword(testAdmin.password, testAdmin.password)).resolves.toBeUndefined();
  });
});
