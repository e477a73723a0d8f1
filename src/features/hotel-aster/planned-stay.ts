import type { RoomType } from '@/backend/schemas';
import { stayChoiceFrom, stayChoiceSearch, stayGuestChoices, type StayChoice } from '@/components/booking/stay-choice';

/**
 * A stay chosen on the hotel's page: the room type and the stay choice. It lives in the page's address
 * (`?room=deluxe-double&checkIn=…&adults=2&plan=map`) so that a reload or a shared link keeps it, and a Hotels search
 * can send its dates and guests to the page.
 */
export interface PlannedStay extends StayChoice {
  roomId: string;
}

/** The stay in the address: its room type (else the first), and a choice that room type can take. */
export function plannedStayFrom(search: URLSearchParams, rooms: readonly RoomType[], today: string): PlannedStay {
  const room = rooms.find((candidate) => candidate.id === search.get('room')) ?? rooms[0]!;
  return { roomId: room.id, ...stayChoiceFrom(search, today, stayGuestChoices(room)) };
}

/** The query that keeps a planned stay in the page's address. */
export function plannedStaySearch(stay: PlannedStay): string {
  return `?room=${encodeURIComponent(stay.roomId)}&${stayChoiceSearch(stay).slice(1)}`;
}
