import { describe, expect, it } from 'vitest';
import type { TourInput } from '../../../src/backend/schemas';
import type { Backend, Page, TourQuery } from '../../../src/backend/types';
import { contractClock, expectCode, signUpCustomer, type ContractContext } from '../harness';

const newTour: TourInput = {
  name: 'Kalimpong Weekend',
  image: '/images/destinations/kalimpong.webp',
  duration: '2 Nights / 3 Days',
  price: 125000,
  destinationsCovered: ['Kalimpong', 'Lava'],
  highlights: ['Orchid nurseries', 'Deolo Hill'],
};

/** A cursor as the browser gets it from a prerendered page: through JSON. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every item of a paged list, page by page (each cursor through JSON, as the prerender hands it on). */
async function allPages<T>(load: (after: Page<T>['next']) => Promise<Page<T>>): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let next: Page<T>['next'] = null;
  let pages = 0;
  do {
    const page = await load(next);
    items.push(...page.items);
    next = throughJson(page.next);
    pages += 1;
  } while (next && pages < 50);
  return { items, pages };
}

const tourIds = (backend: Backend, query: TourQuery, size = 10) =>
  allPages((after) => backend.tours.page(query, { size, after })).then(({ items }) => items.map((tour) => tour.id));

export function catalogCases({ harness, backend }: ContractContext) {
  describe('tours', () => {
    it('lists the four samples in id order, features the first ones and gets one by id', async () => {
      const tours = await backend().tours.list();
      expect(tours.map((t) => t.id)).toEqual(['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight']);
      expect((await backend().tours.featured(3)).map((t) => t.id)).toEqual([
        'bhutan-discovery',
        'darjeeling-romance',
        'nepal-adventure',
      ]);
      const sikkim = await backend().tours.get('sikkim-delight');
      expect(sikkim).toMatchObject({ price: 18500, category: 'Family', departures: {} });
      expect(sikkim?.itinerary.length).toBeGreaterThan(0);
      expect(await backend().tours.get('no-such-tour')).toBeNull();
    });

    it('pages through the tours with a cursor, filtered and ordered as asked', async () => {
      const first = await backend().tours.page({}, { size: 3 });
      expect(first.items.map((t) => t.id)).toEqual(['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure']);
      const second = await backend().tours.page({}, { size: 3, after: first.next });
      expect(second.items.map((t) => t.id)).toEqual(['sikkim-delight']);
      expect(second.next).toBeNull();

      expect(await tourIds(backend(), { sort: 'price-asc' }, 3)).toEqual([
        'darjeeling-romance',
        'sikkim-delight',
        'bhutan-discovery',
        'nepal-adventure',
      ]);
      expect(await tourIds(backend(), { sort: 'price-desc' })).toEqual([
        'nepal-adventure',
        'bhutan-discovery',
        'sikkim-delight',
        'darjeeling-romance',
      ]);
      expect(await tourIds(backend(), { category: 'Honeymoon' })).toEqual(['darjeeling-romance']);
      expect(await tourIds(backend(), { minPrice: 15000, maxPrice: 40000 }, 1)).toEqual(['bhutan-discovery', 'sikkim-delight']);
      expect(await tourIds(backend(), { destination: 'TSOMGO' }, 1)).toEqual(['sikkim-delight']);
      // A place of an itinerary day, and an excursion.
      expect(await tourIds(backend(), { destination: 'mountain view resort' })).toEqual(['sikkim-delight']);
      expect(await tourIds(backend(), { destination: 'Nathula' }, 1)).toEqual(['sikkim-delight']);
      expect(await tourIds(backend(), { maxDays: 4 })).toEqual(['darjeeling-romance']);
      expect(await tourIds(backend(), { sort: 'duration-desc', minDays: 5 }, 2)).toEqual([
        'nepal-adventure',
        'bhutan-discovery',
        'sikkim-delight',
      ]);
      expect(await tourIds(backend(), { destination: 'nowhere-at-all' })).toEqual([]);
    });

    it('hands out cursors that are plain data: another browser resumes the list from one that went through JSON', async () => {
      // The prerender writes the first page, cursor included, into the HTML; the browser goes on from there.
      const other = await harness.sibling();
      for (const [query, size] of [
        [{}, 2],
        [{ sort: 'duration-asc' }, 3],
        [{ sort: 'price-desc', minPrice: 15000 }, 1],
      ] as const) {
        const expected = await tourIds(backend(), query, 10);
        const first = await backend().tours.page(query, { size });
        const after = throughJson(first.next);
        expect(after, JSON.stringify(query)).toEqual(first.next);
        const rest = await allPages((cursor) => other.tours.page(query, { size: 10, after: cursor ?? after }));
        expect(
          [...first.items, ...rest.items].map((tour) => tour.id),
          JSON.stringify(query),
        ).toEqual(expected);
      }
      const firstArticles = await backend().articles.page({}, { size: 1 });
      const restArticles = await other.articles.page({}, { size: 50, after: throughJson(firstArticles.next) });
      expect([...firstArticles.items, ...restArticles.items].map((a) => a.id)).toEqual(
        (await backend().articles.list()).map((a) => a.id),
      );
    });

    it('lets an admin add, update and remove a tour with a tour_<time> id', async () => {
      await harness.signInAdmin(backend());
      const added = await backend().tours.add(newTour);
      expect(added.id).toMatch(/^tour_\d+$/);
      expect(added).toMatchObject({ category: 'Family', description: '', inclusions: [], exclusions: [], departures: {} });
      expect(await backend().tours.get(added.id)).toEqual(added);

      await backend().tours.update({
        ...added,
        price: 99000,
        category: 'Adventure',
        inclusions: ['Breakfast, dinner and permits'],
        departures: { '2031-05-01': 12 },
      });
      expect(await backend().tours.get(added.id)).toMatchObject({
        price: 99000,
        category: 'Adventure',
        inclusions: ['Breakfast, dinner and permits'],
        departures: { '2031-05-01': 12 },
      });

      await backend().tours.remove(added.id);
      expect(await backend().tours.get(added.id)).toBeNull();
      expect((await backend().tours.list()).some((t) => t.id === added.id)).toBe(false);
    });

    it('gives two tours added at once two ids', async () => {
      await harness.signInAdmin(backend());
      const [a, b] = await Promise.all([backend().tours.add(newTour), backend().tours.add({ ...newTour, name: 'Other' })]);
      expect(a.id).not.toBe(b.id);
    });

    it('refuses writes from a visitor and from a customer', async () => {
      await expectCode(backend().tours.add(newTour), 'permission-denied');
      await signUpCustomer(backend(), 'Asha');
      await expectCode(backend().tours.add(newTour), 'permission-denied');
      await expectCode(backend().tours.remove('sikkim-delight'), 'permission-denied');
      expect(await backend().tours.get('sikkim-delight')).not.toBeNull();
    });

    it('rejects a malformed tour before writing it: empty name, negative or fractional price, oversized text', async () => {
      await harness.signInAdmin(backend());
      await expectCode(backend().tours.add({ ...newTour, name: '' }), 'invalid-data');
      await expectCode(backend().tours.add({ ...newTour, price: -1 }), 'invalid-data');
      await expectCode(backend().tours.add({ ...newTour, price: 10.5 }), 'invalid-data');
      await expectCode(backend().tours.add({ ...newTour, name: 'x'.repeat(121) }), 'invalid-data');
      await expectCode(backend().tours.add({ ...newTour, departures: { 'not-a-date': 4 } }), 'invalid-data');
      expect(await backend().tours.list()).toHaveLength(4);
    });
  });

  describe('hotels', () => {
    it('pages the two samples for the admin and lets an admin add, update and remove one', async () => {
      await expectCode(backend().hotels.page({ size: 10 }), 'permission-denied');
      await harness.signInAdmin(backend());
      const hotels = (await backend().hotels.page({ size: 10 })).items;
      expect(hotels.map((h) => h.price).sort((a, b) => a - b)).toEqual([8500, 12000]);
      const added = await backend().hotels.add({
        name: 'Aster Annexe',
        location: 'Tadong, Gangtok',
        price: 4200,
        description: 'Quiet rooms behind the main hotel.',
        images: [],
      });
      expect(added.id).toMatch(/^hotel_\d+$/);
      await backend().hotels.update({ ...added, price: 4500 });
      expect((await backend().hotels.get(added.id))?.price).toBe(4500);
      await backend().hotels.remove(added.id);
      expect(await backend().hotels.get(added.id)).toBeNull();
    });

    it('removes a hotel pointing at pictures that are not ours, leaving them alone', async () => {
      await harness.signInAdmin(backend());
      const added = await backend().hotels.add({
        name: 'Old Wing',
        location: 'Gangtok',
        price: 3000,
        description: 'Closed for renovation.',
        images: ['/images/hotels/mountain-view-1.webp', 'https://elsewhere.example/photo.jpg'],
      });
      await backend().hotels.remove(added.id);
      expect(await backend().hotels.get(added.id)).toBeNull();
      expect((await backend().hotels.page({ size: 10 })).items).toHaveLength(2);
    });
  });

  describe('flights', () => {
    it('lists the three Delhi to Mumbai samples by departure time and gets one', async () => {
      const flights = await backend().flights.list();
      expect(flights.map((f) => f.price)).toEqual([4500, 5200, 4800]);
      expect(flights.some((f) => f.stops > 0)).toBe(true);
      expect(await backend().flights.get(flights[0]!.id)).toEqual(flights[0]);
      expect(await backend().flights.get('nope')).toBeNull();
    });
  });

  describe('articles', () => {
    it('lists the samples newest first, pages them and finds one by slug or id', async () => {
      const articles = await backend().articles.list();
      expect(articles.length).toBeGreaterThanOrEqual(3);
      const dates = articles.map((a) => a.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const first = await backend().articles.page({}, { size: 2 });
      expect(first.items.map((a) => a.id)).toEqual(articles.slice(0, 2).map((a) => a.id));
      const rest = await backend().articles.page({}, { size: 50, after: first.next });
      expect(rest.items.map((a) => a.id)).toEqual(articles.slice(2).map((a) => a.id));
      const bySlug = await backend().articles.getBySlug('darjeeling-tea-trail');
      expect(bySlug?.title).toBe('A Slow Walk Through Darjeeling Tea Country');
      expect(await backend().articles.get(bySlug!.id)).toEqual(bySlug);
      expect(await backend().articles.getBySlug('no-such-slug')).toBeNull();
    });

    it('searches titles and text, case-insensitive, HTML stripped', async () => {
      const search = async (text: string) =>
        (await backend().articles.page({ search: text }, { size: 10 })).items.map((a) => a.slug);
      expect(await search('DARJEELING')).toContain('darjeeling-tea-trail');
      expect(await search('darjee')).toContain('darjeeling-tea-trail');
      // A search starts at the start of a word, on both adapters (Firestore looks up word starts).
      expect(await search('jeeling')).not.toContain('darjeeling-tea-trail');
      expect(await search('no article says zanzibar')).toEqual([]);
      // Markup is not text: a search for a tag name finds nothing it would not find anyway.
      expect(await search('<p>')).toEqual([]);
    });

    it('creates with createdAt and keeps createdAt on edit', async () => {
      await harness.signInAdmin(backend());
      // The firebase adapter dates an article by the browser's own clock, the embedded one by the backend's (the
      // contract clock, years later): the time the test's process reads here is at or before either.
      const before = contractClock.processNow();
      const id = await backend().articles.save({
        title: 'Momos of Gangtok',
        slug: 'momos-of-gangtok',
        content: '<p>Steamed, fried, with chilli.</p>',
        tags: ['Food'],
      });
      const created = await backend().articles.get(id);
      expect(created).toMatchObject({ title: 'Momos of Gangtok', author: 'Admin', slug: 'momos-of-gangtok', imageUrl: '' });
      expect(Date.parse(created!.createdAt)).toBeGreaterThanOrEqual(before - 5000);
      expect((await backend().articles.page({ search: 'chilli' }, { size: 5 })).items.map((a) => a.id)).toEqual([id]);

      const sameId = await backend().articles.save({ ...created!, id, title: 'Momos of Gangtok, ranked' });
      expect(sameId).toBe(id);
      const edited = await backend().articles.get(id);
      expect(edited?.title).toBe('Momos of Gangtok, ranked');
      expect(edited?.createdAt).toBe(created!.createdAt);
      expect((await backend().articles.getBySlug('momos-of-gangtok'))?.id).toBe(id);

      await backend().articles.remove(id);
      expect(await backend().articles.get(id)).toBeNull();
    });

    it('refuses article writes from a visitor', async () => {
      await expectCode(backend().articles.save({ title: 'Spam', slug: 'spam', content: '<p>x</p>' }), 'permission-denied');
    });
  });

  describe('images', () => {
    it.runIf(harness.canStoreImages)(
      'uploads under images/<timestamp>_<name> with progress, and deletes it only when nothing shows it',
      async () => {
        await harness.signInAdmin(backend());
        const progress: number[] = [];
        const file = new File([new Uint8Array([137, 80, 78, 71])], 'tea garden.png', { type: 'image/png' });
        const url = await backend().images.upload(file, (fraction) => progress.push(fraction));
        expect(url).toMatch(/images(\/|%2F)\d+_tea-garden\.png/);
        expect(progress.at(-1)).toBe(1);

        // Shown by a tour and by an article: deleting the tour keeps the picture for the article.
        const tour = await backend().tours.add({ ...newTour, image: url });
        const articleId = await backend().articles.save({
          title: 'Tea',
          slug: 'tea',
          content: `<p>Look:</p><img src="${url}" alt="Tea">`,
        });
        await backend().tours.remove(tour.id);
        expect(await backend().images.removeIfUnused(url)).toBe(false);
        await backend().articles.remove(articleId);
        // The article was the last place: deleting it deleted the picture (a second delete finds nothing to do).
        expect(await backend().images.removeIfUnused(url)).toBe(true);
      },
    );

    it('refuses an upload from a visitor', async () => {
      const file = new File(['x'], 'x.png', { type: 'image/png' });
      await expect(backend().images.upload(file)).rejects.toThrow();
    });

    it('leaves pictures that are not in its store alone', async () => {
      await harness.signInAdmin(backend());
      expect(await backend().images.removeIfUnused('/images/tours/sikkim-delight.webp')).toBe(false);
      expect(await backend().images.removeIfUnused('https://elsewhere.example/photo.jpg')).toBe(false);
    });
  });

  describe('dashboard counts', () => {
    it('counts tours, hotels and bookings for the admin only, and follows a change', async () => {
      await expectCode(backend().stats.counts(), 'permission-denied');
      await expectCode(backend().stats.count('tours'), 'permission-denied');
      await harness.signInAdmin(backend());
      expect(await backend().stats.counts()).toEqual({ tours: 4, hotels: 2, bookings: 2 });
      // One at a time, as the dashboard's cards ask.
      expect(
        await Promise.all([backend().stats.count('tours'), backend().stats.count('hotels'), backend().stats.count('bookings')]),
      ).toEqual([4, 2, 2]);
      await backend().tours.add(newTour);
      expect((await backend().stats.counts()).tours).toBe(5);
      expect(await backend().stats.count('tours')).toBe(5);
    });
  });
}
