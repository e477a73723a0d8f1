import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hotelAsterQueries } from '@/backend/queries';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Loading } from '@/components/ui/loading';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { hotelAsterPath } from '@/lib/paths';
import { HotelAsterForm } from '../components/hotel-aster-form';

/** The operator's own hotel: rooms and rates, seasons, facilities, gallery and contact, edited on one screen. */
export function AdminHotelAsterPage() {
  const content = useQuery(hotelAsterQueries.content());
  return (
    <>
      <PageMeta
        title="Hotel Aster"
        description="Rooms, rates, seasons, facilities, gallery and contact details of Hotel Aster."
      />
      <AdminPageHeader
        title="Hotel Aster"
        description={
          <>
            Everything the{' '}
            <Link to={hotelAsterPath()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Hotel Aster page
            </Link>{' '}
            shows, and what room bookings are priced from.
          </>
        }
      />
      {content.isError ? (
        <InlineNotice kind="error">Could not load Hotel Aster. Please refresh the page to try again.</InlineNotice>
      ) : content.data ? (
        <HotelAsterForm content={content.data} />
      ) : (
        <Loading>Loading Hotel Aster...</Loading>
      )}
    </>
  );
}
