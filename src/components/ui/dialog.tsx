import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Icon } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icons/site';

/**
 * Modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to the control that opened it (or, when that control has left the
 * page meanwhile, to `fallbackFocus`).
 */
interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Wider dialogs hold the admin forms. */
  size?: 'sm' | 'lg';
  /** Ids of content that describes the dialog (used by confirmations). */
  describedBy?: string;
  /**
   * Where focus goes on close if the control that opened the dialog is no longer on the page (the Delete button
   * of a row the dialog deleted). Asked when the dialog opens, while that control is still there.
   */
  fallbackFocus?: ((opener: HTMLElement | null) => HTMLElement | null) | undefined;
}

export function Dialog({ open, onClose, title, children, size = 'sm', describedBy, fallbackFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const findFallback = useEffectEvent((opener: HTMLElement | null) => fallbackFocus?.(opener) ?? null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const fallback = findFallback(opener);
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        const target = opener?.isConnected ? opener : fallback?.isConnected ? fallback : null;
        target?.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => onClose()}
          className="-m-3 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          aria-label="Close"
        >
          <Icon shape={closeIcon} className="size-5" />
        </button>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** See Dialog: where focus goes once the confirmed action removed the control that opened the dialog. */
  fallbackFocus?: DialogProps['fallbackFocus'];
}

/** Delete confirmations: an accessible dialog instead of window.confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} title={title} describedBy={messageId} fallbackFocus={fallbackFocus}>
      <div id={messageId} className="text-slate-700">
        {message}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
