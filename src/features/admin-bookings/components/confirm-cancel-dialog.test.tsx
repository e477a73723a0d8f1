import { screen, waitFor } from '@testing-library/react';
import { settingsQueries } from '@/backend/queries';
import { northSikkimBooking } from '@/testing/north-sikkim';
import { freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { cancellationDocumentsNote, ConfirmCancelDialog } from './confirm-cancel-dialog';
import { registeredOperator } from '@/testing/tax';

const booking = northSikkimBooking('2027-05-10', { status: 'Confirmed', advanceReceivedAt: '2027-04-01T04:00:00.000Z' });
const noop = () => undefined;

describe('ConfirmCancelDialog', () => {
  it('says a paid booking of a registered operator takes its tax documents by itself', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.settings.saveTaxSettings(registeredOperator);
    await renderWithApp(<ConfirmCancelDialog booking={booking} busy={false} onConfirm={noop} onDismiss={noop} />, {
      backend,
    });
    expect(await screen.findByText(cancellationDocumentsNote)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toHaveAccessibleDescription(
      new RegExp(cancellationDocumentsNote.slice(0, 40)),
    );
  });

  it('says nothing of documents when nothing was paid, or the operator is not registered', async () => {
    const backend = freshBackend();
    const unpaid = { ...booking, advanceReceivedAt: undefined };
    const { unmount } = await renderWithApp(
      <ConfirmCancelDialog booking={unpaid} busy={false} onConfirm={noop} onDismiss={noop} />,
      { backend },
    );
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
    expect(screen.queryByText(cancellationDocumentsNote)).toBeNull();
    unmount();
    const { queryClient } = await renderWithApp(
      <ConfirmCancelDialog booking={booking} busy={false} onConfirm={noop} onDismiss={noop} />,
      {
        backend,
      },
    );
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    // Once the settings are read: still no registration, still no word of documents.
    await waitFor(() => expect(queryClient.getQueryState(settingsQueries.tax().queryKey)?.status).toBe('success'));
    expect(screen.queryByText(cancellationDocumentsNote)).toBeNull();
  });
});
