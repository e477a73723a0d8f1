import { alertInputSchema, type AlertInput, type AlertKind } from '@/backend/schemas';

/** The alert form as typed: places as one line of words separated by commas. */
export interface AlertFormValues {
  kind: AlertKind;
  title: string;
  places: string;
  tourIds: string[];
  from: string;
  to: string;
  message: string;
}

export const emptyAlertForm = (today: string): AlertFormValues => ({
  kind: 'road-closed',
  title: '',
  places: '',
  tourIds: [],
  from: today,
  to: today,
  message: '',
});

export type AlertFormErrors = Partial<Record<keyof AlertFormValues, string>>;

/** The alert to post, or the message under each field that is not right. */
export function readAlertForm(values: AlertFormValues): { input: AlertInput } | { errors: AlertFormErrors } {
  const input = {
    kind: values.kind,
    title: values.title,
    places: values.places
      .split(',')
      .map((place) => place.trim())
      .filter(Boolean),
    tourIds: values.tourIds,
    from: values.from,
    to: values.to,
    message: values.message,
  };
  const parsed = alertInputSchema.safeParse(input);
  if (parsed.success) return { input: parsed.data };
  const errors: AlertFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AlertFormValues | undefined;
    if (field && !errors[field]) errors[field] = fieldMessages[field] ?? issue.message;
  }
  return { errors };
}

const fieldMessages: AlertFormErrors = {
  title: 'Please say what happened.',
  places: 'Name at least one place or choose a tour (places of at most 36 characters each).',
  from: 'Please give the first day.',
  to: 'Please give a last day on or after the first.',
};
