import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { hotelAsterQueries, tourQueries } from '@/backend/queries';
import { useCurrentUser } from '@/backend/session';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { roomBookingId } from '@/lib/slug';
import { BookingNotFound, BookingSkeleton } from '../components/booking-layout';
import { RoomBooking } from '../components/room-booking';
import { TourBooking } from '../components/tour-booking';
import { hotelAsterPath, tourListPath } from '@/lib/paths';

const hotelRoomPrefix = 'hotel-aster-';
const tourNotFound = 'Tour Package not found.';

/** /booking/:id books a tour package, or a Hotel Aster room when the id is `hotel-aster-<room>`. */
export function BookingPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  if (id.startsWith(hotelRoomPrefix)) return <RoomBookingByAddress key={id} id={id} user={user} />;
  return <TourBookingById key={id} id={id} user={user} />;
}

/** The room whose booking address this is, by its name, whatever id the room has. */
function RoomBookingByAddress({ id, user }: { id: string; user: ReturnType<typeof useCurrentUser> }) {
  const aster = useQuery(hotelAsterQueries.content());
  if (aster.isPending) return <BookingSkeleton label="Loading room details..." />;
  if (aster.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <PageMeta noindex title="Room booking" description="Book a room at Hotel Aster, Gangtok." />
        <InlineNotice kind="error">We could not load this room. Please refresh the page to try again.</InlineNotice>
      </div>
    );
  }
  const room = aster.data.rooms.find((candidate) => roomBookingId(candidate.name) === id);
  if (!room) return <BookingNotFound message={tourNotFound} to={hotelAsterPath()} linkLabel="See Hotel Aster rooms" />;
  return <RoomBooking room={room} calendar={aster.data.profile} otherRooms={aster.data.rooms} user={user} />;
}

function TourBookingById({ id, user }: { id: string; user: ReturnType<typeof useCurrentUser> }) {
  const tourQuery = useQuery(tourQueries.detail(id));
  if (tourQuery.isPending) return <BookingSkeleton label="Loading tour details..." />;
  if (tourQuery.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <PageMeta noindex title="Tour booking" description="Book your tour package with Himalayan Aster Tours." />
        <InlineNotice kind="error">We could not load this package. Please refresh the page to try again.</InlineNotice>
      </div>
    );
  }
  if (!tourQuery.data) return <BookingNotFound message={tourNotFound} to={tourListPath()} linkLabel="Browse all packages" />;
  return <TourBooking tour={tourQuery.data} user={user} />;
}
