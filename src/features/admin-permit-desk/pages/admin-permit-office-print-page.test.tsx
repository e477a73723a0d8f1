import { screen, within } from '@testing-library/react';
import { samplePermitTypes } from '../../../../seed/data/permit-types';
import { addDays, todayInIndia } from '@/backend/domain/calendar';
import { nextOpenStartDate } from '@/backend/domain/permits';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { adminPermitOfficePrintPath } from '@/lib/admin-paths';
import { AdminPermitOfficePrintPage } from './admin-permit-office-print-page';

const departure =
  nextOpenStartDate({ permits: [{ permitId: 'tsomgo-nathula', day: 2 }] }, samplePermitTypes, addDays(todayInIndia(), 5)) ??
  addDays(todayInIndia(), 5);

describe("the permit office's printable list", () => {
  it('lists only the travellers whose documents are complete, in the columns the office asks for', async () => {
    const backend = freshBackend();
    await backend.auth.signUp(testCustomer);
    const booking = await backend.bookings.create({
      kind: 'tour',
      itemId: 'sikkim-delight',
      userName: testCustomer.name,
      userEmail: testCustomer.email,
      phone: '+919832012345',
      travelDate: departure,
      endDate: addDays(departure, 5),
      travellers: 2,
      party: [
        { name: 'Asha Rai', age: 34, gender: 'Female', nationality: 'IN' },
        { name: 'Karma Rai', age: 36, gender: 'Male', nationality: 'IN' },
      ],
    });
    const pdf = new File([new Uint8Array(64)], 'id.pdf', { type: 'application/pdf' });
    for (const travellerIndex of [0, 1])
      await backend.travellerDocuments.save({
        bookingId: booking.id,
        travellerIndex,
        idType: 'voter-id',
        idNumber: `SKM000000${travellerIndex}`,
        idPath: await backend.travellerDocuments.upload(booking.id, travellerIndex, 'id', pdf),
        // Karma's photo is still missing.
        ...(travellerIndex === 0 ? { photoPath: await backend.travellerDocuments.upload(booking.id, 0, 'photo', pdf) } : {}),
      });
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await renderWithApp(<AdminPermitOfficePrintPage />, {
      backend,
      path: adminPermitOfficePrintPath('tsomgo-nathula', addDays(departure, 1)),
    });

    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tsomgo Lake & Nathula protected area permit');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No.NameAgeGenderNationalityID typeID number',
      '1Asha Rai34FemaleIndiaVoter ID cardSKM0000000',
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
