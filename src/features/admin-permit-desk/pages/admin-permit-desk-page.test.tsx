import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@/backend/domain/calendar';
import { clockShiftedBy, now } from '@/testing/clock';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { bookNathulaTrip, bookSikkimDelight, sikkimDelightStart } from '@/testing/tour-dates';
import { AdminPermitDeskPage } from './admin-permit-desk-page';

const afterWrite = { timeout: 5000 };
/** Sikkim Delight goes to Tsomgo Lake and Nathula on its second day: a start that puts it on a day Nathula is open. */
const departure = sikkimDelightStart(5);
const permitDay = addDays(departure, 1);

async function deskWithOneTravellerReady() {
  const backend = freshBackend();
  const { booking } = await bookNathulaTrip(backend, 5);
  const pdf = new File([new Uint8Array(64)], 'id.pdf', { type: 'application/pdf' });
  await backend.travellerDocuments.save({
    bookingId: booking.id,
    travellerIndex: 0,
    idType: 'aadhaar',
    idNumber: '1234 5678 9012',
    idPath: await backend.travellerDocuments.upload(booking.id, 0, 'id', pdf),
    photoPath: await backend.travellerDocuments.upload(booking.id, 0, 'photo', pdf),
  });
  await backend.auth.signOut();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  return { backend, booking };
}

describe('the permit desk', () => {
  it('shows each traveller complete or missing, counts those ready to file, records a permit and sends a reminder', async () => {
    const { backend, booking } = await deskWithOneTravellerReady();
    const user = userEvent.setup({ delay: null });
    await renderWithApp(<AdminPermitDeskPage />, { backend, path: '/admin/permit-desk' });

    const card = await screen.findByRole('article', { name: new RegExp(booking.reference!) }, afterWrite);
    expect(within(card).getByRole('row', { name: /Asha Rai/ })).toHaveTextContent('Complete');
    expect(within(card).getByRole('row', { name: /Karma Rai/ })).toHaveTextContent(
      'Missing: ID type and number, Copy of the ID, Photo',
    );
    const ready = screen.getByRole('region', { name: 'Ready to file' });
    expect(ready).toHaveTextContent('1 of 2 travellers ready to file');

    const permit = within(card).getByRole('form', { name: /Tsomgo Lake & Nathula protected area permit/ });
    await user.selectOptions(within(permit).getByLabelText('Permit state'), 'issued');
    await user.click(within(permit).getByRole('button', { name: 'Save state' }));
    expect(within(permit).getByLabelText('Permit number')).toHaveAccessibleDescription('Please enter the permit number');
    await user.type(within(permit).getByLabelText('Permit number'), 'NTL-0415');
    await user.click(within(permit).getByRole('button', { name: 'Save state' }));
    await waitFor(
      async () =>
        expect(await backend.travellerDocuments.filings([booking.id])).toMatchObject([
          { permitId: 'tsomgo-nathula', date: permitDay, state: 'issued', number: 'NTL-0415' },
        ]),
      afterWrite,
    );

    await user.click(within(card).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText(`Reminder sent to ${testCustomer.email}.`, {}, afterWrite)).toBeInTheDocument();
    // Read inside waitFor (an act scope): the page refreshes its lists meanwhile, and an update outside act fails.
    await waitFor(async () => {
      const [mail] = (await backend.mail.latest(10)).filter((message) => message.template.name === 'documents-reminder');
      expect(mail?.template.data.missing).toBe('Karma Rai: ID type and number, Copy of the ID, Photo');
      expect((await backend.bookings.officeRecord(booking.id)).reminders).toHaveLength(1);
    }, afterWrite);
  });

  it('offers a WhatsApp reminder, not an e-mail, for a trip the operator booked for a caller without an address', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const booking = await backend.bookings.createForCustomer({
      kind: 'tour',
      itemId: 'sikkim-delight',
      userName: 'Pema Sherpa',
      phone: '+919832054321',
      travelDate: departure,
      endDate: addDays(departure, 5),
      travellers: 1,
      party: [{ name: 'Pema Sherpa', age: 41, gender: 'Male', nationality: 'IN' }],
    });
    await renderWithApp(<AdminPermitDeskPage />, { backend, path: '/admin/permit-desk' });

    const card = await screen.findByRole('article', { name: new RegExp(booking.reference!) }, afterWrite);
    expect(card).toHaveTextContent('Pema Sherpa · +919832054321');
    expect(within(card).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /WhatsApp reminder/ })).toBeInTheDocument();
  });

  it('deletes the documents of trips that ended more than 30 days ago, in one action', async () => {
    // The booking was made 60 days ago (the backend's clock then), for a trip that started 55 days ago or on the
    // next day or two its Nathula day was open, so it ended more than 45 days ago. The purge then runs on the
    // backend's clock of today, which decides what has ended.
    let backendClock = clockShiftedBy(-60 * 86_400_000);
    const backend = freshBackend({ now: () => backendClock() });
    const start = sikkimDelightStart(-55);
    const booking = await bookSikkimDelight(backend, start, [{ name: 'Asha Rai', age: 34, gender: 'Female', nationality: 'IN' }]);
    await backend.travellerDocuments.save({ bookingId: booking.id, travellerIndex: 0, idType: 'passport', idNumber: 'Z1234567' });
    backendClock = now;
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const user = userEvent.setup({ delay: null });
    await renderWithApp(<AdminPermitDeskPage />, { backend, path: '/admin/permit-desk' });

    const section = await screen.findByRole('region', { name: 'Documents to delete' });
    await user.click(await within(section).findByRole('button', { name: 'Delete the documents of 1 trip' }, afterWrite));
    expect(await screen.findByText('Deleted the documents of 1 trip.', {}, afterWrite)).toBeInTheDocument();
    expect(await within(section).findByText('No documents are due for deletion.', {}, afterWrite)).toBeInTheDocument();
    expect(await backend.travellerDocuments.forBookings([booking.id])).toEqual([]);
  });
});
