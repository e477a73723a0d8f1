import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/backend';
import type { TourInput, TourPackage } from '@/backend/schemas';
import { freshBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { TourFormDialog } from './tour-form-dialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const sampleIds = ['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight'];

async function renderDialog({ tour = null, backend = freshBackend() }: { tour?: TourPackage | null; backend?: Backend } = {}) {
  const onClose = vi.fn();
  const view = await renderWithApp(<TourFormDialog tour={tour} onClose={onClose} />, { backend, signedInAs: 'admin' });
  // Files the picker's accept filter would hide must still be checked by the form itself.
  return { ...view, user: userEvent.setup({ applyAccept: false, delay: null }), onClose };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User, price = '125000') {
  await user.type(screen.getByLabelText('Tour Name'), 'Kalimpong Weekend');
  await user.type(screen.getByLabelText('Duration'), '2 Nights / 3 Days');
  await user.type(screen.getByLabelText('Price (₹ per person)'), price);
  await user.type(screen.getByLabelText('Destination 1'), 'Kalimpong');
  await user.click(screen.getByRole('button', { name: 'Add destination' }));
  await user.type(screen.getByLabelText('Destination 2'), 'Lava');
  await user.type(screen.getByLabelText('Highlight 1'), 'Orchids, ferns and cacti at Pine View');
  await user.type(screen.getByLabelText('Image URL'), '/images/tours/sikkim-delight.webp');
}

/** The tours the backend holds that are not samples. */
async function addedTours(backend: Backend) {
  return (await backend.tours.list()).filter((tour) => !sampleIds.includes(tour.id));
}

/** Holds the adapter's `add` until the test lets it go, so the form can be seen while it saves. */
function holdAdd(backend: Backend) {
  const add = backend.tours.add.bind(backend.tours);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  backend.tours.add = async (input: TourInput) => {
    await gate;
    return add(input);
  };
  return () => release();
}

describe('TourFormDialog', { timeout: 30_000 }, () => {
  it('writes the package once however fast Save is clicked, with its lists, texts and departures', async () => {
    const backend = freshBackend();
    const release = holdAdd(backend);
    const { user, onClose } = await renderDialog({ backend });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Description/), 'Two slow days in the hills.');
    await user.click(screen.getByRole('button', { name: 'Add inclusion' }));
    await user.type(screen.getByLabelText('Inclusion 1'), 'Breakfast, dinner and permits');
    await user.click(screen.getByRole('button', { name: 'Add exclusion' }));
    await user.type(screen.getByLabelText('Exclusion 1'), 'Lunches');
    await user.click(screen.getByRole('button', { name: 'Add departure' }));
    expect(screen.getByLabelText('Departure 1 date')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Departure 1 date'), { target: { value: '2099-04-16' } });
    await user.type(screen.getByLabelText('Departure 1 seats'), '12');

    const save = screen.getByRole('button', { name: 'Save Tour' });
    await user.dblClick(save);
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();

    const added = await addedTours(backend);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      name: 'Kalimpong Weekend',
      price: 125000,
      category: 'Family',
      destinationsCovered: ['Kalimpong', 'Lava'],
      highlights: ['Orchids, ferns and cacti at Pine View'],
      description: 'Two slow days in the hills.',
      inclusions: ['Breakfast, dinner and permits'],
      exclusions: ['Lunches'],
      departures: { '2099-04-16': 12 },
    });
  });

  it('reorders and removes list entries', async () => {
    const backend = freshBackend();
    const { user } = await renderDialog({ backend });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    await user.type(screen.getByLabelText('Destination 3'), 'Rishop');
    await user.click(screen.getByRole('button', { name: 'Move destination 3 up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move destination 2 up' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Move destination 2 up' }));
    expect(screen.getByLabelText('Destination 1')).toHaveValue('Rishop');
    await user.click(screen.getByRole('button', { name: 'Remove destination 3' }));
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    expect((await addedTours(backend))[0]?.destinationsCovered).toEqual(['Rishop', 'Kalimpong']);
  });

  it('says what is missing next to each field, focuses the first one and saves nothing', async () => {
    const backend = freshBackend();
    const { user } = await renderDialog({ backend });
    await user.type(screen.getByLabelText('Tour Name'), 'Kalimpong Weekend');
    await user.click(screen.getByRole('button', { name: 'Add departure' }));
    fireEvent.change(screen.getByLabelText('Departure 1 date'), { target: { value: '2001-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));

    expect(await screen.findByText('Add at least one destination.')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration')).toHaveFocus();
    expect(screen.getByLabelText('Duration')).toHaveAccessibleDescription('Enter the duration, for example 5 Nights / 6 Days.');
    expect(screen.getByLabelText('Destination 1')).toHaveAccessibleDescription('Add at least one destination.');
    expect(screen.getByLabelText('Highlight 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Departure 1 date')).toHaveAccessibleDescription('Choose today or a later date.');
    expect(screen.getByLabelText('Departure 1 seats')).toHaveAccessibleDescription(
      'Enter the seats, a whole number from 1 to 500.',
    );
    expect(await addedTours(backend)).toEqual([]);
  });

  it('saves a price that is not a number as 0', async () => {
    const backend = freshBackend();
    const { user } = await renderDialog({ backend });
    await fillRequired(user, 'on request');
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    expect((await addedTours(backend))[0]?.price).toBe(0);
  });

  it('keeps everything typed and says what failed when the backend refuses the package', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    const { user, onClose } = await renderDialog({ backend });
    // More than any tour may cost: the backend refuses it.
    await fillRequired(user, '99,99,99,999');
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Failed to save tour package. Check console for details.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tour Name')).toHaveValue('Kalimpong Weekend');
    expect(screen.getByLabelText('Highlight 1')).toHaveValue('Orchids, ferns and cacti at Pine View');
    expect(screen.getByRole('button', { name: 'Save Tour' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(await addedTours(backend)).toEqual([]);
  });

  it('writes nothing when the image upload fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    backend.images.upload = () => Promise.reject(new Error('storage down'));
    const { user } = await renderDialog({ backend });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Image URL'));
    await user.upload(screen.getByLabelText('Upload image'), new File(['png'], 'view.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Failed to save tour package. Check console for details.')).toBeInTheDocument();
    expect(await addedTours(backend)).toEqual([]);
  });

  it('refuses a file that is not an image before any upload', async () => {
    const backend = freshBackend();
    const upload = vi.spyOn(backend.images, 'upload');
    const { user } = await renderDialog({ backend });
    await user.upload(screen.getByLabelText('Upload image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('"notes.txt" is not a supported image. Choose a JPG, PNG, WebP, GIF or AVIF file.'),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('edits a package and keeps its stored departures', async () => {
    const backend = freshBackend();
    await backend.admin.signIn('admin@aster.test', 'test-admin-pass');
    const bhutan = (await backend.tours.get('bhutan-discovery'))!;
    await backend.tours.update({ ...bhutan, departures: { '2001-03-20': 16, '2099-10-09': 12 } });
    const tour = (await backend.tours.get('bhutan-discovery'))!;
    const { user } = await renderDialog({ backend, tour });
    expect(screen.getByLabelText('Departure 1 date')).toHaveValue('2001-03-20');
    expect(screen.getByLabelText('Departure 2 seats')).toHaveValue(12);
    await user.click(screen.getByRole('button', { name: 'Remove departure 2' }));
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    expect(await backend.tours.get('bhutan-discovery')).toEqual({ ...tour, departures: { '2001-03-20': 16 } });
  });
});
