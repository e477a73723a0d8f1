import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleHotels } from '~seed/data';
import { NoticeProvider } from '@/components/ui/notice';
import { HotelFormDialog } from './hotel-form-dialog';

const backend = vi.hoisted(() => ({
  hotels: { add: vi.fn(), update: vi.fn() },
  images: { upload: vi.fn(), remove: vi.fn() },
}));
vi.mock('@/backend', () => ({ getBackend: () => Promise.resolve(backend) }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function renderDialog(hotel: (typeof sampleHotels)[number] | null = null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <NoticeProvider>
        <HotelFormDialog hotel={hotel} onClose={onClose} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  // Files the picker's accept filter would hide must still be checked by the form itself.
  return { user: userEvent.setup({ applyAccept: false, delay: null }), onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Hotel Name'), 'Lachung Apple Lodge');
  await user.type(screen.getByLabelText('Location'), 'Lachung, North Sikkim');
  await user.type(screen.getByLabelText('Price per Night (₹)'), '9500');
  await user.type(screen.getByLabelText('Description'), 'Wooden rooms among apple orchards.');
}

describe('HotelFormDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    for (const fn of [backend.hotels.add, backend.hotels.update, backend.images.upload, backend.images.remove]) fn.mockReset();
    backend.images.remove.mockResolvedValue(undefined);
  });

  it('uploads every image, then writes the hotel with their addresses', async () => {
    backend.images.upload.mockImplementation((file: File, onProgress: (fraction: number) => void) => {
      onProgress(1);
      return Promise.resolve(`/local-images/images/1_${file.name}`);
    });
    backend.hotels.add.mockResolvedValue(undefined);
    const { user, onClose } = renderDialog();
    await fill(user);
    await user.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Hotel' }));
    expect(await screen.findByText('Hotel saved successfully.')).toBeInTheDocument();
    expect(backend.hotels.add).toHaveBeenCalledWith({
      name: 'Lachung Apple Lodge',
      location: 'Lachung, North Sikkim',
      price: 9500,
      description: 'Wooden rooms among apple orchards.',
      images: ['/local-images/images/1_a.png', '/local-images/images/1_b.png'],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('writes no hotel when an upload fails, and deletes the uploads that did finish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.images.upload.mockImplementation((file: File) =>
      file.name === 'b.png' ? Promise.reject(new Error('quota')) : Promise.resolve(`/local-images/images/1_${file.name}`),
    );
    const { user, onClose } = renderDialog();
    await fill(user);
    await user.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Save Hotel' }));
    expect(await screen.findByText('Failed to upload images. Please try again.')).toBeInTheDocument();
    expect(backend.hotels.add).not.toHaveBeenCalled();
    expect(backend.images.remove).toHaveBeenCalledWith('/local-images/images/1_a.png');
    expect(screen.getByLabelText('Hotel Name')).toHaveValue('Lachung Apple Lodge');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('rejects files that are not images or are over 5 MB before uploading', async () => {
    const { user } = renderDialog();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Images'), [new File(['x'], 'menu.pdf', { type: 'application/pdf' }), big, png('ok.png')]);
    const problems = (await screen.findByText(/"menu.pdf" is not a supported image/)).closest('[role="alert"]');
    expect(problems).toHaveTextContent('"huge.jpg" is 5.0 MB. Images must be 5 MB or smaller.');
    expect(screen.getByLabelText('Images')).toHaveAccessibleDescription(expect.stringContaining('"menu.pdf" is not a supported image'));
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(backend.images.upload).not.toHaveBeenCalled();
  });

  it('deletes the images an edit removed, only after the save', async () => {
    backend.hotels.update.mockResolvedValue(undefined);
    const hotel = sampleHotels[1]!;
    const { user } = renderDialog(hotel);
    await user.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    expect(backend.images.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save Hotel' }));
    expect(await screen.findByText('Hotel saved successfully.')).toBeInTheDocument();
    expect(backend.hotels.update).toHaveBeenCalledWith(expect.objectContaining({ id: hotel.id, images: [hotel.images[1]] }));
    expect(backend.images.remove).toHaveBeenCalledWith(hotel.images[0]);
  });
});
