import { screen, within } from '@testing-library/react';
import { addDays } from '@/backend/domain/calendar';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { bookNathulaTrip, sikkimDelightStart } from '@/testing/tour-dates';
import { adminPermitOfficePrintPath } from '@/lib/admin-paths';
import { AdminPermitOfficePrintPage } from './admin-permit-office-print-page';

const departure = sikkimDelightStart(5);

describe("the permit office's printable list", () => {
  it('lists only the travellers whose documents are complete, in the columns the office asks for', async () => {
    const backend = freshBackend();
    const { booking } = await bookNathulaTrip(backend, 5);
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
