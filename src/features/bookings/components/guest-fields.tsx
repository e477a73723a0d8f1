import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';

interface GuestFieldsProps {
  title: string;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: string | undefined; email?: string | undefined };
}

/** Full Name and Email Address, as every booking form asks for them (prefilled from the signed-in user). */
export function GuestFields({ title, name, email, errors }: GuestFieldsProps) {
  return (
    <fieldset>
      <legend className="font-display text-xl font-bold text-brand-900">{title}</legend>
      <p className="mt-1 text-sm text-slate-600">We send the confirmation and travel documents to this address.</p>
      <div className="mt-5 grid gap-5">
        <TextField label="Full Name" autoComplete="name" required error={errors.name} {...name} />
        <TextField label="Email Address" type="email" autoComplete="email" required error={errors.email} {...email} />
      </div>
    </fieldset>
  );
}
