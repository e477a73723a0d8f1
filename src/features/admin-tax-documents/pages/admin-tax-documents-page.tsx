import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { monthOf, todayInIndia } from '@/backend/domain/calendar';
import { taxDocumentQueries } from '@/backend/queries';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminTaxDocumentPath } from '@/lib/admin-paths';
import { toCsv } from '@/lib/csv';
import { formatCalendarDate, formatRupeesAndPaise } from '@/lib/format';
import { downloadTextFile } from '@/lib/download-file';
import { gstr1Tables } from '../gstr1';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The accountant's month: the tax documents issued in a month, and the CSV files shaped like the GSTR-1 tables the
 * accountant files, with a sales register, each to download.
 */
export function AdminTaxDocumentsPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('month') ?? '';
  const month = monthPattern.test(chosen) ? chosen : monthOf(todayInIndia());
  const documents = useQuery(taxDocumentQueries.inMonth(month));
  const tables = useMemo(() => (documents.data ? gstr1Tables(documents.data, month) : []), [documents.data, month]);

  return (
    <>
      <PageMeta title="Tax documents" description="The month's tax documents and the accountant's GSTR-1 files." />
      <AdminPageHeader
        title="Tax documents"
        description="Invoices, receipt and refund vouchers and credit notes issued in a month, and the files your accountant files GSTR-1 from."
      />
      <div className="mb-6 max-w-xs">
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(event) => {
            if (monthPattern.test(event.target.value)) setParams({ month: event.target.value }, { replace: true });
          }}
        />
      </div>
      {documents.isError ? (
        <InlineNotice kind="error">Could not load the month's documents.</InlineNotice>
      ) : documents.isPending ? (
        <p role="status" className="text-slate-600">
          Loading the month's documents...
        </p>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="files-heading" className="space-y-3">
            <h2 id="files-heading" className="font-display text-xl font-bold text-brand-900">
              Files for the accountant
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {tables.map((table) => (
                <li
                  key={table.fileName}
                  className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
                >
                  <span className="text-sm text-slate-800">
                    {table.name}{' '}
                    <span className="text-slate-500">({table.rows.length === 1 ? '1 row' : `${table.rows.length} rows`})</span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11 shrink-0"
                    aria-label={`Download ${table.name}`}
                    onClick={() =>
                      downloadTextFile(table.fileName, toCsv([table.headers, ...table.rows]), 'text/csv;charset=utf-8')
                    }
                  >
                    Download
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="documents-heading" className="space-y-3">
            <h2 id="documents-heading" className="font-display text-xl font-bold text-brand-900">
              Documents issued
            </h2>
            {documents.data.length === 0 ? (
              <p className="text-slate-600">No document was issued in this month.</p>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="w-full min-w-[40rem] text-sm">
                  <caption className="sr-only">Tax documents issued in the month</caption>
                  <thead className="bg-slate-50 text-left text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Document
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Date
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Booking
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Recipient
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {documents.data.map((document) => (
                      <tr key={document.id}>
                        <td className="px-3 py-2">
                          <Link
                            to={adminTaxDocumentPath(document.bookingId, document.id)}
                            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                          >
                            {document.title} {document.number}
                          </Link>
                        </td>
                        <td className="px-3 py-2">{formatCalendarDate(document.date)}</td>
                        <td className="px-3 py-2">{document.bookingReference ?? '—'}</td>
                        <td className="px-3 py-2">{document.recipient.businessName ?? document.recipient.name}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatRupeesAndPaise(document.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </>
  );
}
