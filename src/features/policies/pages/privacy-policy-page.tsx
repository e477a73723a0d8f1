import { Link } from 'react-router';
import { BusinessAddress, BusinessEmailLink } from '@/components/business/business-details';
import { site } from '@/lib/site';
import { PolicyLayout, PolicyList, type PolicySection } from '../components/policy-layout';
import { termsPath } from '@/lib/paths';

const linkClasses = 'font-semibold text-brand-700 underline';

const sections: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {site.name} is a tour operator based at <BusinessAddress />. We are responsible for the personal data you give us through
        this website, by e-mail, by phone and on WhatsApp, and we handle it in line with India&apos;s Digital Personal Data
        Protection Act, 2023.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <PolicyList>
          <li>
            <strong>Account details:</strong> your name, e-mail address and password when you sign up. Passwords are never stored
            in readable form.
          </li>
          <li>
            <strong>Booking details:</strong> the names of the travellers, contact details, travel dates, room and meal-plan
            choices and any requests you make.
          </li>
          <li>
            <strong>Documents for permits:</strong> copies of photo identity cards or passports, passport-size photographs and,
            from foreign nationals, Indian visas, only when a permit or visa for your trip needs them.
          </li>
          <li>
            <strong>Messages:</strong> what you write to us by e-mail, phone or WhatsApp about a trip.
          </li>
          <li>
            <strong>Technical data:</strong> information your browser stores so that you stay signed in, and basic records that
            keep the website secure.
          </li>
        </PolicyList>
        <p>
          We do not collect card numbers. Payments go through a card payment gateway (currently disabled), which handles card
          details itself.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <PolicyList>
        <li>to plan, book and run your trip: hotels, vehicles, guides, flights and permits;</li>
        <li>to send your confirmations, vouchers and tickets, and to reach you before and during the trip;</li>
        <li>to answer your questions and complaints;</li>
        <li>to keep accounts and invoices as Indian tax law requires;</li>
        <li>to keep the website and your account secure.</li>
      </PolicyList>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share only what each party needs to provide your trip:</p>
        <PolicyList>
          <li>hotels, drivers, guides and local partners in India, Bhutan and Nepal;</li>
          <li>airlines, for the flights we book for you;</li>
          <li>the government offices that issue permits and visas;</li>
          <li>our technology providers, who host the website and its data under contract with us;</li>
          <li>authorities, when the law requires it.</li>
        </PolicyList>
        <p>We never sell your personal data and do not share it for advertising.</p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and browser storage',
    body: (
      <p>
        The website uses your browser&apos;s storage to keep you signed in and to remember your session. It does not use
        advertising cookies. You can clear this storage in your browser settings at any time; you will then need to sign in again.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep booking records and invoices for as long as Indian tax and accounting law requires. Copies of identity documents
        are deleted once the trip they were collected for is over and the permits are closed. Account details are kept until you
        ask us to delete your account.
      </p>
    ),
  },
  {
    id: 'identity-documents',
    title: 'Identity documents for permits',
    body: (
      <>
        <p>
          Identity documents are the most sensitive data we hold, so they follow rules of their own, within the Digital Personal
          Data Protection Act, 2023:
        </p>
        <PolicyList>
          <li>
            <strong>What we keep:</strong> for each traveller on a trip that enters a permit area (such as Tsomgo Lake and
            Nathula, North Sikkim, Bhutan or Arunachal Pradesh), the type and number of one photo ID, a copy of that ID and a
            passport-size photo and, when a protected area permit asks for it, a copy of a foreign national&apos;s Indian visa,
            with the time each was uploaded. You add them in My bookings, under &ldquo;Travellers and permits&rdquo;.
          </li>
          <li>
            <strong>Why:</strong> only to apply for the permits of that trip. The permit offices ask each traveller&apos;s name,
            age, gender, nationality and ID; we pass on exactly that, for the travellers whose documents are complete, and nothing
            else.
          </li>
          <li>
            <strong>Who sees them:</strong> you, while signed in to the account that made the booking, and our own staff who file
            the permits. They are kept in private storage that no other customer and no visitor can open; they never appear on a
            public page and are never written to our logs.
          </li>
          <li>
            <strong>How long:</strong> until 30 days after your trip ends, in case a permit office comes back with a question;
            then we delete the documents and their copies. You can ask us to delete them earlier, or replace a copy yourself at
            any time before the trip.
          </li>
        </PolicyList>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels over encrypted connections, access is limited to the staff who need it for your booking, and administrative
        access is protected by separate credentials. No system is perfectly secure; if we learn of a breach that affects you, we
        will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <PolicyList>
          <li>tell you what personal data we hold about you and how we use it;</li>
          <li>correct or complete it;</li>
          <li>delete it, unless we must keep it by law or for a trip that is still running;</li>
          <li>withdraw a consent you gave us.</li>
        </PolicyList>
        <p>
          Write to <BusinessEmailLink className={linkClasses} /> with &ldquo;Privacy&rdquo; in the subject. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for adults. Details of children travelling with a family are given by their parent or guardian and used only
        for that trip.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. Bookings are always handled under the policy in
        force on the day they were made. See also our{' '}
        <Link to={termsPath()} className={linkClasses}>
          Terms and Conditions
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      description="How Himalayan Aster Tours collects, uses, shares and protects your personal data, and the rights you have over it."
      lastUpdated="2026-11-01T00:00:00+05:30"
      intro={
        <p>
          Your trip is personal, and so is the information you share to plan it. This policy explains what we collect, why, who
          sees it and how you stay in control.
        </p>
      }
      sections={sections}
    />
  );
}
