import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';
import { BusinessAddress, SupportHours } from '@/components/business/business-details';
import { site } from '@/lib/site';
import { PolicyLayout, PolicyList, type PolicySection } from '../components/policy-layout';
import { cancellationPolicyPath, hotelAsterPath, privacyPolicyPath, shippingPolicyPath } from '@/lib/paths';

const linkClasses = 'font-semibold text-brand-700 underline';

const sections: PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to every tour package, hotel stay and flight booked through this website or with our team, and to the
          use of the website itself. By confirming a booking you accept them, together with our{' '}
          <Link to={cancellationPolicyPath()} className={linkClasses}>
            Cancellation &amp; Refund Policy
          </Link>
          ,{' '}
          <Link to={shippingPolicyPath()} className={linkClasses}>
            Shipping / Booking Delivery Policy
          </Link>{' '}
          and{' '}
          <Link to={privacyPolicyPath()} className={linkClasses}>
            Privacy Policy
          </Link>
          .
        </p>
        <p>
          &ldquo;We&rdquo; and &ldquo;us&rdquo; mean {site.name}, <BusinessAddress />. &ldquo;You&rdquo; means the person making
          the booking and every traveller named in it.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings and your account',
    body: (
      <>
        <p>
          You need an account to book online. Keep your password to yourself: bookings made from your account are treated as made
          by you. The lead traveller must be at least 18 years old and must give correct names and contact details for everyone
          travelling.
        </p>
        <p>
          A booking is confirmed only when we send you a written confirmation. Documents are delivered digitally within 24 to 48
          hours of confirmation, as described in our Shipping / Booking Delivery Policy.
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices',
    body: (
      <>
        <p>All prices are in Indian rupees (₹).</p>
        <PolicyList>
          <li>
            <strong>Tour packages</strong> are priced per person. The price shown is a starting price; taxes are extra and are
            shown before you pay.
          </li>
          <li>
            <strong>Hotel Aster rooms</strong> are priced per room, per night, for the meal plan you choose: EP (room only), CP
            (with breakfast) or MAP (with breakfast and dinner). Season and off-season rates apply on the dates shown on the{' '}
            <Link to={`${hotelAsterPath()}#rooms`}>Hotel Aster page</Link>, and each night is charged at the rate of the season it
            falls in.
          </li>
          <li>
            <strong>Flights</strong> are priced per passenger at the fare the airline offers when the ticket is issued.
          </li>
        </PolicyList>
        <p>
          Prices can change until a booking is confirmed, for example when fuel, permit or park fees change. Once confirmed, the
          price does not change unless you change the booking.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>
          Payments are taken through a card payment gateway. <strong>The gateway is currently disabled</strong>: when you press
          &lsquo;Confirm &amp; Pay&rsquo; or &lsquo;Confirm &amp; Book Flight&rsquo;, nothing is charged and the trip is not yet
          reserved. To complete a booking, contact our team by phone, e-mail or WhatsApp during support hours (<SupportHours />
          ).
        </p>
        <p>We never see or store your full card number; card details are handled only by the payment gateway.</p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    body: (
      <>
        <p>If you cancel, the following charges apply, counted from the date of departure:</p>
        <PolicyList>
          <li>30 or more days before departure: {formatRupees(500)} per person or 10% of the total, whichever is higher;</li>
          <li>15 to 29 days: 25% of the total;</li>
          <li>7 to 14 days: 50% of the total;</li>
          <li>under 7 days: 100%, no refund.</li>
        </PolicyList>
        <p>
          Flight tickets, visa fees and non-refundable hotels are fully non-refundable. Refunds are paid in 10 to 15 working days
          to the original payment method. The full rules are in our{' '}
          <Link to={cancellationPolicyPath()} className={linkClasses}>
            Cancellation &amp; Refund Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'documents',
    title: 'Identity documents and permits',
    body: (
      <>
        <p>Every traveller must carry the documents needed for the places in the itinerary. In particular:</p>
        <PolicyList>
          <li>
            Protected areas of Sikkim (such as Tsomgo Lake, Nathula and North Sikkim) need a permit, for which we ask for a photo
            identity card and passport-size photographs in advance. Some areas are closed to foreign nationals.
          </li>
          <li>
            Indian travellers to Bhutan need a valid passport or Voter ID card; other nationalities need a visa arranged in
            advance.
          </li>
          <li>Travellers to Nepal need a valid passport or Voter ID card (Indian nationals) or a visa.</li>
        </PolicyList>
        <p>
          We arrange permits with the details you give us. If a permit or entry is refused because a document is missing, wrong or
          expired, the cancellation charges apply.
        </p>
      </>
    ),
  },
  {
    id: 'on-the-trip',
    title: 'Mountain travel and changes on the trip',
    body: (
      <>
        <p>
          Several places we visit are above 3,500 metres, and roads in the hills can close after landslides or snowfall. Our
          drivers and the local authorities decide whether a road is safe; we may change the order of the itinerary or replace a
          sightseeing point to keep you safe. Extra costs caused by such events (an additional night or a longer route) are paid
          by the traveller.
        </p>
        <p>
          Please tell us about medical conditions before you book, carry your own medicines, and take travel insurance that covers
          high altitude and trip cancellation.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <>
        <p>
          We choose our hotels, drivers and partners carefully and are responsible for the services we sell. We are not
          responsible for losses caused by events outside our control, such as weather, natural events, strikes, road closures, or
          decisions of airlines and authorities, or for the traveller&apos;s own belongings.
        </p>
        <p>Our liability for any booking is limited to the amount paid to us for that booking.</p>
      </>
    ),
  },
  {
    id: 'website',
    title: 'Use of this website',
    body: (
      <p>
        The text, photographs and design of this website belong to {site.name}. You may share links to our pages and articles, but
        not copy them for commercial use. We work to keep prices and descriptions correct; if we find a clear mistake, we will
        tell you before the booking is confirmed.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: <p>These terms are governed by the laws of India. Any dispute is subject to the courts at Gangtok, Sikkim.</p>,
  },
];

export function TermsPage() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      description="The terms for booking tour packages, Hotel Aster stays and flights with Himalayan Aster Tours, Gangtok."
      lastUpdated="2026-11-01T00:00:00+05:30"
      intro={
        <p>
          Thank you for travelling with {site.name}. Please read these terms before you book: they explain what we promise, what
          we need from you, and what happens if plans change.
        </p>
      }
      sections={sections}
    />
  );
}
