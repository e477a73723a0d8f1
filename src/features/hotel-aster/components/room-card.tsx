import type { RoomType } from '@/backend/schemas';
import { RoomPriceTable } from '@/components/room-price-table';
import { KeepPrerendered } from '@/components/keep-prerendered';
import { ButtonLink } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { roomBookingPath } from '@/lib/paths';
import { roomBookingId } from '@/lib/slug';

function lowestRate(room: RoomType): number {
  const { season, offSeason } = room.rates;
  return Math.min(season.ep, season.cp, season.map, offSeason.ep, offSeason.cp, offSeason.map);
}

export function RoomCard({
  room,
  periods,
  bookingSearch = '',
  latestBookingSearch,
}: {
  room: RoomType;
  periods?: readonly { id: string; name: string }[] | undefined;
  /** The stay planned on the page ('?checkIn=…'), carried to the room's booking form. */
  bookingSearch?: string;
  /** The stay as last changed, which Book Now carries when tapped before the page shows the change. */
  latestBookingSearch?: () => string;
}) {
  const headingId = `room-${roomBookingId(room.name)}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[5fr_7fr]"
    >
      <div className="relative bg-slate-100">
        <img
          src={room.image}
          alt={`The ${room.name} room at Hotel Aster`}
          width="1000"
          height="667"
          loading="lazy"
          className="aspect-[3/2] size-full object-cover lg:absolute lg:inset-0 lg:aspect-auto"
        />
      </div>
      <div className="flex flex-col p-5 sm:p-8">
        {/* Text and the tariff: kept as prerendered, not hydrated, at start-up. */}
        <KeepPrerendered from={[room, periods]}>
          <h3 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
            {room.name}
          </h3>
          <p className="mt-3 text-slate-700">{room.description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <p className="text-sm font-semibold text-slate-800">Best for:</p>
            <ul className="flex flex-wrap gap-2">
              {room.bestFor.map((item) => (
                <li key={item} className="rounded-full bg-accent-100 px-3 py-1 text-sm font-medium text-accent-700">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <RoomPriceTable room={room} periods={periods} className="mt-6" />
        </KeepPrerendered>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-slate-700">
            From <span className="text-xl font-bold text-brand-900">{formatRupees(lowestRate(room))}</span> per night
          </p>
          <ButtonLink
            to={`${roomBookingPath(room.name)}${bookingSearch}`}
            latestTo={latestBookingSearch && (() => `${roomBookingPath(room.name)}${latestBookingSearch()}`)}
            variant="accent"
            size="lg"
            aria-label={`Book Now: ${room.name}`}
          >
            Book Now
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
