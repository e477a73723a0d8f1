import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { alertKindWords } from '@/backend/domain/alerts';
import { todayInIndia } from '@/backend/domain/calendar';
import { tourQueries } from '@/backend/queries';
import { alertKinds } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { emptyAlertForm, readAlertForm, type AlertFormErrors, type AlertFormValues } from '../alert-form-values';
import { useSaveAlert } from '../use-alert-actions';

/** Posting an alert: what happened, where (places and tours), from and to which day, and the message. */
export function AlertForm({ onPosted }: { onPosted: () => void }) {
  const tours = useQuery(tourQueries.all());
  const [values, setValues] = useState<AlertFormValues>(() => emptyAlertForm(todayInIndia()));
  const [errors, setErrors] = useState<AlertFormErrors>({});
  const save = useSaveAlert();
  const notify = useNotify();
  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAlertForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate(read.input, {
      onSuccess: () => {
        notify('success', 'Alert posted. It shows on the pages of its places and tours.');
        setValues(emptyAlertForm(todayInIndia()));
        onPosted();
      },
      onError: (error) => {
        console.warn('Failed to post the alert:', error);
        notify('error', 'Could not post the alert. Please try again.');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Post an alert</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="What happened"
          value={values.kind}
          onChange={(event) => set('kind', event.target.value as AlertFormValues['kind'])}
        >
          {alertKinds.map((kind) => (
            <option key={kind} value={kind}>
              {alertKindWords[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Title"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          hint="What travellers read first, e.g. North Sikkim highway closed by a landslide."
        />
        <TextField
          label="Places"
          value={values.places}
          onChange={(event) => set('places', event.target.value)}
          error={errors.places}
          hint="Separated by commas, e.g. North Sikkim, Lachung, Yumthang: matched against the tours' days and places."
          className="sm:col-span-2"
        />
        <TextField
          label="First day"
          type="date"
          value={values.from}
          onChange={(event) => set('from', event.target.value)}
          error={errors.from}
        />
        <TextField
          label="Last day"
          type="date"
          value={values.to}
          onChange={(event) => set('to', event.target.value)}
          error={errors.to}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Tours (all their days, whatever the places)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(tours.data ?? []).map((tour) => (
            <CheckboxField
              key={tour.id}
              label={tour.name}
              className="min-h-11"
              checked={values.tourIds.includes(tour.id)}
              onChange={(event) =>
                set(
                  'tourIds',
                  event.target.checked ? [...values.tourIds, tour.id] : values.tourIds.filter((id) => id !== tour.id),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Message"
        rows={3}
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
        hint="What travellers should do; shown on the site and in the e-mail."
      />
      {tours.isError ? <InlineNotice kind="error">Could not load the tours: name the places instead.</InlineNotice> : null}
      <Button className="min-h-11" type="submit" disabled={save.isPending}>
        {save.isPending ? 'Posting...' : 'Post alert'}
      </Button>
    </form>
  );
}
