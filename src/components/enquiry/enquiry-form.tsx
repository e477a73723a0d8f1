import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { limits } from '@/backend/limits';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { emptyEnquiry, enquiryFormSchema, isBot, toEnquiryInput, type EnquiryFormValues } from './enquiry-form-values';
import { useSendEnquiry } from './use-send-enquiry';

const noticeClasses = 'rounded-lg border-l-4 px-4 py-3 text-sm font-medium';

/**
 * The short enquiry form of the Hotel Aster and tour pages: anyone may send one, signed in or not. It loads with
 * its section (see EnquirySection), never with the page.
 */
export function EnquiryForm({ subject, initial }: { subject: string; initial?: Partial<EnquiryFormValues> }) {
  const [start] = useState(() => ({ ...emptyEnquiry, ...initial }));
  const [today] = useState(() => todayCalendarDate());
  const [schema] = useState(() => enquiryFormSchema(today));
  const [sentBy, setSentBy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const sendEnquiry = useSendEnquiry();
  const trapId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: start });

  async function send(values: EnquiryFormValues) {
    setSentBy(null);
    setFailed(false);
    // A bot filled the hidden field: it is told what a person would be told, and nothing is sent.
    if (!isBot(values)) {
      try {
        await sendEnquiry.mutateAsync(toEnquiryInput(values, subject));
      } catch (error) {
        console.warn('Sending an enquiry failed:', error);
        setFailed(true);
        return;
      }
    }
    reset(emptyEnquiry);
    setSentBy(values.name.trim());
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="relative space-y-4"
      aria-label={`Enquiry about ${subject}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail or phone"
          hint="An e-mail address or a phone number, so that we can reply."
          autoComplete="email"
          required
          error={errors.contact?.message}
          {...register('contact')}
        />
        <TextField
          label="Travel date (optional)"
          type="date"
          min={today}
          error={errors.travelDate?.message}
          {...register('travelDate')}
        />
        <TextField
          label="Travellers (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.enquiryTravellers}
          error={errors.travellers?.message}
          {...register('travellers')}
        />
      </div>
      <TextAreaField label="Your message" rows={4} required error={errors.message?.message} {...register('message')} />
      {/* The honeypot: out of sight, out of the tab order and of the accessibility tree; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div role="status">
        {sentBy !== null ? (
          <p className={`${noticeClasses} border-emerald-600 bg-emerald-50 text-emerald-900`}>
            Thank you{sentBy ? `, ${sentBy}` : ''}! We have your message and will reply within one working day.
          </p>
        ) : null}
      </div>
      <div role="alert">
        {failed ? (
          <p className={`${noticeClasses} border-red-600 bg-red-50 text-red-900`}>
            Sorry, your message could not be sent just now. Please try again in a moment, or call or WhatsApp us.
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="accent" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send enquiry'}
      </Button>
    </form>
  );
}
