import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';
import { BusinessEmailLink, SupportHours } from '@/components/business/business-details';
import { site } from '@/lib/site';
import { PolicyLayout, PolicyList, type PolicySection } from '../components/policy-layout';
import { termsPath } from '@/lib/paths';

/** The cancellation tiers, counted from the date of departure. */
const cancellationTiers = [
  {
    when: '30 or more days before departure',
    charge: `${formatRupees(500)} per person or 10% of the total, whichever is higher`,
  },
  { when: '15 to 29 days before departure', charge: '25% of the total' },
  { when: '7 to 14 days before departure', charge: '50% of the total' },
  { when: 'Under 7 days before departure (and no-shows)', charge: '100% of the total, no refund' },
] as const;

const sections: PolicySection[] = [
  {
    id: 'how-to-cancel',
    title: 'How to cancel',
    body: (
      <>
        <p>
          Please send your cancellation in writing to <BusinessEmailLink className="font-semibold text-brand-700 underline" />{' '}
          from the e-mail address used for the booking, quoting the lead traveller&apos;s name and travel date. A phone call or
          WhatsApp message is welcome, but the cancellation takes effect on the day we receive it in writing.
        </p>
        <p>
          We confirm every cancellation by e-mail within our support hours (<SupportHours />
          ), together with the amount that will be refunded.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Cancellation charges',
    body: (
      <>
        <p>The charge depends on how many days before the date of departure we receive your cancellation:</p>
        <div className="overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
            <caption className="sr-only">Cancellation charges by days before departure</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When you cancel
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Cancellation charge
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {cancellationTiers.map((tier) => (
                <tr key={tier.when}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {tier.when}
                  </th>
                  <td className="px-4 py-3">{tier.charge}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          &ldquo;The total&rdquo; means the full price of the booking for all travellers. Two examples for the 30-days-or-more
          tier:
        </p>
        <PolicyList>
          <li>
            Two travellers on a {formatRupees(18500)} package (total {formatRupees(37000)}): 10% is {formatRupees(3700)}, which is
            higher than {formatRupees(500)} × 2 = {formatRupees(1000)}, so the charge is {formatRupees(3700)} and{' '}
            {formatRupees(33300)} is refunded.
          </li>
          <li>
            One traveller on a {formatRupees(4500)} booking: 10% is {formatRupees(450)}, which is lower than {formatRupees(500)},
            so the charge is {formatRupees(500)} and {formatRupees(4000)} is refunded.
          </li>
        </PolicyList>
      </>
    ),
  },
  {
    id: 'non-refundable',
    title: 'Non-refundable items',
    body: (
      <>
        <p>Some parts of a trip are paid to third parties on terms we cannot change. Whatever the date of cancellation:</p>
        <PolicyList>
          <li>
            <strong>Flight tickets</strong> are fully non-refundable.
          </li>
          <li>
            <strong>Visa fees</strong> are fully non-refundable.
          </li>
          <li>
            <strong>Non-refundable hotels</strong> (rates marked as non-refundable when you book) are fully non-refundable.
          </li>
        </PolicyList>
        <p>These amounts are deducted in full before the cancellation charge above is applied to the rest of the booking.</p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'How refunds are paid',
    body: (
      <>
        <p>
          Refunds are paid in <strong>10 to 15 working days</strong> from the date we confirm the cancellation, to the{' '}
          <strong>original payment method</strong>. We do not refund in cash or to a different card or account.
        </p>
        <p>
          Your bank may take a few more days to show the credit on your statement. If you have not received it after 15 working
          days, write to us and we will send you the transaction reference.
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'If we have to cancel or change your trip',
    body: (
      <>
        <p>
          Mountain roads close after landslides and heavy snow, and permits for areas such as Nathula and North Sikkim can be
          suspended at short notice. When a part of the trip cannot run, we offer the nearest equivalent (for example another lake
          or valley) or refund the unused part of the services that our suppliers refund to us.
        </p>
        <p>If we cancel a trip for reasons within our control, you get a full refund of everything you paid us.</p>
      </>
    ),
  },
  {
    id: 'online-payments',
    title: 'Online payments',
    body: (
      <p>
        Payments on this website are taken through a card payment gateway, which is <strong>currently disabled</strong>.
        Confirming a booking on the website charges nothing and does not yet reserve the trip, so there is nothing to cancel or
        refund for it. See our{' '}
        <Link to={termsPath()} className="font-semibold text-brand-700 underline">
          Terms and Conditions
        </Link>{' '}
        for how bookings are completed.
      </p>
    ),
  },
];

export function CancellationPolicyPage() {
  return (
    <PolicyLayout
      title="Cancellation & Refund Policy"
      description="Cancellation charges, non-refundable items and refund timelines for tours and stays booked with Himalayan Aster Tours."
      lastUpdated="2026-11-01T00:00:00+05:30"
      intro={
        <p>
          Plans change. This policy explains what it costs to cancel a tour package or hotel stay booked with {site.name}, what
          cannot be refunded, and how and when your money comes back.
        </p>
      }
      sections={sections}
    />
  );
}
