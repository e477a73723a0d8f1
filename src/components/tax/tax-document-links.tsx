import { Link } from 'react-router';
import type { TaxDocument } from '@/backend/schemas';
import { formatCalendarDate, formatRupeesAndPaise } from '@/lib/format';

/** A booking's tax documents, each a link (to the customer's or the operator's printable page) with date and total. */
export function TaxDocumentLinks({
  documents,
  pathOf,
}: {
  documents: readonly TaxDocument[];
  pathOf: (document: TaxDocument) => string;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
          <Link
            to={pathOf(document)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {document.title} {document.number}
          </Link>
          <span className="text-sm text-slate-600">
            {formatCalendarDate(document.date)} · {formatRupeesAndPaise(document.total)}
          </span>
        </li>
      ))}
    </ul>
  );
}
