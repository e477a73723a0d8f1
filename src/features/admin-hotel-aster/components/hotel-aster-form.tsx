import { toNestErrors } from '@hookform/resolvers';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { limits } from '@/backend/limits';
import type { HotelAster } from '@/backend/schemas';
import { useFocusFirstErrorOnSubmit } from '@/components/admin/list-editor';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { checkHotelAsterForm, contentToFormValues, type HotelAsterFormValues } from '../hotel-aster-form-values';
import { HotelAsterSaveError, useSaveHotelAster } from '../use-save-hotel-aster';
import { FacilitiesEditor } from './facilities-editor';
import { GalleryEditor } from './gallery-editor';
import { ClosedDatesEditor, PeriodsEditor } from './periods-editor';
import { RoomsEditor } from './rooms-editor';
import { SeasonsEditor } from './seasons-editor';

/** Checks the whole screen with the saved shape's schema; each message goes to the field it is about. */
const resolver: Resolver<HotelAsterFormValues> = (values, _context, options) => {
  const problems = Object.entries(checkHotelAsterForm(values));
  if (problems.length === 0) return { values, errors: {} };
  const flat: FieldErrors = Object.fromEntries(problems.map(([path, message]) => [path, { type: 'validate', message }]));
  return { values: {}, errors: toNestErrors(flat, options) };
};

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="font-display text-xl font-bold text-brand-900">
        {title}
      </h2>
      {description ? <p className="mt-1 mb-4 text-sm text-slate-600">{description}</p> : <div className="mb-4" />}
      {children}
    </section>
  );
}

/**
 * Everything the hotel page shows, on one form saved in one go: the backend writes it all at once, so visitors
 * never see new rates with an old season, and a failed save changes nothing.
 */
export function HotelAsterForm({ content }: { content: HotelAster }) {
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { save, saving, progress } = useSaveHotelAster();
  // A second click lands before React re-renders the disabled button: this makes it a no-op.
  const inFlight = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<HotelAsterFormValues>({
    resolver,
    defaultValues: contentToFormValues(content),
    // Focus goes to the first field with an error in page order (below).
    shouldFocusError: false,
  });

  useFocusFirstErrorOnSubmit(form, submitCount);

  async function submit(values: HotelAsterFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const stored = await save(values);
      // New rooms now have ids and new pictures addresses: the form goes on from what was stored.
      reset(contentToFormValues(stored));
      notify('success', 'Hotel Aster saved.');
    } catch (error) {
      console.warn('Saving Hotel Aster failed:', error instanceof HotelAsterSaveError ? error.cause : error);
      setFailure(error instanceof HotelAsterSaveError ? error.message : 'Could not save Hotel Aster. Please try again.');
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form ref={form} noValidate aria-busy={saving} onSubmit={(event) => void handleSubmit(submit)(event)} className="space-y-6">
      <Section
        title="Room types and rates"
        description="In the order the hotel page lists them. Rates are per room per night, in rupees."
      >
        <RoomsEditor control={control} register={register} errors={errors.rooms} progress={progress} disabled={saving} />
      </Section>
      <Section title="Seasons">
        <SeasonsEditor control={control} errors={errors.seasons} disabled={saving} />
      </Section>
      <Section
        title="Rate periods"
        description="Dates that cost more than the season, such as Durga Puja and New Year, with the shortest stay they take. Each room type's rates for them are in its rate grid above."
      >
        <PeriodsEditor control={control} register={register} errors={errors} disabled={saving} />
      </Section>
      <Section title="Closed dates" description="Nights the hotel does not sell; the booking calendar shows visitors the reason.">
        <ClosedDatesEditor control={control} register={register} errors={errors} disabled={saving} />
      </Section>
      <Section title="Facilities">
        <FacilitiesEditor control={control} register={register} errors={errors.facilities} disabled={saving} />
      </Section>
      <Section title="Photo gallery" description="Visitors open each picture in a larger view, in this order.">
        <GalleryEditor control={control} register={register} errors={errors.gallery} progress={progress} disabled={saving} />
      </Section>
      <Section title="Contact" description="Shown in the hotel page's contact section and its search listing.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Phone"
            type="tel"
            autoComplete="off"
            hint="An Indian number as you would dial it, or any number with its + country code."
            disabled={saving}
            error={errors.contact?.phone?.message}
            {...register('contact.phone')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            maxLength={limits.email}
            disabled={saving}
            error={errors.contact?.email?.message}
            {...register('contact.email')}
          />
          <TextField
            label="Address"
            className="md:col-span-2"
            maxLength={limits.listItem}
            disabled={saving}
            error={errors.contact?.address?.message}
            {...register('contact.address')}
          />
        </div>
      </Section>
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:-mx-8 lg:px-8">
        <p className="text-sm text-slate-600">
          Everything on this page is saved together and shows on the website straight away.
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Hotel Aster'}
        </Button>
      </div>
    </form>
  );
}
