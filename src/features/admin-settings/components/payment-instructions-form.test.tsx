import { screen, within } from '@testing-library/react';
import { samplePaymentSettings } from '~seed/data/settings';
import { renderWithApp } from '@/testing/render';
import { PaymentInstructionsForm } from './payment-instructions-form';

// Signing the admin in hashes a password on purpose slowly; typing is slow in jsdom.
describe('PaymentInstructionsForm', () => {
  it('edits the UPI ID and the advance, refusing a bad IFSC next to its field', async () => {
    const { backend, user } = await renderWithApp(<PaymentInstructionsForm settings={samplePaymentSettings} />, {
      signedInAs: 'admin',
    });
    expect(screen.getByLabelText('UPI ID')).toHaveValue('himalayanaster@sbi');
    // The GST is the tax settings' (src/features/admin-settings/tax-form-values.ts): no tax percent here.
    expect(screen.queryByLabelText(/^Tax on/)).not.toBeInTheDocument();

    const ifsc = screen.getByLabelText('IFSC');
    await user.clear(ifsc);
    await user.type(ifsc, 'SBI123');
    await user.clear(screen.getByLabelText('UPI ID'));
    await user.type(screen.getByLabelText('UPI ID'), 'aster.tours@okhdfc');
    await user.clear(screen.getByLabelText('Advance (% of the total)'));
    await user.type(screen.getByLabelText('Advance (% of the total)'), '50');
    await user.clear(screen.getByLabelText('Advance due (days after you confirm)'));
    await user.type(screen.getByLabelText('Advance due (days after you confirm)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save payment instructions' }));

    expect(ifsc).toHaveAccessibleDescription('Please enter an IFSC of 11 characters, like SBIN0001234, or leave it empty.');
    expect(ifsc).toHaveAttribute('aria-invalid', 'true');
    expect(await backend.settings.paymentSettings()).toEqual(samplePaymentSettings);

    await user.clear(ifsc);
    await user.type(ifsc, 'hdfc0001234');
    await user.click(screen.getByRole('button', { name: 'Save payment instructions' }));
    expect(await screen.findByText('Payment instructions saved.')).toBeInTheDocument();
    expect(await backend.settings.paymentSettings()).toEqual({
      ...samplePaymentSettings,
      upiId: 'aster.tours@okhdfc',
      bank: { ...samplePaymentSettings.bank, ifsc: 'HDFC0001234' },
      advancePercent: 50,
      advanceDueDays: 5,
    });
    expect(within(screen.getByRole('group', { name: 'UPI' })).getByLabelText('Payee name')).toHaveValue('Himalayan Aster Tours');
  });
});
