import { screen, within } from '@testing-library/react';
import { addDays } from '@/backend/domain/calendar';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { daysFromToday } from '@/testing/clock';
import { renderWithApp } from '@/testing/render';
import { MyBookingsPage } from './my-bookings-page';
import { TaxDocumentPage } from './tax-document-page';
import { registeredOperator } from '@/testing/tax';

/** The test customer's two nights in the Deluxe Double with MAP, confirmed and invoiced to a Delhi company. */
async function invoicedRoom() {
  const backend = freshBackend();
  await backend.auth.signUp(testCustomer);
  const arrival = daysFromToday(60);
  const booking = await backend.bookings.create({
    kind: 'room',
    itemId: 'deluxe-double',
    userName: testCustomer.name,
    userEmail: testCustomer.email,
    phone: '+919832012345',
    travelDate: arrival,
    endDate: addDays(arrival, 2),
    travellers: 2,
    mealPlan: 'map',
  });
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await backend.settings.saveTaxSettings(registeredOperator);
  await backend.bookings.updateStatus(booking.id, 'Confirmed');
  const invoice = await backend.taxDocuments.issue({
    bookingId: booking.id,
    kind: 'invoice',
    recipient: { businessName: 'Yamuna Traders', address: 'Connaught Place, New Delhi', state: '07' },
  });
  await backend.admin.signOut();
  return { backend, booking, invoice };
}

describe('a tax document in My bookings', () => {
  it('is listed on its booking and opens as printed, every field of the invoice as issued', async () => {
    const { backend, booking, invoice } = await invoicedRoom();
    const list = await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });
    const card = await screen.findByRole('article', { name: /^Deluxe Double/ });
    const link = await within(card).findByRole('link', { name: `Tax invoice ${invoice.number}` });
    expect(link).toHaveAttribute('href', `/account/bookings/${booking.id}/documents/${invoice.id}`);
    list.unmount();

    await renderWithApp(<TaxDocumentPage />, {
      backend,
      path: `/account/bookings/${booking.id}/documents/${invoice.id}`,
      route: '/account/bookings/:id/documents/:documentId',
    });
    const sheet = await screen.findByRole('article', { name: 'Tax invoice' });
    // A room is supplied where the hotel stands: CGST and SGST, even for a company in Delhi.
    expect(sheet).toHaveTextContent(`Number${invoice.number}`);
    expect(sheet).toHaveTextContent('GSTIN: 11AAGFH1234K1ZT');
    expect(sheet).toHaveTextContent('Yamuna Traders');
    expect(sheet).toHaveTextContent('State: Delhi (07)');
    expect(sheet).toHaveTextContent('Place of supplySikkim (11)');
    expect(sheet).toHaveTextContent('Tax payable on reverse chargeNo');
    expect(within(sheet).getByRole('columnheader', { name: 'CGST' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('columnheader', { name: 'IGST' })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('cell', { name: '996311' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent(invoice.totalInWords);
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('is not shown to another account', async () => {
    const { backend, booking, invoice } = await invoicedRoom();
    await backend.auth.signOut();
    await backend.auth.signUp({ name: 'Karma Rai', email: 'karma@aster.test', password: 'karma-secret-1' });
    await renderWithApp(<TaxDocumentPage />, {
      backend,
      path: `/account/bookings/${booking.id}/documents/${invoice.id}`,
      route: '/account/bookings/:id/documents/:documentId',
    });
    expect(await screen.findByRole('heading', { name: 'Document not available' })).toBeInTheDocument();
    expect(screen.queryByText(invoice.number)).not.toBeInTheDocument();
  });
});
