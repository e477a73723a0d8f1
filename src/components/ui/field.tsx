import {
  useId,
  type ComponentPropsWithRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * One accessible form field: a visible label, the control, an optional hint and an error tied to the control
 * with aria-describedby and aria-invalid.
 */
interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

export function FieldFrame({ label, error, hint, className = '', children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

export function TextField({ label, error, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClasses} {...input} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClasses} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClasses} {...textarea} />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  className = '',
  ...input
}: { label: ReactNode; className?: string } & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input id={id} type="checkbox" className="size-4 rounded border-slate-400 accent-brand-700" {...input} />
      {/* At least 44 px tall: the label is the checkbox's touch target. */}
      <label htmlFor={id} className="flex min-h-11 items-center text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
