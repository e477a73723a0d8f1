import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Backend } from '@/backend';
import { freshBackend, storedImageUrls } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminHotelAsterPage } from './admin-hotel-aster-page';

async function renderPage(backend: Backend = freshBackend()) {
  const view = await renderWithApp(<AdminHotelAsterPage />, { backend, signedInAs: 'admin', path: '/admin/hotel-aster' });
  await screen.findByText('Room types and rates', { selector: 'h2' }, slow);
  // Checking pointer-events up the tree of this long form on every click costs seconds in jsdom; no style hides
  // a control here.
  return { ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, skipHover: true }) };
}

// By heading and legend rather than by role: working out every role and name of this long form is slow in jsdom.
const room = (name: string) => screen.getByText(name, { selector: 'h3' }).closest('section')!;
/**
 * Saving reads and writes the whole embedded store: slower than the default wait on a busy machine. Twice, with
 * the unit projects and the linter sharing two cores, the save of a new room type took over 15 s to show its notice;
 * the describe's 60 s stays the ceiling.
 */
const slow = { timeout: 30_000 };

/*
 * Quick lookups: Testing Library's label and role queries work out every label of the page, which takes seconds on
 * this long form in jsdom. These find the same controls by what a person reads: a <label>'s text, an aria-label,
 * a button's text.
 */
function field(scope: HTMLElement, label: string): HTMLElement {
  const element = [...scope.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const control = element
    ? document.getElementById(element.htmlFor)
    : scope.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control;
}

function button(name: string, scope: HTMLElement = document.body): HTMLElement {
  const labelled = scope.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  return labelled ?? within(scope).getByText(name, { selector: 'button' });
}

/** What a person reads of a field the form marks as wrong: its label and its message. */
function markedField(element: Element): string {
  const label = document.querySelector(`label[for="${element.id}"]`)?.textContent ?? element.getAttribute('name');
  const messages = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  return `${label ?? element.id} (${messages.filter(Boolean).join('; ')})`;
}

/**
 * Waits for the saved notice. A save that fails, or a form that refuses to submit, says why at once (its alert's
 * words, or the fields it marks) instead of the wait running out on a page dump that does not show it.
 */
async function saved() {
  let problem = '';
  await waitFor(() => {
    const alert = document.querySelector('form [role="alert"]');
    const marked = [...document.querySelectorAll('form [aria-invalid="true"]')].map(markedField);
    if (alert) problem = `The form says: ${alert.textContent ?? ''}`;
    else if (marked.length > 0) problem = `The form marks as wrong: ${marked.join(', ')}`;
    else expect(screen.getByText('Hotel Aster saved.')).toBeInTheDocument();
  }, slow);
  if (problem) throw new Error(problem);
}

type User = ReturnType<typeof userEvent.setup>;
/** Replaces a field's text in one input event (typing the page's many fields key by key is slow in jsdom). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const range = (number: number) => screen.getByText(`Season range ${number}`, { selector: 'legend' }).closest('fieldset')!;

describe('AdminHotelAsterPage', { timeout: 60_000 }, () => {
  it('changes a rate and a season range, shows the labels the page will use, and saves everything at once', async () => {
    const { backend, user } = await renderPage();
    const before = await backend.hotelAster.get();
    const rate = field(document.body, 'Deluxe Double, MAP, off-season rate');
    expect(rate).toHaveValue(2000);
    await fill(user, rate, '2150');

    expect(screen.getByText(/The hotel page will say/).parentElement).toHaveTextContent(
      'Season: March to June and October to December. Off-season: January, February and July to September.',
    );
    await user.selectOptions(field(range(2), 'From month'), 'November');
    await user.selectOptions(field(range(2), 'From day'), '15');
    expect(screen.getByText(/The hotel page will say/).parentElement).toHaveTextContent(
      'Season: March to June and 15 November to 31 December. Off-season: January, February and 1 July to 14 November.',
    );

    await user.click(button('Save Hotel Aster'));
    await saved();
    expect(screen.getByText('Hotel Aster saved.').closest('[role="status"]')).not.toBeNull();
    const after = await backend.hotelAster.get();
    expect(after.profile.seasons).toEqual([
      { from: '03-01', to: '06-30' },
      { from: '11-15', to: '12-31' },
    ]);
    const double = before.rooms.find((r) => r.id === 'deluxe-double')!;
    expect(after.rooms).toEqual(
      before.rooms.map((r) =>
        r.id === double.id ? { ...double, rates: { ...double.rates, offSeason: { ...double.rates.offSeason, map: 2150 } } } : r,
      ),
    );
  });

  it('says what is wrong next to each field, focuses the first problem and saves nothing', async () => {
    const { backend, user } = await renderPage();
    const before = await backend.hotelAster.get();
    await user.clear(field(document.body, 'Deluxe Single, EP, season rate'));
    const map = field(document.body, 'Deluxe Double, MAP, off-season rate');
    await fill(user, map, '-5');
    const rooms = field(room('Super Deluxe'), 'Rooms of this type');
    await fill(user, rooms, '0');
    const name = field(room('Super Deluxe Triple'), 'Name');
    await fill(user, name, 'Deluxe Double');
    await user.selectOptions(field(range(2), 'From month'), 'June');
    await user.selectOptions(field(range(2), 'From day'), '15');

    await user.click(button('Save Hotel Aster'));
    const empty = field(document.body, 'Deluxe Single, EP, season rate');
    await waitFor(() => expect(empty).toHaveFocus(), slow);
    expect(empty).toHaveAccessibleDescription('Enter the rate per night.');
    expect(map).toHaveAccessibleDescription('The rate must be at least ₹1.');
    expect(rooms).toHaveAccessibleDescription('Enter a number of rooms from 1 to 50.');
    expect(name).toHaveAccessibleDescription('Another room type has this name.');
    expect(field(range(2), 'From month')).toHaveAccessibleDescription('This range overlaps season range 1.');
    expect(screen.getByText('Fix the season ranges above to see how the hotel page will describe them.')).toBeInTheDocument();
    expect(screen.queryByText('Hotel Aster saved.')).not.toBeInTheDocument();
    expect(await backend.hotelAster.get()).toEqual(before);
  });

  it('adds a room type, moves it up, and removes another after asking', async () => {
    const { backend, user } = await renderPage();
    await user.click(button('Add room type'));
    const added = room('Room type 6');
    await fill(user, field(added, 'Name'), 'Garden Cottage');
    const cottage = room('Garden Cottage');
    await fill(user, field(cottage, 'Rooms of this type'), '2');
    await fill(user, field(cottage, 'Adults'), '2');
    await fill(user, field(cottage, 'Children (under 12)'), '2');
    await fill(user, field(cottage, 'Description'), 'A wooden cottage in the garden, with its own veranda.');
    for (const [plan, season, offSeason] of [
      ['EP', '4000', '3500'],
      ['CP', '4500', '4000'],
      ['MAP', '5200', '4600'],
    ] as const) {
      await fill(user, field(document.body, `Garden Cottage, ${plan}, season rate`), season);
      await fill(user, field(document.body, `Garden Cottage, ${plan}, off-season rate`), offSeason);
    }
    await user.click(button('Add guest type', cottage));
    await fill(user, field(cottage, 'Guest type 1'), 'Families, with a dog');
    await fill(user, field(cottage, 'Image URL'), '/images/aster/rooms/family-room.webp');
    await user.click(button('Move Garden Cottage up'));
    await waitFor(() => expect(button('Move Garden Cottage up')).toHaveFocus());

    await user.click(button('Remove Deluxe Single'));
    const confirm = screen.getByText('Remove room type', { selector: 'h2' }).closest('dialog')!;
    expect(confirm).toHaveTextContent('Remove Deluxe Single and its rates?');
    await user.click(button('Remove', confirm));
    expect(screen.queryByText('Deluxe Single', { selector: 'h3' })).not.toBeInTheDocument();

    await user.click(button('Save Hotel Aster'));
    await saved();
    const { rooms } = await backend.hotelAster.get();
    expect(rooms.map((r) => r.name)).toEqual([
      'Deluxe Double',
      'Super Deluxe',
      'Super Deluxe Triple',
      'Garden Cottage',
      'Family Room (5 Pax)',
    ]);
    expect(rooms[3]).toMatchObject({
      rooms: 2,
      guests: 4,
      occupancy: { adults: 2, children: 2, extraBed: false },
      bestFor: ['Families, with a dog'],
      rates: { season: { map: 5200 }, offSeason: { ep: 3500 } },
    });

    // Saved again, the new room keeps the id it got: it is not added a second time.
    await user.click(button('Save Hotel Aster'));
    await screen.findByText('Save Hotel Aster', { selector: 'button' }, slow);
    await waitFor(async () => expect((await backend.hotelAster.get()).rooms).toEqual(rooms), slow);
  });

  it('uploads a new gallery picture with progress once it has a description', async () => {
    const backend = freshBackend();
    const upload = backend.images.upload.bind(backend.images);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.images.upload = async (file, onProgress) => {
      onProgress?.(0.4);
      await gate;
      return upload(file, onProgress);
    };
    const { user } = await renderPage(backend);
    const gallery = screen.getByText('Photo gallery', { selector: 'h2' }).closest('section')!;
    await user.upload(field(gallery, 'Add pictures'), new File(['jpg'], 'terrace.jpg', { type: 'image/jpeg' }));
    const description = field(gallery, 'Picture 13 description');
    await waitFor(() => expect(description).toHaveFocus());

    await user.click(button('Save Hotel Aster'));
    await waitFor(
      () => expect(description).toHaveAccessibleDescription('Describe the picture for visitors who cannot see it.'),
      slow,
    );
    await fill(user, description, 'The terrace at sunset');
    await user.click(button('Move picture 13 up'));
    await user.click(button('Save Hotel Aster'));
    await waitFor(() => expect(field(document.body, 'Uploading terrace.jpg')).toHaveAttribute('value', '40'), slow);
    expect(button('Saving...')).toBeDisabled();
    release();
    await saved();

    const { gallery: pictures } = (await backend.hotelAster.get()).profile;
    expect(pictures).toHaveLength(13);
    // Moved up one place: twelfth of thirteen.
    expect(pictures[11]?.src).toMatch(/^\/local-images\/images\/\d+_terrace\.jpg$/);
    expect(pictures[11]?.alt).toBe('The terrace at sunset');
    expect(await storedImageUrls(backend)).toEqual([pictures[11]!.src]);
  });

  it('keeps what was typed and deletes its uploads when the save fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = freshBackend();
    backend.hotelAster.save = () => Promise.reject(new Error('offline'));
    const { user } = await renderPage(backend);
    const gallery = screen.getByText('Photo gallery', { selector: 'h2' }).closest('section')!;
    await user.upload(field(gallery, 'Add pictures'), new File(['jpg'], 'terrace.jpg', { type: 'image/jpeg' }));
    await fill(user, field(gallery, 'Picture 13 description'), 'The terrace at sunset');
    await user.click(button('Save Hotel Aster'));
    expect(
      await screen.findByText('Could not save Hotel Aster. Nothing was changed; please try again.', {}, slow),
    ).toBeInTheDocument();
    expect(field(gallery, 'Picture 13 description')).toHaveValue('The terrace at sunset');
    expect(await storedImageUrls(backend)).toEqual([]);
  });
});
