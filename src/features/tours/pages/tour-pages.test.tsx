import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { Backend } from '@/backend';
import type { TourPackage } from '@/backend/schemas';
import { freshBackend, provideTestBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { buildTimeQueries, renderPrerendered, typeInto } from '../../../../tests/support/prerendered';
import { TourDetailPage } from './tour-detail-page';
import { TourListPage } from './tour-list-page';
import { formatRupees } from '@/lib/format';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { tourEndDate } from '@/backend/domain/booking-request';

/** Shows the current URL and offers the browser's back button, so tests can see what the page wrote. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="url">{`${location.pathname}${location.search}`}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;
const never = () => new Promise<Backend>(() => undefined);

function renderList(path = '/hotels', options: { backend?: Backend; loading?: Promise<Backend>; history?: string[] } = {}) {
  return renderWithApp(
    <>
      <TourListPage />
      <LocationProbe />
    </>,
    { ...options, path, route: '/hotels' },
  );
}

function renderDetail(id: string, options: { backend?: Backend; loading?: Promise<Backend> } = {}) {
  return renderWithApp(<TourDetailPage />, { ...options, path: `/hotel/${id}`, route: '/hotel/:id' });
}

const titles = () =>
  within(screen.getByRole('region', { name: 'Tour packages' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** A backend whose admin has changed the tours first. */
async function backendWith(change: (backend: Backend) => Promise<unknown>): Promise<Backend> {
  const backend = freshBackend();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await change(backend);
  await backend.admin.signOut();
  return backend;
}

describe('TourListPage', () => {
  it('shows exactly six placeholder cards while loading', async () => {
    const { container } = await renderList('/hotels', { loading: never() });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeInTheDocument();
    expect(screen.getByText('Loading tour packages...')).toHaveAttribute('role', 'status');
    expect(container.querySelectorAll('ul > li > [aria-hidden="true"]')).toHaveLength(6);
  });

  it('offers a retry when the packages cannot load', async () => {
    const backend = freshBackend();
    const page = backend.tours.page.bind(backend.tours);
    let attempts = 0;
    backend.tours.page = (query, request) => (++attempts === 1 ? Promise.reject(new Error('offline')) : page(query, request));
    const { user } = await renderList('/hotels', { backend });
    expect(await screen.findByText(/^We could not load the tour packages\./)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('reads the first twelve, then twelve more on "Show more", and moves the focus to the first new card', async () => {
    const backend = await backendWith(async (ready) => {
      for (let index = 0; index < 14; index++) {
        await ready.tours.add({
          name: `Extra tour ${String(index).padStart(2, '0')}`,
          image: '/images/tours/sikkim-delight.webp',
          duration: '3 Nights / 4 Days',
          price: 10000 + index,
          destinationsCovered: ['Gangtok'],
          highlights: ['Views'],
        });
      }
    });
    const reads: (number | undefined)[] = [];
    const page = backend.tours.page.bind(backend.tours);
    backend.tours.page = (query, request) => {
      reads.push(request.size);
      return page(query, request);
    };
    const { user } = await renderList('/hotels', { backend });
    expect(await screen.findByText('Showing the first 12 packages')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Show more packages' }));
    expect(await screen.findByText('18 packages')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(screen.queryByRole('button', { name: 'Show more packages' })).toBeNull();
    // The thirteenth card, in the operator's order (by id), has the focus.
    expect(screen.getByRole('link', { name: titles()[12]! })).toHaveFocus();
    expect(reads).toEqual([12, 12]);
  });
});

describe('TourListPage filters', () => {
  it('arrives from the home search with the destination filled and the trip repeated', async () => {
    await renderList('/hotels?destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2');
    expect(await screen.findByText('1 package')).toHaveAttribute('role', 'status');
    expect(titles()).toEqual(['Darjeeling Romance: Tea Gardens and Toy Train']);
    expect(screen.getByLabelText('Destination')).toHaveValue('Darjeeling');
    expect(screen.getByText('Showing packages for "Darjeeling", 20 Dec – 23 Dec 2026, 2 guests')).toBeInTheDocument();
  });

  it('writes each choice to the URL and asks the backend for it', async () => {
    const { user } = await renderList();
    expect(await screen.findByText('4 packages')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(url()).toBe('/hotels?sort=price-desc');
    await waitFor(() => expect(titles()[0]).toMatch(/^Nepal Adventure/));

    await user.selectOptions(screen.getByLabelText('Price'), `₹15,000 – ₹40,000`);
    expect(url()).toBe('/hotels?sort=price-desc&price=15000-40000');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Bhutan Discovery: Thimphu, Punakha and Paro',
        'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
      ]),
    );
    expect(screen.getByText('2 packages')).toHaveAttribute('role', 'status');

    await user.selectOptions(screen.getByLabelText('Duration'), '5–7 days');
    await user.selectOptions(screen.getByLabelText('Category'), 'Family');
    await waitFor(() => expect(titles()).toEqual(['Sikkim Delight: Gangtok, Tsomgo Lake and Pelling']));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/hotels');
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it('keeps every typed letter, asks the backend once typing pauses, and the back button undoes a choice', async () => {
    const backend = freshBackend();
    const destinations: (string | undefined)[] = [];
    const page = backend.tours.page.bind(backend.tours);
    backend.tours.page = (query, request) => {
      destinations.push(query.destination);
      return page(query, request);
    };
    const { user } = await renderList('/hotels', { backend });
    await screen.findByText('4 packages');
    const destination = screen.getByLabelText('Destination');
    await user.type(destination, 'tiger hill');
    expect(destination).toHaveValue('tiger hill');
    expect(url()).toBe('/hotels?destination=tiger+hill');
    await waitFor(() => expect(titles()).toEqual(['Darjeeling Romance: Tea Gardens and Toy Train']));
    expect(destinations).toEqual(['', 'tiger hill']);

    await user.selectOptions(screen.getByLabelText('Category'), 'Cultural');
    expect(await screen.findByRole('heading', { name: 'No packages match your search' })).toBeInTheDocument();
    expect(screen.getByText('0 packages')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/hotels?destination=tiger+hill');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    await waitFor(() => expect(titles()).toHaveLength(1));
  });

  it('follows the URL when history moves the destination, and clears from the empty state', async () => {
    const { user } = await renderList('/hotels?destination=Lhasa', { history: ['/hotels?destination=Paro'] });
    expect(await screen.findByRole('heading', { name: 'No packages match your search' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Ask us on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('Lhasa'),
    );

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByLabelText('Destination')).toHaveValue('Paro');
    await waitFor(() => expect(titles()).toEqual(['Bhutan Discovery: Thimphu, Punakha and Paro']));

    await user.type(screen.getByLabelText('Destination'), 'x');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Destination')).toHaveValue('');
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it('reads a shared link with a sort and ignores values it does not know', async () => {
    await renderList('/hotels?sort=duration-asc&category=Luxury');
    await screen.findByText('4 packages');
    expect(screen.getByLabelText('Sort by')).toHaveValue('duration-asc');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(titles()[0]).toMatch(/^Darjeeling Romance/);
    expect(titles()[3]).toMatch(/^Nepal Adventure/);
  });
});

describe('TourListPage before the app starts', () => {
  /**
   * The list as the app starts on its prerendered page, at `path` (after `/`, where the back button goes): a fresh
   * embedded backend, and in the cache what the build read for `/hotels` from it, stale from the start as
   * src/app/main.tsx seeds it.
   */
  async function prerenderedList(path = '/hotels', backend = freshBackend()) {
    await provideTestBackend(backend, undefined);
    const list = (client: QueryClient, at: string) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/', at]} initialIndex={1}>
          <Routes>
            <Route path="/" element={null} />
            <Route path="/hotels" element={<TourListPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const built = await buildTimeQueries((build) => list(build, '/hotels'));
    // Through JSON, as the page carries it (src/app/prerender-state.ts).
    for (const { key, data } of JSON.parse(JSON.stringify(built)) as typeof built)
      client.setQueryData(key, data, { updatedAt: 0 });
    return list(client, path);
  }

  function choose(page: HTMLElement, name: string, value: string) {
    const select = page.querySelector<HTMLSelectElement>(`select[name=${name}]`)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('is a GET form on the list, named as its URL parameters, the sort select included', async () => {
    await renderPrerendered(await prerenderedList());
    const form = screen.getByRole<HTMLFormElement>('search', { name: 'Filter tour packages' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/hotels');
    expect(Array.from(form.elements, (element) => element.getAttribute('name'))).toEqual([
      'destination',
      'category',
      'duration',
      'price',
      'sort',
    ]);
    // Nothing was typed: the address stays as it is.
    expect(url()).toBe('/hotels');
    expect(titles()).toHaveLength(4);
  });

  it('hydrates a list with more to show as it was built, and "Show more" goes on from the build\'s cursor', async () => {
    const backend = await backendWith(async (ready) => {
      for (let index = 0; index < 14; index++) {
        await ready.tours.add({
          name: `Extra tour ${String(index).padStart(2, '0')}`,
          image: '/images/tours/sikkim-delight.webp',
          duration: '3 Nights / 4 Days',
          price: 10000 + index,
          destinationsCovered: ['Gangtok'],
          highlights: ['Views'],
        });
      }
    });
    // A mismatch (the button saying 'Loading...' while the list is read again) would be logged, failing the test.
    await renderPrerendered(await prerenderedList('/hotels', backend));
    expect(screen.getByText('Showing the first 12 packages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more packages' }));
    expect(await screen.findByText('18 packages')).toBeInTheDocument();
    expect(new Set(titles()).size).toBe(18);
  });

  it('applies what was chosen and typed before the start, in one replaced entry', async () => {
    await renderPrerendered(await prerenderedList(), (page) => {
      choose(page, 'category', 'Family');
      choose(page, 'sort', 'price-desc');
      typeInto(page.querySelector('input[name=destination]'), 'gangtok');
    });
    expect(url()).toBe('/hotels?destination=gangtok&category=Family&sort=price-desc');
    expect(screen.getByLabelText('Destination')).toHaveValue('gangtok');
    expect(screen.getByLabelText('Category')).toHaveValue('Family');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');
    await waitFor(() => expect(titles()).toEqual(['Sikkim Delight: Gangtok, Tsomgo Lake and Pelling']));
    // A Gangtok search shows Hotel Aster first, from a chunk of its own: this test waits for it, so that its loading
    // does not end in the next test.
    expect(await screen.findByRole('heading', { level: 2, name: 'Hotel Aster' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book the Deluxe Double' })).toBeInTheDocument();
    // Replaced, not pushed: back leaves the list.
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(url()).toBe('/');
  });

  it('tidies the address a plain submission sends, empty fields and all', async () => {
    // An address with a query is rendered afresh, not hydrated.
    render(await prerenderedList('/hotels?destination=tiger+hill&category=&duration=&price=&sort=recommended'));
    expect(await screen.findByText('1 package')).toBeInTheDocument();
    // The empty fields are gone. The sort select is not on the page while the list loads, so its value stays as
    // sent (see applyChosen in use-tour-filters.ts): the default, which orders the list as no sort would.
    const [pathname, search] = url()?.split('?') ?? [];
    const params = new URLSearchParams(search);
    expect(pathname).toBe('/hotels');
    expect([...params.keys()].filter((key) => key !== 'sort')).toEqual(['destination']);
    expect(params.get('destination')).toBe('tiger hill');
    expect(params.get('sort') ?? 'recommended').toBe('recommended');
    expect(screen.getByLabelText('Destination')).toHaveValue('tiger hill');
    expect(titles()).toEqual(['Darjeeling Romance: Tea Gardens and Toy Train']);
  });
});

describe('TourDetailPage', () => {
  it("says 'Loading tour details...' first", async () => {
    await renderDetail('sikkim-delight', { loading: never() });
    expect(screen.getByText('Loading tour details...')).toHaveAttribute('role', 'status');
  });

  it("says 'Tour package not found.' for an unknown id", async () => {
    await renderDetail('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tour package not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tour packages' })).toHaveAttribute('href', '/hotels');
  });

  it('leaves out the itinerary, inclusions and exclusions when a package has none, and says the fixed words', async () => {
    const backend = await backendWith(async (ready) => {
      const tour = (await ready.tours.get('darjeeling-romance'))!;
      await ready.tours.update({ ...tour, itinerary: [], description: '', inclusions: [], exclusions: [] });
    });
    await renderDetail('darjeeling-romance', { backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Darjeeling Romance: Tea Gardens and Toy Train' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('₹12,000')[0]).toBeInTheDocument();
    expect(screen.getByText('Darjeeling • Tiger Hill • Mirik')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Day-by-day itinerary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "What's included" })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this Tour' })).toHaveTextContent(
      /^About this TourThis journey is planned and run by our own team in Gangtok/,
    );
  });

  it("shows the tour's own description, inclusions and exclusions, also in its structured data", async () => {
    const own: Partial<TourPackage> = {
      description: 'Two slow days among the tea gardens.\n\nA third on the toy train.',
      inclusions: ['Tea-estate stay', 'Toy train tickets'],
      exclusions: ['Lunches'],
    };
    const backend = await backendWith(async (ready) => {
      const tour = (await ready.tours.get('darjeeling-romance'))!;
      await ready.tours.update({ ...tour, ...own });
    });
    const { container } = await renderDetail('darjeeling-romance', { backend });
    const about = await screen.findByRole('region', { name: 'About this Tour' });
    expect(
      within(about)
        .getAllByRole('paragraph')
        .map((paragraph) => paragraph.textContent),
    ).toEqual(['Two slow days among the tea gardens.', 'A third on the toy train.']);
    expect(
      within(screen.getByRole('region', { name: "What's included" }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(own.inclusions);
    expect(
      within(screen.getByRole('region', { name: 'Not included' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(own.exclusions);

    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(ld)).toContain('Two slow days among the tea gardens.');
    expect(JSON.stringify(ld)).toContain('Includes: Tea-estate stay; Toy train tickets. Not included: Lunches.');
  });

  it('slides in a price and Book Now bar once the page has scrolled past its own Book Now, until the content ends', async () => {
    // jsdom has no layout: the observer is driven by hand, as a phone's scrolling would.
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    await renderDetail('sikkim-delight');
    const bookNow = await screen.findByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('href', '/booking/sikkim-delight');
    // The bar watches the page's own Book Now and the end of the content (the enquiry form watches its own).
    const button = observed.find((element) => element.contains(bookNow));
    const end = observed[observed.indexOf(button!) + 1];
    expect(button).toBeDefined();

    act(() =>
      report?.([
        {
          target: button!,
          isIntersecting: false,
          boundingClientRect: { bottom: -40 } as DOMRect,
          rootBounds: { top: 0 } as DOMRect,
        },
      ]),
    );
    const links = screen.getAllByRole('link', { name: 'Book Now' });
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute('href', '/booking/sikkim-delight');
    expect(links[1]!.closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'false');

    act(() => report?.([{ target: end!, isIntersecting: true }]));
    expect(screen.getAllByRole('link', { name: 'Book Now' })).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});

describe('TourListPage with the dates of a home search', () => {
  it('says which packages do not run in the dates, and carries the date and guests into each card', async () => {
    await renderList('/hotels?checkIn=2027-01-10&checkOut=2027-01-15&guests=3');
    expect(await screen.findByRole('heading', { name: 'Not running in your dates (10 Jan – 15 Jan 2027)' })).toBeInTheDocument();
    const notRunning = screen.getByRole('region', { name: /^Not running in your dates/ });
    expect(within(notRunning).getByRole('link', { name: /^Bhutan Discovery/ })).toHaveAttribute(
      'href',
      '/hotel/bhutan-discovery',
    );
    expect(notRunning).toHaveTextContent('Next departures: 20 Mar 2027, 17 Apr 2027, 16 Oct 2027');
    // The tours on request run on any date: they are the matches, and their links carry the check-in and the guests.
    expect(screen.getByText('3 packages')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: /^Sikkim Delight/ })).toHaveAttribute(
      'href',
      '/hotel/sikkim-delight?date=2027-01-10&adults=3',
    );
  });

  it('lists a fixed-date tour with its first departure in the dates', async () => {
    await renderList('/hotels?destination=Bhutan&checkIn=2027-04-10&checkOut=2027-04-20&guests=2');
    expect(await screen.findByText('1 package')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Bhutan Discovery/ })).toHaveAttribute(
      'href',
      '/hotel/bhutan-discovery?date=2027-04-17&adults=2',
    );
    expect(screen.queryByRole('region', { name: /^Not running/ })).toBeNull();
  });

  it('shows Hotel Aster first for a Gangtok search, its rooms priced for the dates searched', async () => {
    await renderList('/hotels?destination=Gangtok&checkIn=2027-01-10&checkOut=2027-01-13&guests=2');
    const aster = await screen.findByRole('region', { name: 'Hotel Aster' });
    const packages = screen.getByRole('region', { name: 'Tour packages' });
    expect(aster.compareDocumentPosition(packages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Three nights of room only: priced by the hotel's own rates, cheapest first.
    const prices = await within(aster).findAllByText(/ for 3 nights/);
    const amounts = prices.map((price) => Number(/₹([\d,]+)/.exec(price.textContent)![1]!.replaceAll(',', '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(within(aster).getAllByRole('link', { name: /^Book the / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/booking\/hotel-aster-[a-z0-9-]+\?checkIn=2027-01-10&checkOut=2027-01-13&guests=2$/),
    );
  });

  it('does not show Hotel Aster for another place', async () => {
    await renderList('/hotels?destination=Darjeeling&checkIn=2027-01-10&checkOut=2027-01-13&guests=2');
    expect(await screen.findByText('1 package')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hotel Aster' })).toBeNull();
  });
});

describe('TourDetailPage trip planner', () => {
  it('shows the departures with seats left, prices the travellers chosen and carries the choice to Book Now', async () => {
    const backend = freshBackend();
    const tour = (await backend.tours.get('bhutan-discovery'))!;
    const { user } = await renderWithApp(
      <>
        <TourDetailPage />
        <LocationProbe />
      </>,
      { backend, path: '/hotel/bhutan-discovery', route: '/hotel/:id' },
    );
    const october = await screen.findByRole('radio', { name: /^16 Oct 2027/ });
    await waitFor(() => expect(october.closest('label')).toHaveTextContent('12 seats left'));
    await user.click(october);
    await user.selectOptions(screen.getByLabelText('Children'), '1');
    await user.selectOptions(screen.getByLabelText('Age of child 1'), '7');
    expect(url()).toBe('/hotel/bhutan-discovery?date=2027-10-16&adults=2&children=7');

    const { priceTour } = await import('@/backend/domain/pricing');
    const { partyOfChoice } = await import('@/components/booking/trip-choice');
    const expected = priceTour(
      tour,
      { travelDate: '2027-10-16', party: partyOfChoice({ adults: 2, childAges: [7] }), options: [] },
      { peakPeriods: (await backend.settings.peakPeriods()).periods, tax: null },
    );
    const price = screen.getByRole('region', { name: 'Your trip’s price' });
    await waitFor(() => expect(price).toHaveTextContent(`Total${formatRupees(expected.total)}`));
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute(
      'href',
      '/booking/bhutan-discovery?date=2027-10-16&adults=2&children=7',
    );
    expect(screen.getByText('Starting price. Taxes extra.')).toBeInTheDocument();

    // The child shares a bed: priced as the form prices it, and carried to the form.
    await user.click(screen.getByLabelText('Child 1 shares a bed (no bed of their own)'));
    expect(url()).toBe('/hotel/bhutan-discovery?date=2027-10-16&adults=2&children=7&shared=1');
    const sharing = priceTour(
      tour,
      { travelDate: '2027-10-16', party: partyOfChoice({ adults: 2, childAges: [7], sharedBeds: [1] }), options: [] },
      { peakPeriods: (await backend.settings.peakPeriods()).periods, tax: null },
    );
    expect(sharing.total).toBeLessThan(expected.total);
    await waitFor(() => expect(price).toHaveTextContent(`Total${formatRupees(sharing.total)}`));
    expect(price).toHaveTextContent('1 child sharing a bed');
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute(
      'href',
      '/booking/bhutan-discovery?date=2027-10-16&adults=2&children=7&shared=1',
    );
  });

  it('greys a departure with no seat left where it is picked, saying it is full, as the booking form does', async () => {
    const backend = freshBackend();
    const tour = (await backend.tours.get('bhutan-discovery'))!;
    const date = '2027-10-16';
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.tours.update({ ...tour, departures: { ...tour.departures, [date]: 2 } });
    // Another party has taken both seats (confirmed).
    await backend.auth.signUp({ name: 'Dawa Lepcha', email: 'dawa@aster.test', password: 'dawa-secret-1' });
    const taken = await backend.bookings.create({
      kind: 'tour',
      itemId: tour.id,
      userName: 'Dawa Lepcha',
      userEmail: 'dawa@aster.test',
      phone: '+919832011111',
      travelDate: date,
      endDate: tourEndDate(date, tour.duration),
      travellers: 2,
    });
    await backend.bookings.updateStatus(taken.id, 'Confirmed');
    await backend.admin.signOut();
    await backend.auth.signOut();

    await renderWithApp(<TourDetailPage />, { backend, path: '/hotel/bhutan-discovery', route: '/hotel/:id' });
    const full = await screen.findByRole('radio', { name: /^16 Oct 2027/ });
    await waitFor(() => expect(full.closest('label')).toHaveTextContent('Full'));
    expect(full).toBeDisabled();
    const open = screen.getAllByRole('radio').filter((radio) => radio !== full);
    expect(open.length).toBeGreaterThan(0);
    for (const radio of open) expect(radio).toBeEnabled();
  });

  it('offers a date from today for a tour on request, and its options with the package’s own vehicle first', async () => {
    const { user } = await renderWithApp(
      <>
        <TourDetailPage />
        <LocationProbe />
      </>,
      { path: '/hotel/sikkim-delight?date=2027-02-01&adults=3', route: '/hotel/:id' },
    );
    const date = await screen.findByLabelText('Travel date');
    expect(date).toHaveValue('2027-02-01');
    expect(date).toHaveAttribute('min', todayCalendarDate());
    expect(screen.getByLabelText('Adults')).toHaveValue('3');
    const vehicle = screen.queryByLabelText('Vehicle');
    if (vehicle) {
      expect(vehicle).toHaveValue('');
      expect(within(vehicle).getAllByRole('option')[0]).toHaveTextContent('As in the package');
      const [, first] = within(vehicle).getAllByRole<HTMLOptionElement>('option');
      await user.selectOptions(vehicle, first!.value);
      expect(url()).toContain(`options=${first!.value}`);
    }
  });
  it('Book Now carries a choice made just before it is tapped, before the page has rendered that choice', async () => {
    const { router } = await renderWithApp(<TourDetailPage />, {
      path: '/hotel/sikkim-delight?date=2027-02-01&adults=2',
      route: '/hotel/:id',
      routes: [{ path: '/booking/:id', element: null }],
    });
    const adults = await screen.findByLabelText('Adults');
    const [bookNow] = screen.getAllByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('href', '/booking/sikkim-delight?date=2027-02-01&adults=2');
    // Both in one act: React renders the address's change after it, as a slow phone renders it after the tap.
    act(() => {
      fireEvent.change(adults, { target: { value: '3' } });
      fireEvent.click(bookNow!);
    });
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe('/booking/sikkim-delight?date=2027-02-01&adults=3');
  });

  it("skips no heading level: the planner's month, right under the tour's title, is a level 2 heading", async () => {
    await renderDetail('sikkim-delight');
    const month = await within(await screen.findByRole('group', { name: 'Start dates' })).findByRole('heading');
    expect(month.tagName).toBe('H2');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
  });
});
