import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { AdminPageHeader } from './admin-page-header';
import { DataTable, focusTargetAfterRowRemoval, RowActions, type Column } from './data-table';

interface Place {
  id: string;
  name: string;
}

/** A screen like the admin lists: the row disappears before the confirmation closes, as after a refetch. */
function PlacesScreen({ initial }: { initial: Place[] }) {
  const [places, setPlaces] = useState(initial);
  const [deleting, setDeleting] = useState<Place | null>(null);
  const columns: Column<Place>[] = [
    { header: 'Place', rowHeader: true, cell: (place) => place.name },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (place) => (
        <RowActions>
          <a href={`/place/${place.id}`}>View {place.name}</a>
          <button type="button" onClick={() => setDeleting(place)}>
            Delete {place.name}
          </button>
        </RowActions>
      ),
    },
  ];
  return (
    <main>
      <AdminPageHeader title="Places" />
      <DataTable caption="Places" columns={columns} rows={places} rowKey={(place) => place.id} empty="No places yet." />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete place"
        message="Are you sure?"
        confirmLabel="Delete"
        fallbackFocus={focusTargetAfterRowRemoval}
        onConfirm={() => {
          setPlaces((current) => current.filter((place) => place.id !== deleting?.id));
          // The list updates first, then the dialog closes (the mutation's onSettled).
          setTimeout(() => setDeleting(null), 0);
        }}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}

const places = ['Gangtok', 'Pelling', 'Lachung'].map((name) => ({ id: name.toLowerCase(), name }));

async function deleteRow(name: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('row', { name: new RegExp(name) })).not.toBeInTheDocument();
}

describe('focus after a row is deleted', () => {
  it('moves to the same control in the row that takes its place', async () => {
    render(<PlacesScreen initial={places} />);
    await deleteRow('Pelling');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete Lachung' })).toHaveFocus());
  });

  it('moves to the previous row when the last row goes', async () => {
    render(<PlacesScreen initial={places} />);
    await deleteRow('Lachung');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete Pelling' })).toHaveFocus());
  });

  it('moves to the screen heading when the table is empty', async () => {
    render(<PlacesScreen initial={places.slice(0, 1)} />);
    await deleteRow('Gangtok');
    expect(screen.getByText('No places yet.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Places' })).toHaveFocus());
  });

  it('returns to the opener when the dialog is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PlacesScreen initial={places} />);
    await user.click(screen.getByRole('button', { name: 'Delete Gangtok' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Gangtok' })).toHaveFocus();
  });

  it('finds nothing for a control outside a table row', () => {
    render(<button type="button">Alone</button>);
    expect(focusTargetAfterRowRemoval(screen.getByRole('button'))).toBeNull();
    expect(focusTargetAfterRowRemoval(null)).toBeNull();
  });
});
