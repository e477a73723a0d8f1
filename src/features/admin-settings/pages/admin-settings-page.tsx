import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingsQueries } from '@/backend/queries';
import { useAdminSession } from '@/backend/session';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingEmailsForm } from '../components/booking-emails-form';
import { BookingLimitsForm } from '../components/booking-limits-form';
import { BusinessDetailsForm } from '../components/business-details-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { PaymentInstructionsForm } from '../components/payment-instructions-form';
import { PeakDatesForm } from '../components/peak-dates-form';
import { SettingsCard } from '../components/settings-card';
import { TaxSettingsForm } from '../components/tax-settings-form';
import { TripPackForm } from '../components/trip-pack-form';

export function AdminSettingsPage() {
  const admin = useAdminSession();
  const business = useQuery(settingsQueries.business());
  const notifications = useQuery(settingsQueries.notifications());
  const bookingPolicy = useQuery(settingsQueries.bookingPolicy());
  const payments = useQuery(settingsQueries.payments());
  const tax = useQuery(settingsQueries.tax());
  const peakPeriods = useQuery(settingsQueries.peakPeriods());
  const trip = useQuery(settingsQueries.trip());

  return (
    <>
      <PageMeta
        title="Settings"
        description="The business details the website shows, where booking e-mails go, the booking limits, the payment instructions, and the admin password."
      />
      <AdminPageHeader title="Settings" />
      <div className="space-y-6">
        <SettingsCard
          id="business-details-heading"
          title="Business details"
          intro="How customers reach you: shown in the website's header and footer, on the tour and policy pages, in every WhatsApp link and to search engines."
        >
          <Loaded query={business} what="the business details">
            {(settings) => <BusinessDetailsForm settings={settings} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="booking-emails-heading"
          title="Booking e-mails"
          intro="Where your copy of every booking request and enquiry goes."
        >
          <Loaded query={notifications} what="the booking e-mail address">
            {(settings) => <BookingEmailsForm settings={settings} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="booking-limits-heading"
          title="Booking limits"
          intro="How much one customer account, and all customers together, may hold while requests wait for your confirmation, and for how long. A request past an account’s limit is refused with a message asking the customer to call you; one past the share is taken without a hold and marked Not held."
        >
          <Loaded query={bookingPolicy} what="the booking limits">
            {(policy) => <BookingLimitsForm policy={policy} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="payment-instructions-heading"
          title="Payment instructions"
          intro="How customers pay you once you confirm a booking (online payment is off): shown in My bookings, on the voucher and in the “Confirmed” e-mail, with the advance due and the date the balance is due."
        >
          <Loaded query={payments} what="the payment instructions">
            {(settings) => <PaymentInstructionsForm settings={settings} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="tax-settings-heading"
          title="Tax and documents"
          intro="Your GST registration, how each kind of booking is taxed, the TCS on overseas packages, and how tax invoices, receipt and refund vouchers and credit notes are numbered. Ask your chartered accountant to confirm these choices."
        >
          <Loaded query={tax} what="the tax settings">
            {(settings) => <TaxSettingsForm settings={settings} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="peak-dates-heading"
          title="Peak dates"
          intro="The festival weeks and holidays when trips cost more. Name each period and its first and last day; then, in each tour's editor, give it a surcharge per traveller or a price of its own for these dates."
        >
          <Loaded query={peakPeriods} what="the peak dates">
            {(saved) => <PeakDatesForm saved={saved} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="trip-pack-heading"
          title="Trip pack"
          intro="What every traveller's trip page shows beside their booking, also with no signal: your 24-hour number, the local emergency numbers and your advice on altitude."
        >
          <Loaded query={trip} what="the trip pack">
            {(settings) => <TripPackForm settings={settings} />}
          </Loaded>
        </SettingsCard>
        <SettingsCard
          id="change-password-heading"
          title="Change password"
          intro={
            <>
              For <span className="font-semibold text-slate-800">{admin?.email}</span>. You will use the new password the next
              time you log in.
            </>
          }
        >
          <ChangePasswordForm email={admin?.email} />
        </SettingsCard>
      </div>
    </>
  );
}

/** A form once its saved values have loaded: a placeholder meanwhile, a retry when they cannot be read. */
function Loaded<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <div className="mt-5 space-y-3">
        <InlineNotice kind="error">Could not load {what}.</InlineNotice>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="mt-5 space-y-3" aria-busy="true">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  // Keyed by what was loaded: the form starts again from the saved values when they change.
  return <div key={JSON.stringify(query.data)}>{children(query.data)}</div>;
}
