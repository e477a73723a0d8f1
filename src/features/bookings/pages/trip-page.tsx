import { useParams } from 'react-router';
import type { SessionUser } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { TripAlerts } from '@/components/alerts/trip-alerts';
import { TripSheet } from '../trip/trip-sheet';
import { useTripPack } from '../trip/use-trip-pack';
import { BackToMyBookings, PrintableAccountPage, PrintablePageSkeleton } from '../components/printable-account-page';

/**
 * Printed ("Save as PDF"), the page is the trip sheet alone, in smaller type so that it fits one or two pages: the
 * site's header and footer and the page's own buttons stay on screen. The layout is not this page's to change, so
 * the rule names its landmarks (the sheet uses neither element).
 */
const printRules = `@media print {
  header, footer, [data-screen-only], [data-print-hidden] { display: none !important; }
  main { min-height: 0 !important; }
  [data-trip-sheet] { font-size: 9pt; line-height: 1.3; }
  [data-trip-sheet] section, [data-trip-sheet] [data-permits] { margin-top: 6pt !important; }
  [data-trip-sheet] h1 { font-size: 16pt !important; }
  [data-trip-sheet] h2 { font-size: 11pt !important; margin-bottom: 2pt !important; }
  [data-trip-sheet] h3 { font-size: 9pt !important; }
  [data-trip-sheet] dl > div { padding-top: 1pt !important; padding-bottom: 1pt !important; }
  [data-trip-sheet] li { margin-top: 0 !important; }
  [data-trip-sheet] [data-permits] p { display: none; }
  [data-trip-sheet] [data-permits] ul { margin-top: 2pt !important; }
  [data-trip-sheet] [data-permits] li { padding: 0 !important; border: 0 !important; }
  [data-trip-sheet] [data-permits] dl { margin-top: 0 !important; }
  [data-trip-sheet] [data-calls] { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12pt; }
  @page { margin: 10mm; }
}`;

/** A confirmed booking's trip pack: the plan, the stays and the phones, kept on the phone for the valleys with no signal. */
export function TripPage() {
  return (
    <PrintableAccountPage
      title="Your trip"
      description="Your trip with Himalayan Aster Tours: the plan, the stays and the numbers to call."
      printRules={printRules}
    >
      {(user) => <Trip user={user} />}
    </PrintableAccountPage>
  );
}

function Trip({ user }: { user: SessionUser }) {
  const { id = '' } = useParams();
  const pack = useTripPack(user.id, id);

  if (pack.data) {
    return (
      <>
        <TripAlerts booking={pack.data.booking} tour={pack.data.tour} stored={pack.data.alerts} />
        <TripSheet
          pack={pack.data}
          offline={pack.isError}
          refreshing={pack.isFetching}
          actions={
            <>
              <Button className="min-h-11" onClick={() => window.print()}>
                Save as PDF
              </Button>
              <BackToMyBookings />
            </>
          }
        />
      </>
    );
  }
  if (pack.isPending) return <PrintablePageSkeleton />;
  if (pack.isError) {
    return (
      <div className="space-y-4">
        <InlineNotice kind="error">
          We could not load your trip. Please check your connection and try again: once it has loaded, it opens without one.
        </InlineNotice>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" className="min-h-11" onClick={() => void pack.refetch()}>
            Try again
          </Button>
          <BackToMyBookings />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-brand-900">Trip not available</h1>
      <p className="text-slate-700">
        We could not find a confirmed booking of yours at this address. Your trip is ready here once we confirm a booking, and we
        e-mail you when we do.
      </p>
      <BackToMyBookings />
    </div>
  );
}
