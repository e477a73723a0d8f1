import type { StayCalendar } from '@/backend/domain/room-stay';
import type { RoomType } from '@/backend/schemas';
import { RoomCard } from './room-card';
import { StayPlanner } from './stay-planner';

/**
 * The hotel's stay planner and its room types, each with its tariff and Book Now. A room's own Book Now carries the
 * dates, guests and plan chosen in the planner too (its booking form keeps what that room can take).
 */
export function RoomChoices({
  rooms,
  calendar,
  search,
  onSearch,
  latestSearch,
  today,
}: {
  rooms: readonly RoomType[];
  calendar: StayCalendar;
  /** The page's address query, where the planned stay is kept (empty while the prerendered page hydrates). */
  search: URLSearchParams;
  onSearch: (update: (current: URLSearchParams) => string) => void;
  /** The address query the last change asked for (Book Now's when tapped before the page shows it). */
  latestSearch: () => URLSearchParams;
  /** 'YYYY-MM-DD', or '' while the page is prerendered. */
  today: string;
}) {
  const cardSearch = cardSearchOf(search);
  const latestCardSearch = () => cardSearchOf(latestSearch());
  return (
    <>
      {rooms.length > 0 ? (
        <div className="mt-10">
          <StayPlanner
            rooms={rooms}
            calendar={calendar}
            search={search}
            onSearch={onSearch}
            latestSearch={latestSearch}
            today={today}
          />
        </div>
      ) : null}
      <ul className="mt-10 space-y-8">
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} periods={calendar.periods} bookingSearch={cardSearch} latestBookingSearch={latestCardSearch} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** What a room's own Book Now carries of the planned stay: all of it but the room. */
function cardSearchOf(search: URLSearchParams): string {
  const carried = new URLSearchParams(search);
  carried.delete('room');
  return carried.size > 0 ? `?${carried.toString()}` : '';
}
