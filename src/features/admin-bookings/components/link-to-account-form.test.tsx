import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { LinkToAccountForm } from './link-to-account-form';

describe('LinkToAccountForm', () => {
  it('links a walk-in booking to the account with the address the operator types, once there is one', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const start = sikkimDelightStart(60);
    const booking = await backend.bookings.createForCustomer({
      kind: 'tour',
      itemId: 'sikkim-delight',
      userName: 'Dorjee Lepcha',
      phone: '+919832011111',
      travelDate: start,
      endDate: start,
      travellers: 2,
    });
    const user = userEvent.setup();
    await renderWithApp(<LinkToAccountForm booking={booking} />, { backend });

    const address = screen.getByLabelText('Account’s e-mail address');
    await user.type(address, 'dorjee@aster.test');
    await user.click(screen.getByRole('button', { name: 'Link to account' }));
    expect(await screen.findByText(/No account has this e-mail address/)).toBeInTheDocument();

    await backend.auth.signUp({ name: 'Dorjee', email: 'dorjee@aster.test', password: 'dorjee-secret-1' });
    await user.click(screen.getByRole('button', { name: 'Link to account' }));
    expect(await screen.findByText('Linked to the account.')).toBeInTheDocument();
    expect((await backend.bookings.listMine()).map((mine) => mine.id)).toEqual([booking.id]);
  });
});
