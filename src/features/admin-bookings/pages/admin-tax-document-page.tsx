import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { taxDocumentQueries } from '@/backend/queries';
import { TaxDocumentSheet } from '@/components/tax/tax-document-sheet';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminBookingPath } from '@/lib/admin-paths';

/** A booking's tax document as issued, on a page of its own (no admin menu) to print or save as a PDF. */
export function AdminTaxDocumentPage() {
  const { id = '', documentId = '' } = useParams();
  const documents = useQuery(taxDocumentQueries.ofBooking(id));
  const document = documents.data?.find((one) => one.id === documentId);
  return (
    <main className="mx-auto max-w-4xl bg-white p-6 text-slate-900">
      <PageMeta noindex title="Tax document" description="A tax document as issued." />
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <Link
          to={adminBookingPath(id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          Back to the booking
        </Link>
        {document ? (
          <Button onClick={() => window.print()} className="min-h-11">
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      {documents.isError ? (
        <InlineNotice kind="error">Could not load the document.</InlineNotice>
      ) : documents.isPending ? (
        <p role="status">Loading the document...</p>
      ) : document ? (
        <TaxDocumentSheet document={document} />
      ) : (
        <InlineNotice kind="error">This booking has no such document.</InlineNotice>
      )}
    </main>
  );
}
