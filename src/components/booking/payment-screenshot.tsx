import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { bookingQueries } from '@/backend/queries';

/**
 * The screenshot a customer added to "I have paid", small beside the UTR, opening full size: read through the
 * backend as a file (its path is private), shown from an address of this page alone.
 */
export function PaymentScreenshot({ path, utr }: { path: string; utr: string }) {
  const file = useQuery(bookingQueries.paymentScreenshot(path));
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isError) return <span className="text-sm text-slate-600">The screenshot could not be loaded.</span>;
  if (!url) return <span className="text-sm text-slate-600">Loading the screenshot...</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
    >
      <img src={url} alt={`Screenshot of the payment with UTR ${utr}`} className="h-16 w-auto rounded border border-slate-200" />
      Open the screenshot
    </a>
  );
}
