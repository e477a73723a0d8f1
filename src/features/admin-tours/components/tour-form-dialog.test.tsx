import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/backend';
import type { TourInput, TourPackage } from '@/backend/schemas';
import { freshBackend } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { TourFormDialog } from './tour-form-dialog';

const sampleIds = ['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight'];

async function renderDialog({ tour = null, backend = freshBackend() }: { tour?: TourPackage | null; backend?: Backend } = {}) {
  const onClose = vi.fn();
  const view = await renderWithApp(<TourFormDialog tour={tour} onClose={onClose} />, { backend, signedInAs: 'admin' });
  // Files the picker's accept filter would hide must still be checked by the form itself.
  return { ...view, user: userEvent.setup({ applyAccept: false, delay: null }), onClose };
}

type User = ReturnType<typeof userEvent.setup>;

/** Queries inside the form's fieldset whose legend reads `legend`. */
function fieldset(legend: string | RegExp) {
  return within(screen.getByText(legend, { selector: 'legend' }).closest('fieldset')!);
}

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

describe('TourFormDialog', () => {
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

describe('TourFormDialog: prices by age, options and peak dates', { timeout: 60_000 }, () => {
  it('saves child and infant prices, a private car with its seats, a pick-up with its time and a peak surcharge', async () => {
    const backend = freshBackend();
    const { user } = await renderDialog({ backend });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Children from age'));
    await user.type(screen.getByLabelText('Children from age'), '4');
    await user.type(screen.getByLabelText(/^Child with a bed/), '9000');
    await user.type(screen.getByLabelText(/^Child without a bed/), '6500');
    await user.clear(screen.getByLabelText('Single supplement (₹)'));
    await user.type(screen.getByLabelText('Single supplement (₹)'), '4000');

    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.getByLabelText('Option 1 kind')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Option 1 kind'), 'Vehicle');
    await user.type(screen.getByLabelText('Option 1 name'), 'Private Innova (6 seats)');
    await user.selectOptions(screen.getByLabelText('Option 1 charged'), 'Per vehicle');
    await user.type(screen.getByLabelText('Option 1 price (₹)'), '24000');
    await user.type(screen.getByLabelText('Option 1 seats'), '6');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.selectOptions(screen.getByLabelText('Option 2 kind'), 'Pick-up point');
    await user.type(screen.getByLabelText('Option 2 name'), 'Bagdogra airport (IXB)');
    await user.selectOptions(screen.getByLabelText('Option 2 charged'), 'Per vehicle');
    await user.type(screen.getByLabelText('Option 2 price (₹)'), '3500');
    fireEvent.change(screen.getByLabelText(/^Option 2 time/), { target: { value: '10:00' } });

    await user.selectOptions(await screen.findByLabelText('Durga Puja 2026', {}, { timeout: 10_000 }), 'Surcharge per traveller');
    await user.type(screen.getByLabelText('Durga Puja 2026: surcharge (₹ per traveller)'), '1500');
    await user.selectOptions(screen.getByLabelText('Christmas and New Year 2026-27'), 'An adult price of its own');
    await user.type(screen.getByLabelText('Christmas and New Year 2026-27: adult price (₹)'), '140000');

    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    expect((await addedTours(backend))[0]?.pricing).toEqual({
      bands: { childFromAge: 4, childToAge: 11, childWithBed: 9000, childWithoutBed: 6500, infant: 0, singleSupplement: 4000 },
      options: [
        {
          id: 'private-innova-6-seats',
          kind: 'vehicle',
          name: 'Private Innova (6 seats)',
          unit: 'vehicle',
          price: 24000,
          seats: 6,
          time: '',
          note: '',
        },
        {
          id: 'pickup-bagdogra-airport-ixb',
          kind: 'pickup',
          name: 'Bagdogra airport (IXB)',
          unit: 'vehicle',
          price: 3500,
          time: '10:00',
          note: '',
        },
      ],
      peakPrices: [
        { periodId: 'durga-puja-2026', mode: 'surcharge', amount: 1500 },
        { periodId: 'christmas-new-year-2026', mode: 'price', amount: 140000 },
      ],
    });
  });

  it('says under each pricing field what is wrong, and saves nothing', async () => {
    const backend = freshBackend();
    const { user } = await renderDialog({ backend });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Children up to age'));
    await user.type(screen.getByLabelText('Children up to age'), '3');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.selectOptions(screen.getByLabelText('Option 1 kind'), 'Vehicle');
    await user.selectOptions(screen.getByLabelText('Option 1 charged'), 'Per vehicle');
    await user.selectOptions(await screen.findByLabelText('Diwali 2026', {}, { timeout: 10_000 }), 'Surcharge per traveller');
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));

    expect(await screen.findByText('The oldest child age must not be below the youngest.')).toBeInTheDocument();
    expect(screen.getByLabelText('Children up to age')).toHaveFocus();
    expect(screen.getByLabelText('Option 1 name')).toHaveAccessibleDescription('Enter the option name.');
    expect(screen.getByLabelText('Option 1 seats')).toHaveAccessibleDescription(
      'Travellers one vehicle takes: more travellers need more vehicles. Enter the seats one vehicle has, from 1 to 60.',
    );
    expect(screen.getByLabelText('Diwali 2026: surcharge (₹ per traveller)')).toHaveAccessibleDescription(
      'Enter the surcharge per traveller in whole rupees.',
    );
    expect(await addedTours(backend)).toEqual([]);
  });

  it("keeps a saved option's id when its name changes", async () => {
    const backend = freshBackend();
    await backend.admin.signIn('admin@aster.test', 'test-admin-pass');
    const tour = (await backend.tours.get('bhutan-discovery'))!;
    const { user } = await renderDialog({ backend, tour });
    // Each field is looked up inside its own fieldset: findBy asks again at every change of the DOM until the peak
    // periods have loaded, and each miss prints the element it searched into its error. Asked of the whole dialog,
    // those misses made this case take about 12 s (10 CPU-s); inside the fieldset, 1 to 3 s.
    const prices = fieldset('Prices by age');
    const peakDates = fieldset('Peak dates');
    const options = fieldset(/^Options/);
    expect(prices.getByLabelText(/^Child with a bed/)).toHaveValue('26000');
    expect(await peakDates.findByLabelText('Christmas and New Year 2026-27', {}, { timeout: 10_000 })).toHaveValue('surcharge');
    expect(peakDates.getByLabelText('Christmas and New Year 2026-27: surcharge (₹ per traveller)')).toHaveValue('4000');
    await user.clear(options.getByLabelText('Option 1 name'));
    await user.type(options.getByLabelText('Option 1 name'), 'Dochula Pass and Punakha');
    expect(options.getByLabelText('Option 1 name')).toHaveValue('Dochula Pass and Punakha');
    await user.click(screen.getByRole('button', { name: 'Save Tour' }));
    expect(await screen.findByText('Tour package saved successfully.')).toBeInTheDocument();
    const saved = await backend.tours.get('bhutan-discovery');
    expect(saved?.pricing?.options[0]).toMatchObject({ id: 'dochula-pass-excursion', name: 'Dochula Pass and Punakha' });
    expect({ ...saved, pricing: tour.pricing }).toEqual(tour);
  });
});
