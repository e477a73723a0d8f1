import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { AdminNewBookingPage } from './admin-new-booking-page';

function BookingShown() {
  const { id } = useParams();
  return <h1>Booking {id}</h1>;
}

describe('AdminNewBookingPage', () => {
  it('shows each field’s own message on that field: the name, one traveller’s age, a discount above the total', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const user = userEvent.setup();
    await renderWithApp(<AdminNewBookingPage />, { backend, path: '/admin/hotel-bookings/new' });

    await user.type(await screen.findByLabelText('Phone'), '98320 11111');
    await user.selectOptions(screen.getByLabelText('Booking for'), 'tour');
    await screen.findByRole('option', { name: /^Sikkim Delight/ });
    await user.selectOptions(screen.getByLabelText('Tour'), 'sikkim-delight');
    await user.type(screen.getByLabelText('Start date'), sikkimDelightStart(60));
    const [first, second] = screen.getAllByRole('group', { name: /^Traveller \d$/ });
    await user.type(within(first!).getByLabelText('Age'), '40');
    await screen.findByRole('table', { name: 'Price as the site prices it' });
    await user.type(screen.getByLabelText('Discount in rupees (optional)'), '90000');
    await user.type(screen.getByLabelText('Reason for the discount'), 'Friend');
    await user.click(screen.getByRole('button', { name: 'Make the booking' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter the customer’s name.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(within(second!).getByLabelText('Age')).toHaveAccessibleDescription('Please give the age.');
    expect(within(first!).getByLabelText('Age')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Discount in rupees (optional)')).toHaveAccessibleDescription(
      'The discount cannot be more than the total.',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('');
    // Each message follows what is typed once the form was sent.
    await user.type(within(second!).getByLabelText('Age'), '38');
    expect(within(second!).getByLabelText('Age')).toHaveAccessibleDescription('');
    await user.clear(screen.getByLabelText('Discount in rupees (optional)'));
    await user.type(screen.getByLabelText('Discount in rupees (optional)'), '900');
    expect(screen.getByLabelText('Discount in rupees (optional)')).toHaveAccessibleDescription('');
  });

  it('books a tour for a caller: each traveller, the price as the site prices it, a discount with its reason', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const user = userEvent.setup();
    await renderWithApp(<AdminNewBookingPage />, {
      backend,
      path: '/admin/hotel-bookings/new',
      route: '/admin/hotel-bookings/new',
      routes: [{ path: '/admin/hotel-bookings/:id', element: <BookingShown /> }],
    });

    await user.type(await screen.findByLabelText('Name'), 'Dorjee Lepcha');
    await user.type(screen.getByLabelText('Phone'), '98320 11111');
    await user.selectOptions(screen.getByLabelText('Booking for'), 'tour');
    // The tours arrive after the choice: the list offers them once read.
    await screen.findByRole('option', { name: /^Sikkim Delight/ });
    await user.selectOptions(screen.getByLabelText('Tour'), 'sikkim-delight');
    const start = sikkimDelightStart(60);
    await user.type(screen.getByLabelText('Start date'), start);
    const [first, second] = screen.getAllByRole('group', { name: /^Traveller \d$/ });
    await user.type(within(first!).getByLabelText('Age'), '40');
    await user.type(within(second!).getByLabelText('Age'), '38');

    const price = await screen.findByRole('table', { name: 'Price as the site prices it' });
    expect(price).toHaveTextContent('₹37,000');
    await user.type(screen.getByLabelText('Discount in rupees (optional)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Make the booking' }));
    expect(screen.getByLabelText('Reason for the discount')).toHaveAccessibleDescription(
      expect.stringContaining('Please give the reason for the discount.') as string,
    );
    await user.type(screen.getByLabelText('Reason for the discount'), 'Returning guests');
    expect(price).toHaveTextContent('₹35,000');
    await user.click(screen.getByLabelText(/^Pending/));
    await user.click(screen.getByRole('button', { name: 'Make the booking' }));

    const heading = await screen.findByRole('heading', { level: 1, name: /^Booking / });
    const id = heading.textContent?.replace('Booking ', '') ?? '';
    const stored = await backend.bookings.get(id);
    expect(stored).toMatchObject({
      kind: 'tour',
      status: 'Pending',
      madeBy: 'operator',
      phone: '+919832011111',
      totalPrice: 35_000,
      party: [expect.objectContaining({ age: 40 }), expect.objectContaining({ age: 38 })] as unknown[],
    });
    expect(stored?.userEmail).toBeUndefined();
  });
});
