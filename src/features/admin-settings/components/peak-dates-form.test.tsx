import { fireEvent, screen, within } from '@testing-library/react';
import { samplePeakPeriods } from '~seed/data';
import { renderWithApp } from '@/testing/render';
import { AdminSettingsPage } from '../pages/admin-settings-page';

const card = () => screen.getByRole('region', { name: 'Peak dates' });

describe('Peak dates (Settings)', { timeout: 60_000 }, () => {
  it('adds, renames and removes peak periods, and saves them in date order with stable ids', async () => {
    const { backend, user } = await renderWithApp(<AdminSettingsPage />, { signedInAs: 'admin' });
    const peaks = card();
    expect(await within(peaks).findByLabelText('Period 1 name', {}, { timeout: 10_000 })).toHaveValue('Durga Puja 2026');
    expect(within(peaks).getByLabelText('Period 1 first day')).toHaveValue('2026-10-15');
    expect(within(peaks).getByLabelText('Period 1 last day')).toHaveValue('2026-10-24');

    // Renamed: it keeps its id, which the tours' peak prices name.
    await user.clear(within(peaks).getByLabelText('Period 1 name'));
    await user.type(within(peaks).getByLabelText('Period 1 name'), 'Durga Puja and Dussehra 2026');
    await user.click(within(peaks).getByRole('button', { name: 'Remove period 2' }));
    await user.click(within(peaks).getByRole('button', { name: 'Add period' }));
    const last = samplePeakPeriods.periods.length;
    expect(within(peaks).getByLabelText(`Period ${last} name`)).toHaveFocus();
    await user.type(within(peaks).getByLabelText(`Period ${last} name`), 'Losar 2027');
    fireEvent.change(within(peaks).getByLabelText(`Period ${last} first day`), { target: { value: '2027-02-09' } });
    fireEvent.change(within(peaks).getByLabelText(`Period ${last} last day`), { target: { value: '2027-02-06' } });
    await user.click(within(peaks).getByRole('button', { name: 'Save peak dates' }));

    // A period that ends before it starts is refused under its last day, and nothing is saved.
    expect(within(peaks).getByLabelText(`Period ${last} last day`)).toHaveAccessibleDescription(
      'The last day must not be before the first.',
    );
    expect(await backend.settings.peakPeriods()).toEqual(samplePeakPeriods);

    fireEvent.change(within(peaks).getByLabelText(`Period ${last} last day`), { target: { value: '2027-02-12' } });
    await user.click(within(peaks).getByRole('button', { name: 'Save peak dates' }));
    expect(await screen.findByText('Peak dates saved.')).toBeInTheDocument();
    const saved = (await backend.settings.peakPeriods()).periods;
    expect(saved.map((period) => period.id)).toEqual([
      'durga-puja-2026',
      'christmas-new-year-2026',
      'losar-2027',
      'durga-puja-2027',
      'diwali-2027',
      'christmas-new-year-2027',
    ]);
    expect(saved[0]).toEqual({
      id: 'durga-puja-2026',
      name: 'Durga Puja and Dussehra 2026',
      from: '2026-10-15',
      to: '2026-10-24',
    });
    expect(saved[2]).toEqual({ id: 'losar-2027', name: 'Losar 2027', from: '2027-02-09', to: '2027-02-12' });
  });
});
