import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { addDays } from '@/backend/domain/calendar';
import { bookingQueries } from '@/backend/queries';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { TaxDocumentsPanel } from './tax-documents-panel';
import { registeredOperator } from '@/testing/tax';

function Panel({ id }: { id: string }) {
  const booking = useQuery(bookingQueries.detail(id));
  return booking.data ? <TaxDocumentsPanel booking={booking.data} /> : null;
}

describe('TaxDocumentsPanel', () => {
  it('issues a receipt voucher for the advance, then the invoice, each numbered by the server and listed', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.settings.saveTaxSettings(registeredOperator);
    const start = sikkimDelightStart(60);
    const booking = await backend.bookings.createForCustomer({
      kind: 'tour',
      itemId: 'sikkim-delight',
      userName: 'Dorjee Lepcha',
      phone: '+919832011111',
      travelDate: start,
      endDate: addDays(start, 5),
      travellers: 2,
    });
    const { user } = await renderWithApp(<Panel id={booking.id} />, { backend });

    expect(await screen.findByText('No tax document issued yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Document'), 'Receipt voucher');
    await user.click(screen.getByRole('button', { name: 'Issue document' }));
    expect(await screen.findByText('Enter the amount received in whole rupees.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount received (₹)')).toHaveAccessibleDescription(
      'Enter the amount received in whole rupees.',
    );

    await user.type(screen.getByLabelText('Amount received (₹)'), '10000');
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZW');
    await user.click(screen.getByRole('button', { name: 'Issue document' }));
    expect(await screen.findByText(/does not add up/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('Address'), 'Tibet Road, Gangtok');
    await user.selectOptions(screen.getByLabelText('State'), '11');
    await user.click(screen.getByRole('button', { name: 'Issue document' }));

    const dialog = await screen.findByRole('dialog', { name: 'Issue a receipt voucher?' });
    expect(await backend.taxDocuments.ofBooking(booking.id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Issue receipt voucher' }));
    const receipt = await screen.findByRole('link', { name: /^Receipt voucher / });
    expect(receipt).toHaveAttribute('href', expect.stringMatching(/\/admin\/hotel-bookings\/.+\/documents\//));
    const [stored] = await backend.taxDocuments.ofBooking(booking.id);
    expect(stored).toMatchObject({ kind: 'receipt', total: 10000, recipient: { address: 'Tibet Road, Gangtok', state: '11' } });
    expect(screen.getByText(`Receipt voucher ${stored!.number} issued.`)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document'), 'Tax invoice');
    await user.click(screen.getByRole('button', { name: 'Issue document' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue tax invoice' }));
    expect(await screen.findByRole('link', { name: /^Tax invoice / })).toBeInTheDocument();

    // A second invoice is the server's to refuse, in its words.
    await user.click(screen.getByRole('button', { name: 'Issue document' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue tax invoice' }));
    expect(
      await screen.findByText('This booking already has its tax invoice: cancel it with a credit note first.'),
    ).toBeInTheDocument();
    expect(await backend.taxDocuments.ofBooking(booking.id)).toHaveLength(2);
  });
});
