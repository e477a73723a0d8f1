import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/backend';
import type { Hotel } from '@/backend/schemas';
import { freshBackend, storedImageUrls, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { HotelFormDialog } from './hotel-form-dialog';

const sampleIds = ['hotel_mountain_view_pelling', 'hotel_teesta_riverside'];
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function renderDialog(backend: Backend, hotel: Hotel | null = null) {
  const onClose = vi.fn();
  await renderWithApp(<HotelFormDialog hotel={hotel} onClose={onClose} />, { backend, signedInAs: 'admin' });
  // Files the picker's accept filter would hide must still be checked by the form itself.
  return { user: userEvent.setup({ applyAccept: false, delay: null }), onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Hotel Name'), 'Lachung Apple Lodge');
  await user.type(screen.getByLabelText('Location'), 'Lachung, North Sikkim');
  await user.type(screen.getByLabelText('Price per Night (₹)'), '9500');
  await user.type(screen.getByLabelText('Description'), 'Wooden rooms among apple orchards.');
}

/** The hotels the backend holds that are not samples. */
async function addedHotels(backend: Backend) {
  return (await backend.hotels.page({ size: 50 })).items.filter((hotel) => !sampleIds.includes(hotel.id));
}

describe('HotelFormDialog', () => {
  it('uploads every image, then writes the hotel with their addresses', async () => {
    const backend = freshBackend();
    const { user, onClose } = await renderDialog(backend);
    await fill(user);
    await user.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Hotel' }));
    expect(await screen.findByText('Hotel saved successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();

    const [hotel, ...others] = await addedHotels(backend);
    expect(others).toEqual([]);
    expect(hotel).toMatchObject({
      name: 'Lachung Apple Lodge',
      location: 'Lachung, North Sikkim',
      price: 9500,
      description: 'Wooden rooms among apple orchards.',
      images: [
        expect.stringMatching(/^\/local-images\/images\/\d+_a\.png$/),
        expect.stringMatching(/^\/local-images\/images\/\d+_b\.png$/),
      ],
    });
    expect((await storedImageUrls(backend)).sort()).toEqual([...hotel!.images].sort());
  });

  it('writes no hotel when an upload fails, and deletes the uploads that did finish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    const upload = backend.images.upload.bind(backend.images);
    // The store refuses the second file, as a full quota would.
    backend.images.upload = (file, onProgress) =>
      file.name === 'b.png' ? Promise.reject(new Error('quota')) : upload(file, onProgress);
    const { user, onClose } = await renderDialog(backend);
    await fill(user);
    await user.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Save Hotel' }));
    expect(await screen.findByText('Failed to upload images. Please try again.')).toBeInTheDocument();
    expect(await addedHotels(backend)).toEqual([]);
    expect(await storedImageUrls(backend)).toEqual([]);
    expect(screen.getByLabelText('Hotel Name')).toHaveValue('Lachung Apple Lodge');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('rejects files that are not images or are over 5 MB before uploading', async () => {
    const backend = freshBackend();
    const upload = vi.spyOn(backend.images, 'upload');
    const { user } = await renderDialog(backend);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Images'), [
      new File(['x'], 'menu.pdf', { type: 'application/pdf' }),
      big,
      png('ok.png'),
    ]);
    const problems = (await screen.findByText(/"menu.pdf" is not a supported image/)).closest('[role="alert"]');
    expect(problems).toHaveTextContent('"huge.jpg" is 5.0 MB. Images must be 5 MB or smaller.');
    expect(screen.getByLabelText('Images')).toHaveAccessibleDescription(
      expect.stringContaining('"menu.pdf" is not a supported image'),
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(upload).not.toHaveBeenCalled();
  });

  it('deletes an uploaded picture the edit removed, once the hotel is saved without it', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const [first, second] = [await backend.images.upload(png('porch.png')), await backend.images.upload(png('garden.png'))];
    const hotel = await backend.hotels.add({
      name: 'Lachung Apple Lodge',
      location: 'Lachung',
      price: 9500,
      description: 'Orchards.',
      images: [first, second],
    });
    const { user } = await renderDialog(backend, hotel);

    await user.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    // Nothing is deleted before the save.
    expect((await storedImageUrls(backend)).sort()).toEqual([first, second].sort());
    await user.click(screen.getByRole('button', { name: 'Save Hotel' }));
    expect(await screen.findByText('Hotel saved successfully.')).toBeInTheDocument();
    expect((await backend.hotels.get(hotel.id))?.images).toEqual([second]);
    expect(await storedImageUrls(backend)).toEqual([second]);
  });
});
