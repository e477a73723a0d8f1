import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SessionUser, TourPackage } from '@/backend/schemas';
import { PageMeta } from '@/components/ui/page-meta';
import { useNotify } from '@/components/ui/notice';
import { formatRupees } from '@/lib/format';
import { bookingSuccessMessage, guestSchema, type GuestValues } from '../booking-schemas';
import { BookingLayout, ConfirmSection, SummaryCard, SummaryFacts } from './booking-layout';
import { GuestFields } from './guest-fields';

export function TourBooking({ tour, user }: { tour: TourPackage; user: SessionUser | null | undefined }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<GuestValues>({
    resolver: zodResolver(guestSchema),
    mode: 'onTouched',
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '' },
  });
  // Nothing is charged or stored: confirming only tells the guest and goes home (SPEC section 1).
  const onSubmit = handleSubmit(async () => {
    notify('success', bookingSuccessMessage);
    await navigate('/');
  });
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  return (
    <BookingLayout
      eyebrow="Tour booking"
      title={tour.name}
      back={{ to: `/hotel/${tour.id}`, label: 'Back to the package' }}
      summary={
        <SummaryCard
          image={
            tour.image ? (
              <img src={tour.image} alt={`${tour.name}`} width="1200" height="800" className="aspect-[3/2] w-full bg-slate-100 object-cover" />
            ) : undefined
          }
        >
          <h2 className="font-display text-xl font-bold text-brand-900">Your package</h2>
          <p className="mt-1 text-sm text-slate-600">{tour.destinationsCovered.join(' • ')}</p>
          <div className="mt-4">
            <SummaryFacts
              facts={[
                { label: 'Duration', value: tour.duration },
                {
                  label: 'Price per person',
                  value: <span className="text-xl text-brand-900">{formatRupees(tour.price)}</span>,
                },
              ]}
            />
          </div>
          <p className="mt-4 text-sm text-slate-600">Starting price. Taxes extra.</p>
        </SummaryCard>
      }
    >
      <PageMeta noindex title={`Book ${tour.name}`} description={`Book the ${tour.name} package (${tour.duration}) from ${formatRupees(tour.price)} per person.`} />
      <form onSubmit={(event) => void onSubmit(event)}>
        <GuestFields
          title="Guest details"
          name={register('name')}
          email={register('email')}
          errors={{ name: formState.errors.name?.message, email: formState.errors.email?.message }}
        />
        <ConfirmSection label="Confirm & Pay" busy={busy} />
      </form>
    </BookingLayout>
  );
}
