import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { getBackend } from '@/backend';
import { useCurrentUser } from '@/backend/session';

export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/hotels', label: 'Packages' },
  { to: '/flights', label: 'Flights' },
  { to: '/hotel-aster-gangtok', label: 'Our Hotel' },
  { to: '/articles', label: 'Blog' },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700'}`;

export function SiteHeader() {
  const location = useLocation();
  // The menu stays open only on the page where it was opened: choosing a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  const menuId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center" aria-label="Himalayan Aster Tours, home">
          <img src="/images/logo.svg" alt="" width="176" height="38" className="h-9 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountControls />
        </div>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            {menuOpen ? (
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            ) : (
              <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
            )}
          </svg>
          Menu
        </button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
        <nav aria-label="Mobile">
          <ul className="flex flex-col py-2">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) => `block rounded-md px-3 py-3 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800'}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 pt-3">
          <AccountControls onNavigate={() => setMenuOpen(false)} />
        </div>
      </div>
    </header>
  );
}

function AccountControls({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  if (user === undefined) return <div className="h-10 w-40" aria-hidden="true" />;
  if (user === null) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/login" onClick={onNavigate} className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Sign In
        </Link>
        <Link to="/signup" onClick={onNavigate} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Sign Up
        </Link>
      </div>
    );
  }
  return <UserMenu name={user.name || user.email} onNavigate={onNavigate} />;
}

/** The signed-in user's name with a dropdown holding Logout (a disclosure: Escape and outside clicks close it). */
function UserMenu({ name, onNavigate }: { name: string; onNavigate?: (() => void) | undefined }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
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
    await (await getBackend()).auth.signOut();
    await navigate('/');
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
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {name.slice(0, 1).toUpperCase()}
        </span>
        {name}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg max-lg:static max-lg:mt-2 max-lg:w-full max-lg:shadow-none"
      >
        <Link
          to="/account/bookings"
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
