import { screen, within } from '@testing-library/react';
import { freshBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminPermitTypesPage } from './admin-permit-types-page';

const nathula = 'Tsomgo Lake & Nathula protected area permit';

describe('AdminPermitTypesPage', () => {
  it("lists the permit types and saves Nathula's closed weekdays", async () => {
    const backend = freshBackend();
    const { user } = await renderWithApp(<AdminPermitTypesPage />, { backend, signedInAs: 'admin' });
    const row = (await screen.findByRole('rowheader', { name: new RegExp(nathula) })).closest('tr')!;
    expect(row).toHaveTextContent('Mondays and Tuesdays');
    expect(row).toHaveTextContent('Only nationals of India may go to Nathula.');

    await user.click(screen.getByRole('button', { name: `Edit ${nathula}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Permit Type' });
    const closedOn = within(dialog).getByRole('group', { name: 'Closed on' });
    await user.click(within(closedOn).getByLabelText('Tuesday'));
    await user.click(within(closedOn).getByLabelText('Wednesday'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Permit Type' }));
    expect(await screen.findByText('Permit type saved successfully.')).toBeInTheDocument();

    const saved = (await backend.permits.list()).find((permit) => permit.id === 'tsomgo-nathula');
    expect(saved?.closedWeekdays).toEqual([1, 3]);
    expect(saved?.excludedNationalities).toEqual({ allowOnly: ['IN'] });
    expect(await screen.findByText('Mondays and Wednesdays')).toBeInTheDocument();
  });

  it('adds a permit type and refuses one without an ID type', async () => {
    const backend = freshBackend();
    const { user } = await renderWithApp(<AdminPermitTypesPage />, { backend, signedInAs: 'admin' });
    await screen.findByRole('rowheader', { name: new RegExp(nathula) });
    await user.click(screen.getByRole('button', { name: 'Add Permit Type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Permit Type' });
    await user.type(within(dialog).getByLabelText('Permit name'), 'Dzongu permit');
    await user.type(within(dialog).getByLabelText('Place'), 'Dzongu');
    const ids = within(dialog).getByRole('group', { name: 'Accepted photo ID' });
    for (const label of ['Passport', 'Aadhaar card', 'Voter ID card', 'Driving licence']) {
      await user.click(within(ids).getByLabelText(label));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Permit Type' }));
    expect(await within(dialog).findByText('Choose at least one ID type.')).toBeInTheDocument();
    expect(ids).toHaveAccessibleDescription('Choose at least one ID type.');

    await user.click(within(ids).getByLabelText('Aadhaar card'));
    await user.click(within(ids).getByLabelText('Passport'));
    await user.click(within(dialog).getByLabelText('Foreign nationals give a copy of their Indian visa'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Permit Type' }));
    expect(await screen.findByText('Permit type saved successfully.')).toBeInTheDocument();
    expect((await backend.permits.list()).find((permit) => permit.id === 'dzongu-permit')).toMatchObject({
      place: 'Dzongu',
      documents: { idTypes: ['passport', 'aadhaar'], photo: true, visa: true },
      excludedNationalities: [],
    });
  });
});
