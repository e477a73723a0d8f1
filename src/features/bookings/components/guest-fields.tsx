import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';

interface GuestFieldsProps {
  title: string;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { name?: string | undefined; email?: string | undefined; phone?: string | undefined };
}

/** Full Name, Email Address and a mobile number, as every booking form asks for them (prefilled from the signed-in user). */
export function GuestFields({ title, name, email, phone, errors }: GuestFieldsProps) {
  return (
    <fieldset>
      <legend className="font-display text-xl font-bold text-brand-900">{title}</legend>
      <p className="mt-1 text-sm text-slate-600">We send the confirmation and travel documents to this address.</p>
      <div className="mt-5 grid gap-5">
        <TextField label="Full Name" autoComplete="name" required error={errors.name} {...name} />
        <TextField label="Email Address" type="email" autoComplete="email" required error={errors.email} {...email} />
        <TextField
          label="Mobile Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          hint="Indian numbers as you dial them; other countries with + and the country code."
          error={errors.phone}
          {...phone}
        />
      </div>
    </fieldset>
  );
}
