import { useRef, useState } from 'react';
import type { TourPackage } from '@/backend/schemas';
import { Dialog } from '@/components/ui/dialog';
import { useNotify } from '@/components/ui/notice';
import type { TourFormValues } from '../tour-form-values';
import { useSaveTour } from '../use-save-tour';
import { TourForm } from './tour-form';

const saveFailed = 'Failed to save tour package. Check console for details.';

/** The add/edit dialog; mounted while open. It cannot be closed halfway through a save. */
export function TourFormDialog({ tour, onClose }: { tour: TourPackage | null; onClose: () => void }) {
  const notify = useNotify();
  const { save, saving, progress } = useSaveTour();
  const [failure, setFailure] = useState<string | null>(null);
  // A second click lands before React re-renders the disabled button: this makes it a no-op.
  const inFlight = useRef(false);

  async function submit(values: TourFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await save({ values, existing: tour });
      notify('success', 'Tour package saved successfully.');
      onClose();
    } catch (error) {
      console.warn('Failed to save tour package:', error);
      setFailure(saveFailed);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Dialog open size="lg" title={tour ? 'Edit Tour' : 'Add New Tour'} onClose={() => (saving ? undefined : onClose())}>
      <TourForm
        tour={tour}
        saving={saving}
        progress={progress}
        failure={failure}
        onSubmit={(values) => void submit(values)}
        onCancel={onClose}
      />
    </Dialog>
  );
}
