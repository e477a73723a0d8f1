import { useId, useState } from 'react';
import { formatPhone, normalizePhone } from '@/backend/domain/phone';
import { limits } from '@/backend/limits';
import type { DriverAssignment } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useNotify } from '@/components/ui/notice';
import { useAssignDriver } from '../use-assign-driver';

export const driverSaved = 'Driver saved. The customer sees the name and phone on their trip page.';
export const driverRemoved = 'Driver removed from this booking.';

/**
 * The trip's driver: a name and a phone, shown to the booking's customer on the trip page. Render it keyed by the
 * stored driver, so it shows what was saved.
 */
export function DriverForm({ bookingId, saved }: { bookingId: string; saved: DriverAssignment | undefined }) {
  const [name, setName] = useState(saved?.name ?? '');
  const [phone, setPhone] = useState(saved ? formatPhone(saved.phone) : '');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const notify = useNotify();
  const assign = useAssignDriver(bookingId, {
    saved: (driver) => notify('success', driver ? driverSaved : driverRemoved),
    failed: (error) => {
      console.warn('Could not save the driver:', error);
      notify('error', 'Could not save the driver. Please try again.');
    },
  });
  const hintId = useId();

  function send(driver: DriverAssignment | null) {
    assign.mutate(driver);
  }

  return (
    <form
      noValidate
      aria-describedby={hintId}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        const e164 = normalizePhone(phone);
        const found = {
          ...(trimmed === '' ? { name: "Enter the driver's name." } : {}),
          ...(e164 === null ? { phone: 'Enter a phone number, like 98320 12345.' } : {}),
        };
        setErrors(found);
        if (trimmed !== '' && e164 !== null) send({ name: trimmed, phone: e164 });
      }}
      className="space-y-3"
    >
      <p id={hintId} className="text-sm text-slate-600">
        The customer sees the driver on their trip page, also with no signal once they have opened it.
      </p>
      <TextField
        label="Driver's name"
        autoComplete="off"
        maxLength={limits.personName}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Driver's phone"
        type="tel"
        autoComplete="off"
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="min-h-11" disabled={assign.isPending}>
          {assign.isPending ? 'Saving...' : 'Save driver'}
        </Button>
        {saved ? (
          <Button variant="secondary" className="min-h-11" disabled={assign.isPending} onClick={() => send(null)}>
            Remove driver
          </Button>
        ) : null}
      </div>
    </form>
  );
}
