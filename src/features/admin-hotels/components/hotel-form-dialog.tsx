import { useRef, useState } from 'react';
import type { Hotel } from '@/backend/schemas';
import { Dialog } from '@/components/ui/dialog';
import { useNotify } from '@/components/ui/notice';
import type { HotelFormValues, HotelImages } from '../hotel-form-values';
import { HotelSaveError, useSaveHotel } from '../use-save-hotel';
import { HotelForm } from './hotel-form';

/** The add/edit dialog; mounted while open. It cannot be closed halfway through a save. */
export function HotelFormDialog({ hotel, onClose }: { hotel: Hotel | null; onClose: () => void }) {
  const notify = useNotify();
  const { save, saving, progress } = useSaveHotel();
  const [failure, setFailure] = useState<string | null>(null);
  // A second click lands before React re-renders the disabled button: this makes it a no-op.
  const inFlight = useRef(false);

  async function submit(values: HotelFormValues, images: HotelImages) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await save({ values, images, existing: hotel });
      notify('success', 'Hotel saved successfully.');
      onClose();
    } catch (error) {
      console.warn('Saving the hotel failed:', error instanceof HotelSaveError ? error.cause : error);
      setFailure(error instanceof HotelSaveError ? error.message : 'Failed to save hotel.');
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Dialog open size="lg" title={hotel ? 'Edit Hotel' : 'Add New Hotel'} onClose={() => (saving ? undefined : onClose())}>
      <HotelForm
        hotel={hotel}
        saving={saving}
        progress={progress}
        failure={failure}
        onSubmit={(values, images) => void submit(values, images)}
        onCancel={onClose}
      />
    </Dialog>
  );
}
