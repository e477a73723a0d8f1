import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeProvider } from '@/components/ui/notice';
import { TourFormDialog } from './tour-form-dialog';

const backend = vi.hoisted(() => ({
  tours: { add: vi.fn(), update: vi.fn() },
  images: { upload: vi.fn(), remove: vi.fn() },
}));
vi.mock('@/backend', () => ({ getBackend: () => Promise.resolve(backend) }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticeProvider>
        <TourFormDialog tour={null} onClose={onClose} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  // Files the picker's accept filter would hide must still be checked by the form itself.
  return { user: userEvent.setup({ applyAccept: false, delay: null }), onClose };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, price = '125000') {
  await user.type(screen.getByLabelText('Tour Name'), 'Kalimpong Weekend');
  await user.type(screen.getByLabelText('Duration'), '2 Nights / 3 Days');
  await user.type(screen.getByLabelText('Price (₹ per person)'), price);
  await user.type(screen.getByLabelText('Destinations Covered'), 'Kalimpong, Lava');
  await user.type(screen.getByLabelText('Highlights'), 'Orchids, Monasteries');
  await user.type(screen.getByLabelText('Image URL'), '/images/tours/sikkim-delight.webp');
}

describe('TourFormDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    backend.tours.add.mockReset();
    backend.images.upload.mockReset();
  });

  it('writes the package once however fast Save is clicked', async () => {
    let finish: () => void = () => undefined;
    backend.tours.add.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    const save = screen.getByRole('button', { name: 'Save Tour' });
    await user.dblClick(save);
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    expect(backend.tours.add).toHaveBeenCalledTimes(1);
    expect(backend.tours.add).toHaveBeenCalledWith(
      expect.objectContaining({ price: 125000, destinationsCovered: ['Kalimpong', 'Lava'], highlights: ['Orchids', 'Monasteries'], category: 'Family' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('saves a price that is not a number as 0', async () => {
    backend.tours.add.mockResolvedValue(undefined);
    const { user } = renderDialog();
    await fillRequired(user, 'on request');
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    await vi.waitFor(() => expect(backend.tours.add).toHaveBeenCalledWith(expect.objectContaining({ price: 0 })));
  });

  it('keeps everything typed and says what failed when the save fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.tours.add.mockRejectedValue(new Error('offline'));
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Failed to save tour package. Check console for details.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tour Name')).toHaveValue('Kalimpong Weekend');
    expect(screen.getByLabelText('Highlights')).toHaveValue('Orchids, Monasteries');
    expect(screen.getByRole('button', { name: 'Save Tour' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('writes nothing when the image upload fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.images.upload.mockRejectedValue(new Error('storage down'));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Tour Name'), 'Kalimpong Weekend');
    await user.type(screen.getByLabelText('Duration'), '2 Nights / 3 Days');
    await user.type(screen.getByLabelText('Price (₹ per person)'), '9000');
    await user.type(screen.getByLabelText('Destinations Covered'), 'Kalimpong');
    await user.type(screen.getByLabelText('Highlights'), 'Orchids');
    await user.upload(screen.getByLabelText('Upload image'), new File(['png'], 'view.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Failed to save tour package. Check console for details.')).toBeInTheDocument();
    expect(backend.tours.add).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image before any upload', async () => {
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('Upload image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('"notes.txt" is not a supported image. Choose a JPG, PNG, WebP, GIF or AVIF file.')).toBeInTheDocument();
    expect(backend.images.upload).not.toHaveBeenCalled();
  });
});
