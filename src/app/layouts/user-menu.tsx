import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '@/features/account/use-sign-out';
import { Icon, type IconShape } from '@/components/ui/icon';
import { homePath, myBookingsPath } from '@/lib/paths';

const chevronDown: IconShape = {
  box: 20,
  paths: ['M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z'],
};

/** The signed-in user's name with a dropdown holding Logout (a disclosure: Escape and outside clicks close it). */
export function UserMenu({ name, onNavigate }: { name: string; onNavigate?: (() => void) | undefined }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function logout() {
    setOpen(false);
    onNavigate?.();
    await signOut.mutateAsync();
    await navigate(homePath());
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 py-1.5 pl-1.5 pr-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        {name}
        <Icon shape={chevronDown} className="size-4" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg max-lg:static max-lg:mt-2 max-lg:w-full max-lg:shadow-none"
      >
        <Link
          to={myBookingsPath()}
          onClick={() => {
            setOpen(false);
            onNavigate?.();
          }}
          className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          My bookings
        </Link>
        <button
          type="button"
          onClick={() => void logout()}
          className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          Logout
        </button>
      </div>
    </div>
  );
}
