import { useId, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useAdminSession } from '@/backend/session';
import { useAdminSignOut } from '@/features/admin-auth/use-admin-auth';
import { NavBadge, useAdminWorkWaiting } from '@/components/admin/admin-nav-badges';
import { ConfirmationNotices } from '@/components/admin/confirm-requests/confirmation-notices';
import { PageMain } from './page-main';
import {
  adminAlertsPath,
  adminArticlesPath,
  adminBookingsPath,
  adminDashboardPath,
  adminEnquiriesPath,
  adminHotelAsterPath,
  adminHotelsPath,
  adminItinerariesPath,
  adminLoginPath,
  adminOutboxPath,
  adminPermitDeskPath,
  adminOccupancyPath,
  adminPermitTypesPath,
  adminQuotesPath,
  adminSettingsPath,
  adminTaxDocumentsPath,
  adminToursPath,
} from '@/lib/admin-paths';

const adminLinks = [
  { to: adminDashboardPath(), label: 'Dashboard', end: true },
  { to: adminToursPath(), label: 'Manage Tours' },
  { to: adminHotelsPath(), label: 'Manage Hotels' },
  { to: adminHotelAsterPath(), label: 'Hotel Aster' },
  { to: adminBookingsPath(), label: 'Hotel Bookings', waiting: 'bookings' },
  { to: adminOccupancyPath(), label: 'Occupancy' },
  { to: adminEnquiriesPath(), label: 'Enquiries', waiting: 'enquiries' },
  { to: adminQuotesPath(), label: 'Quotes' },
  { to: adminPermitDeskPath(), label: 'Permit desk' },
  { to: adminAlertsPath(), label: 'Alerts' },
  { to: adminItinerariesPath(), label: 'Itineraries' },
  { to: adminPermitTypesPath(), label: 'Permit types' },
  { to: adminArticlesPath(), label: 'Articles' },
  { to: adminTaxDocumentsPath(), label: 'Tax documents' },
  { to: adminOutboxPath(), label: 'Outbox' },
  { to: adminSettingsPath(), label: 'Settings' },
] as const;

export function AdminLayout() {
  const admin = useAdminSession();
  const navigate = useNavigate();
  const signOut = useAdminSignOut();
  const location = useLocation();
  // Open only on the page where it was opened: choosing a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === location.pathname;
  const navId = useId();
  const waiting = useAdminWorkWaiting();

  async function logout() {
    await signOut.mutateAsync();
    await navigate(adminLoginPath(), { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-100 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="bg-brand-900 text-brand-100 lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto">
        <div className="flex h-16 items-center justify-between px-5">
          <span className="font-display text-lg font-bold text-white">Aster Admin</span>
          <button
            type="button"
            className="rounded-md border border-white/30 px-3 py-1.5 text-sm font-semibold text-white lg:hidden"
            aria-expanded={navOpen}
            aria-controls={navId}
            onClick={() => setOpenOn(navOpen ? null : location.pathname)}
          >
            Menu
          </button>
        </div>
        <nav id={navId} aria-label="Admin" className={`${navOpen ? 'block' : 'hidden'} px-3 pb-4 lg:block`}>
          <ul className="space-y-1">
            {adminLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link}
                  className={({ isActive }) =>
                    `flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'}`
                  }
                >
                  {link.label}
                  {'waiting' in link ? (
                    <NavBadge
                      count={waiting[link.waiting]}
                      what={link.waiting === 'bookings' ? 'waiting for an answer' : 'awaiting a reply'}
                    />
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => void logout()}
                className="block w-full rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white"
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex h-16 items-center justify-end border-b border-slate-200 bg-white px-4 sm:px-6">
          <p className="text-sm text-slate-600">
            Signed in as <span className="font-semibold text-slate-900">{admin?.email}</span>
          </p>
        </header>
        <PageMain className="p-4 sm:p-6 lg:p-8" />
        <ConfirmationNotices />
      </div>
    </div>
  );
}
