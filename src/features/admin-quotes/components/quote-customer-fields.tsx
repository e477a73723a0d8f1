import { useWatch } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { TextAreaField, TextField } from '@/components/ui/field';
import { resizeAges, type QuoteForm } from '../quote-form-values';

/** Whom the quote is for and when: the customer, the dates, the travellers' ages and the note above the plan. */
export function QuoteCustomerFields({ form }: { form: QuoteForm }) {
  const { control, register, getValues, setValue } = form;
  const ages = useWatch({ control, name: 'ages' });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-brand-900">Customer and trip</legend>
      <TextField label="Title" className="sm:col-span-2" {...register('title')} />
      <TextField label="Customer's name" {...register('name')} />
      <TextField label="Customer's e-mail" type="email" {...register('email')} />
      <TextField label="Customer's phone" type="tel" {...register('phone')} />
      <TextField label="Vehicle" {...register('vehicle')} />
      <TextField label="Start date" type="date" {...register('startDate')} />
      <TextField label="End date" type="date" {...register('endDate')} />
      <TextField
        label="Number of travellers"
        type="number"
        min={1}
        max={limits.tourTravellers}
        value={String(ages.length)}
        onChange={(event) => setValue('ages', resizeAges(getValues('ages'), event.target.value))}
      />
      <TextField label="Valid until" type="date" {...register('validUntil')} />
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
        {ages.map((_, index) => (
          <TextField
            key={index}
            label={`Age of traveller ${index + 1}`}
            type="number"
            min={0}
            max={limits.travellerAge}
            {...register(`ages.${index}`)}
          />
        ))}
      </div>
      <TextAreaField label="Note to the customer" className="sm:col-span-2" {...register('note')} />
    </fieldset>
  );
}
