import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { todayInIndia } from '@/backend/domain/calendar';
import { quoteQueries } from '@/backend/queries';
import { quoteState, quoteStateWords } from '@/backend/domain/quote-content';
import type { Enquiry } from '@/backend/schemas';
import { buttonClasses } from '@/components/ui/button';
import { adminNewQuotePath, adminQuotePath } from '@/lib/admin-paths';
import { formatRupees } from '@/lib/format';

/** The quotes made from an enquiry, with where each stands, and a way to make one from it. */
export function EnquiryQuotes({ enquiry }: { enquiry: Enquiry }) {
  const quotes = useQuery(quoteQueries.forEnquiry(enquiry.id));
  const from = new URLSearchParams({
    enquiry: enquiry.id,
    name: enquiry.name,
    contact: enquiry.contact,
    subject: enquiry.subject,
  });
  if (enquiry.travelDate) from.set('date', enquiry.travelDate);
  if (enquiry.travellers) from.set('travellers', String(enquiry.travellers));
  const today = todayInIndia();
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      {quotes.data?.length ? (
        <ul aria-label={`Quotes for ${enquiry.name}`} className="mb-3 space-y-1 text-sm">
          {quotes.data.map((quote) => (
            <li key={quote.id}>
              <Link to={adminQuotePath(quote.id)} className="font-semibold text-brand-700 underline underline-offset-2">
                Quote: {quote.content.title}
              </Link>{' '}
              · {formatRupees(quote.total)} · {quoteStateWords[quoteState(quote, today)]}
              {quote.versions.length > 1 ? ` (version ${quote.versions.length})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={adminNewQuotePath(from)} className={buttonClasses('secondary', 'sm', 'min-h-11')}>
        Make a quote<span className="sr-only"> for {enquiry.name}</span>
      </Link>
    </div>
  );
}
