import { useState } from 'react';
import { limits } from '@/backend/limits';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { useNotify } from '@/components/ui/notice';
import { useSaveBookingNote } from '../use-save-booking-note';

export const noteSaved = 'Note saved.';
export const noteFailed = 'Could not save the note. Please try again.';

/** The office's internal note on a booking. Render it keyed by the stored note, so it shows what was saved. */
export function OfficeNoteForm({ bookingId, saved }: { bookingId: string; saved: string }) {
  const [note, setNote] = useState(saved);
  const notify = useNotify();
  const save = useSaveBookingNote(bookingId, {
    saved: () => notify('success', noteSaved),
    failed: (error) => {
      console.warn('Could not save the note:', error);
      notify('error', noteFailed);
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(note);
      }}
      className="space-y-3"
    >
      <TextAreaField
        label="Internal note"
        hint="Only the office sees this note: the customer never does."
        rows={4}
        maxLength={limits.text}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" disabled={save.isPending || note === saved}>
        {save.isPending ? 'Saving...' : 'Save note'}
      </Button>
    </form>
  );
}
