import { useRef, useState } from 'react';
import type { PermitType } from '@/backend/schemas';
import { Dialog } from '@/components/ui/dialog';
import { useNotify } from '@/components/ui/notice';
import { formValuesToPermit, type PermitFormValues } from '../permit-form-values';
import { useSavePermitType } from '../use-save-permit-type';
import { PermitTypeForm } from './permit-type-form';

/** The add/edit dialog; mounted while open. `taken`: the ids of the other permit types, which a new one may not reuse. */
export function PermitTypeFormDialog({
  permit,
  taken,
  onClose,
}: {
  permit: PermitType | null;
  taken: readonly string[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const save = useSavePermitType();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit(values: PermitFormValues) {
    if (inFlight.current) return;
    const saved = formValuesToPermit(values, permit);
    if (!permit && taken.includes(saved.id)) {
      setFailure('A permit type with this name already exists. Choose another name.');
      return;
    }
    inFlight.current = true;
    setFailure(null);
    try {
      await save.mutateAsync(saved);
      notify('success', 'Permit type saved successfully.');
      onClose();
    } catch (error) {
      console.warn('Saving the permit type failed:', error);
      setFailure('Failed to save permit type.');
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Dialog
      open
      size="lg"
      title={permit ? 'Edit Permit Type' : 'Add Permit Type'}
      onClose={() => (save.isPending ? undefined : onClose())}
    >
      <PermitTypeForm
        permit={permit}
        saving={save.isPending}
        failure={failure}
        onSubmit={(values) => void submit(values)}
        onCancel={onClose}
      />
    </Dialog>
  );
}
