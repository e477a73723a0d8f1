import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { TourFormDialog } from './tour-form-dialog';

describe('the tour editor’s permits', () => {
  it('names permits per itinerary day, flags a departure on a closed weekday and saves them', async () => {
    const backend = freshBackend();
    const stored = (await backend.tours.get('sikkim-delight'))!;
    // 14 March 2027 is a Sunday: day 2, the Nathula day, would be a Monday.
    const tour = { ...stored, departures: { '2027-03-14': 10, '2027-03-17': 10 } };
    await renderWithApp(<TourFormDialog tour={tour} onClose={() => undefined} />, { backend, signedInAs: 'admin' });
    const user = userEvent.setup({ delay: null });

    const permits = screen.getByRole('group', { name: /^Permits/ });
    const first = await within(permits).findByLabelText('Permit 1');
    expect(within(first).getByRole('option', { name: 'Tsomgo Lake & Nathula protected area permit' })).toBeInTheDocument();
    expect(first).toHaveValue('tsomgo-nathula');
    expect(within(permits).getByLabelText('Permit 1 day')).toHaveValue('2');
    expect(permits).toHaveTextContent(
      'Departure 14 Mar 2027 falls on a closed day. Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.',
    );
    expect(permits).not.toHaveTextContent('17 Mar 2027');

    // The same day's permit for foreign nationals, an alternative to the first.
    expect(within(permits).getByLabelText('Permit 2')).toHaveValue('tsomgo-pap');

    await user.click(within(permits).getByRole('button', { name: 'Add permit' }));
    await user.selectOptions(within(permits).getByLabelText('Permit 3'), 'north-sikkim');
    await user.selectOptions(within(permits).getByLabelText('Permit 3 day'), '4');
    await user.click(within(permits).getByRole('button', { name: 'Remove permit 1' }));
    expect(permits).not.toHaveTextContent('falls on a closed day');
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Tour package saved successfully.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await backend.tours.get('sikkim-delight'))?.permits).toEqual([
      { permitId: 'tsomgo-pap', day: 2 },
      { permitId: 'north-sikkim', day: 4 },
    ]);
  });
});
