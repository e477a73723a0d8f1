import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '@/backend/session';
import { Icon } from '@/components/ui/icon';
import { closeIcon, menuIcon, phoneIcon } from '@/components/ui/icons/site';
import { BusinessEmailLink, BusinessPhoneLink, SupportHours } from '@/components/business/business-details';
import { articleListPath, flightListPath, homePath, hotelAsterPath, signInPath, signUpPath, tourListPath } from '@/lib/paths';
import { useAppStarted } from '@/lib/use-app-started';

// Only signed-in visitors see it: its own chunk, outside the JavaScript every page needs to start.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export const mainLinks = [
  { to: homePath(), label: 'Home' },
  { to: tourListPath(), label: 'Packages' },
  { to: flightListPath(), label: 'Flights' },
  { to: hotelAsterPath(), label: 'Our Hotel' },
  { to: articleListPath(), label: 'Blog' },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700'}`;

export function SiteHeader() {
  const started = useAppStarted();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  // Mirrors the popover's own state, which the browser keeps (it opens and closes it before the app starts too).
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = useCallback(() => {
    if (isShowing(menu.current)) menu.current?.hidePopover();
  }, []);
  // Opened before the app started: it stays open, and the button says so.
  useLayoutEffect(() => {
    setMenuOpen(isShowing(menu.current));
  }, []);
  // The menu stays open only on the page where it was opened (choosing a link also closes it at once).
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={homePath()} className="flex shrink-0 items-center" aria-label="Himalayan Aster Tours, home">
          {/* Low: never the page's largest paint; see TourCard for the race the hint ends. */}
          <img src="/images/logo.svg" alt="" width="237" height="48" fetchPriority="low" className="h-9 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === homePath()} className={navLinkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-4 lg:flex">
          {/*
            Wide screens only: beside the menu and the account links it would crowd a laptop's header. At least as
            wide as an Indian number, with a narrower box held while it loads, so the links beside it never move.
          */}
          <BusinessPhoneLink
            reserve="w-28"
            className="hidden min-w-44 items-center gap-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-700 xl:inline-flex"
          >
            <Icon shape={phoneIcon} className="size-4 text-brand-600" />
            <span className="sr-only">Call us on </span>
          </BusinessPhoneLink>
          <AccountControls />
        </div>
        {/* A popover button: the browser opens and closes the menu itself, so it works before the app starts,
            and exposes the expanded state until then; the app adds aria-expanded once it tracks the state. */}
        <button
          type="button"
          popoverTarget={menuId}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 lg:hidden"
          aria-expanded={started ? menuOpen : undefined}
          aria-controls={menuId}
        >
          <Icon shape={menuOpen ? closeIcon : menuIcon} className="size-5" />
          Menu
        </button>
      </div>
      {/* In the top layer while open, so placed under the header by hand; the browser's popover styles are reset. */}
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100svh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-t border-slate-200 bg-white px-4 pb-4 text-slate-800 shadow-lg lg:hidden"
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col py-2">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === homePath()}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 pt-3">
          <AccountControls onNavigate={closeMenu} />
        </div>
        <div className="mt-3 space-y-1 border-t border-slate-200 px-3 pt-3 text-sm text-slate-700">
          <p>
            Call us: <BusinessPhoneLink className="font-semibold text-brand-700" />
          </p>
          <p>
            E-mail: <BusinessEmailLink className="font-semibold break-all text-brand-700" />
          </p>
          <p className="text-slate-600">
            <SupportHours />
          </p>
        </div>
      </div>
    </header>
  );
}

/** Whether a popover shows; never where popovers are unknown (jsdom), as nothing can open one there either. */
function isShowing(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

function AccountControls({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  // As wide as the Sign In and Sign Up links (which keep at least this width on wide screens), so that nothing in
  // the header moves when the session is known.
  const placeholder = <div className="h-10 w-48" aria-hidden="true" />;
  if (user === undefined) return placeholder;
  if (user === null) {
    return (
      <div className="flex h-10 items-center gap-2 lg:min-w-48 lg:justify-end">
        <Link
          to={signInPath()}
          onClick={onNavigate}
          className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Sign In
        </Link>
        <Link
          to={signUpPath()}
          onClick={onNavigate}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Sign Up
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <UserMenu name={user.name || user.email} onNavigate={onNavigate} />
    </Suspense>
  );
}
