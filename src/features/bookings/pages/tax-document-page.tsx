import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { taxDocumentQueries } from '@/backend/queries';
import { TaxDocumentSheet } from '@/components/tax/tax-document-sheet';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { BackToMyBookings, PrintableAccountPage, PrintablePageSkeleton } from '../components/printable-account-page';

/** Printed, the page is the document alone (Save as PDF in the print dialog keeps it). */
const printRules = `@media print {
  header, footer, [data-screen-only] { display: none !important; }
  main { min-height: 0 !important; }
  @page { margin: 12mm; }
}`;

/** A tax document of one of the customer's bookings, as issued, to read, print or save as a PDF. */
export function TaxDocumentPage() {
  return (
    <PrintableAccountPage
      title="Tax document"
      description="A tax document issued by Himalayan Aster Tours for your booking."
      printRules={printRules}
    >
      {() => <Document />}
    </PrintableAccountPage>
  );
}

function Document() {
  const { id = '', documentId = '' } = useParams();
  // The backend gives a booking's documents to its customer and the operator only.
  const documents = useQuery(taxDocumentQueries.ofBooking(id));
  if (documents.isPending) return <PrintablePageSkeleton />;
  if (documents.isError) {
    return (
      <div className="space-y-4">
        <InlineNotice kind="error">We could not load this document. Please check your connection and try again.</InlineNotice>
        <Button variant="secondary" onClick={() => void documents.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const document = documents.data.find((one) => one.id === documentId);
  if (!document) {
    return (
      <div className="space-y-4">
        <h1 className="font-display text-3xl font-bold text-brand-900">Document not available</h1>
        <p className="text-slate-700">We could not find this document among those of your bookings.</p>
        <BackToMyBookings />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <TaxDocumentSheet document={document} />
      <div data-screen-only className="flex flex-col gap-3 sm:flex-row">
        <Button className="min-h-11" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
        <BackToMyBookings />
      </div>
    </div>
  );
}
