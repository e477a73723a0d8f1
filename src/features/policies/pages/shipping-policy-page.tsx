import { Link } from 'react-router';
import { BusinessEmailLink, BusinessPhoneLink, SupportHours } from '@/components/business/business-details';
import { site } from '@/lib/site';
import { PolicyLayout, PolicyList, type PolicySection } from '../components/policy-layout';
import { cancellationPolicyPath } from '@/lib/paths';

const deliveryTimes = [
  { kind: 'Domestic trips', where: 'Sikkim, Darjeeling, Kalimpong and the North-East of India', time: 'About 24 hours' },
  { kind: 'International trips', where: 'Bhutan and Nepal', time: '48 hours' },
] as const;

const sections: PolicySection[] = [
  {
    id: 'digital-only',
    title: 'Digital delivery only',
    body: (
      <>
        <p>
          We sell travel services, not goods: nothing is shipped by post or courier. Everything you need for your trip is
          delivered digitally, by e-mail to the address used for the booking, and on WhatsApp if you ask us to.
        </p>
        <p>Depending on the trip, the documents are:</p>
        <PolicyList>
          <li>the booking confirmation and the day-by-day itinerary;</li>
          <li>hotel vouchers, including stays at Hotel Aster, Gangtok;</li>
          <li>e-tickets for flights, when we book them for you;</li>
          <li>
            copies of permits for protected areas (for example Tsomgo Lake, Nathula and North Sikkim) and the Bhutan entry permit;
          </li>
          <li>the tax invoice for the booking;</li>
          <li>the name and phone number of your driver or guide.</li>
        </PolicyList>
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'When you receive your documents',
    body: (
      <>
        <p>
          Documents are delivered within <strong>24 to 48 hours</strong> of the booking being confirmed:
        </p>
        <div className="overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
            <caption className="sr-only">Delivery time of travel documents</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Trip
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Destinations
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Delivery time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {deliveryTimes.map((row) => (
                <tr key={row.kind}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.kind}
                  </th>
                  <td className="px-4 py-3">{row.where}</td>
                  <td className="px-4 py-3 font-semibold text-slate-900">{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          International trips take longer because permits and hotel confirmations come from authorities and partners across the
          border. Permits that can only be issued on arrival or on the day before travel (such as some Sikkim protected-area
          permits) are sent as soon as they are issued; your itinerary says when.
        </p>
        <p>
          Our team works <SupportHours />; bookings confirmed outside these hours are processed from the next working day.
        </p>
      </>
    ),
  },
  {
    id: 'not-received',
    title: 'If something has not arrived',
    body: (
      <>
        <p>
          Please check your spam or promotions folder first. If the documents are still missing after the delivery time above,
          write to <BusinessEmailLink className="font-semibold text-brand-700 underline" /> or call{' '}
          <BusinessPhoneLink className="font-semibold text-brand-700 underline" /> and we will send them again at once.
        </p>
        <p>If your e-mail address or phone number changes before the trip, tell us so that nothing goes to an old address.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Payments are taken through a card payment gateway, which is <strong>currently disabled</strong> on this website.
        Confirming a booking online charges nothing and does not yet reserve the trip: to complete a booking, contact our team by
        phone, e-mail or WhatsApp. Cancellations and refunds follow our{' '}
        <Link to={cancellationPolicyPath()} className="font-semibold text-brand-700 underline">
          Cancellation &amp; Refund Policy
        </Link>
        .
      </p>
    ),
  },
];

export function ShippingPolicyPage() {
  return (
    <PolicyLayout
      title="Shipping / Booking Delivery Policy"
      description="How and when Himalayan Aster Tours delivers booking confirmations, vouchers, permits and tickets: digitally, within 24 to 48 hours."
      lastUpdated="2026-11-01T00:00:00+05:30"
      intro={
        <p>
          This policy explains how the documents for your tour, stay or flight reach you after you book with {site.name}, and how
          long it takes.
        </p>
      }
      sections={sections}
    />
  );
}
