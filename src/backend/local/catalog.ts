import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { timeId } from '../domain/ids';
import { hotelImages, imagesLetGo, tourImages } from '../domain/image-usage';
import { byId } from '../domain/ordering';
import { compareTours, matchesTourQuery } from '../domain/tour-query';
import { flightSchema, hotelInputSchema, hotelSchema, tourInputSchema, tourSchema, type Hotel } from '../schemas';
import type { FlightsApi, HotelsApi, ToursApi } from '../types';
import { localImagePath, pageOf, requireAdmin, type LocalContext } from './context';
import type { LocalImages } from './images';

export function createLocalTours(ctx: LocalContext, images: LocalImages): ToursApi {
  const all = async () => parseEach(tourSchema, await (await ctx.db()).getAll('tourPackages'), 'tour package').sort(byId);
  const get = async (id: string) =>
    parseOne(tourSchema, (await (await ctx.db()).get('tourPackages', id)) ?? null, 'tour package');
  return {
    list: all,
    async page(query, request) {
      return pageOf((await all()).filter((tour) => matchesTourQuery(tour, query)).sort(compareTours(query.sort)), request);
    },
    async featured(count) {
      return (await all()).slice(0, count);
    },
    get,
    async add(input) {
      requireAdmin(ctx);
      const tour = parseInput(tourSchema, { ...parseInput(tourInputSchema, input), id: timeId('tour', ctx.uniqueNow()) });
      await (await ctx.db()).add('tourPackages', tour);
      return tour;
    },
    async update(tour) {
      requireAdmin(ctx);
      const parsed = parseInput(tourSchema, tour);
      const before = await get(parsed.id);
      if (!before) throw new BackendError('not-found');
      await (await ctx.db()).put('tourPackages', parsed);
      await images.cleanUp(imagesLetGo(tourImages(before), tourImages(parsed), localImagePath));
    },
    async remove(id) {
      requireAdmin(ctx);
      const before = await get(id);
      await (await ctx.db()).delete('tourPackages', id);
      if (before) await images.cleanUp(imagesLetGo(tourImages(before), [], localImagePath));
    },
  };
}

export function createLocalHotels(ctx: LocalContext, images: LocalImages): HotelsApi {
  const get = async (id: string) => parseOne(hotelSchema, (await (await ctx.db()).get('hotels', id)) ?? null, 'hotel');
  return {
    async page(request) {
      requireAdmin(ctx);
      return pageOf(parseEach(hotelSchema, await (await ctx.db()).getAll('hotels'), 'hotel').sort(byId), request);
    },
    get,
    async add(input) {
      requireAdmin(ctx);
      const hotel: Hotel = parseInput(hotelSchema, {
        ...parseInput(hotelInputSchema, input),
        id: timeId('hotel', ctx.uniqueNow()),
      });
      await (await ctx.db()).add('hotels', hotel);
      return hotel;
    },
    async update(hotel) {
      requireAdmin(ctx);
      const parsed = parseInput(hotelSchema, hotel);
      const before = await get(parsed.id);
      if (!before) throw new BackendError('not-found');
      await (await ctx.db()).put('hotels', parsed);
      await images.cleanUp(imagesLetGo(hotelImages(before), hotelImages(parsed), localImagePath));
    },
    async remove(id) {
      requireAdmin(ctx);
      const before = await get(id);
      await (await ctx.db()).delete('hotels', id);
      if (before) await images.cleanUp(imagesLetGo(hotelImages(before), [], localImagePath));
    },
  };
}

export function createLocalFlights(ctx: LocalContext): FlightsApi {
  return {
    async list() {
      // The samples' order: as the operator listed them.
      return parseEach(flightSchema, await (await ctx.db()).getAll('flights'), 'flight').sort(
        (a, b) => a.departureTime.localeCompare(b.departureTime) || byId(a, b),
      );
    },
    async get(id) {
      return parseOne(flightSchema, (await (await ctx.db()).get('flights', id)) ?? null, 'flight');
    },
  };
}
