import { screen, within } from '@testing-library/react';
import { addDays } from '@/backend/domain/calendar';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { AdminTaxDocumentsPage } from './admin-tax-documents-page';
import { registeredOperator } from '@/testing/tax';

describe('AdminTaxDocumentsPage', () => {
  it("lists this month's documents and offers each GSTR-1 file with its rows", async () => {
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
    const invoice = await backend.taxDocuments.issue({ bookingId: booking.id, kind: 'invoice' });
    await renderWithApp(<AdminTaxDocumentsPage />, { backend, path: '/admin/tax-documents' });

    const issued = await screen.findByRole('table', { name: 'Tax documents issued in the month' });
    expect(within(issued).getByRole('link', { name: `Tax invoice ${invoice.number}` })).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Files for the accountant' });
    expect(within(files).getByText(/^B2CS summary/)).toHaveTextContent('B2CS summary (1 row)');
    expect(within(files).getByRole('button', { name: 'Download Sales register' })).toBeInTheDocument();
  });
});
