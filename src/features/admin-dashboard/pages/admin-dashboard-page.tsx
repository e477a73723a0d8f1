import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { statsQueries } from '@/backend/queries';
import { monthOf, todayInIndia } from '@/backend/domain/calendar';
import type { DashboardCounts } from '@/backend/types';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { formatIndianNumber } from '@/lib/format';
import { Icon, type IconShape } from '@/components/ui/icon';
import { adminBookingsPath, adminHotelsPath, adminToursPath } from '@/lib/admin-paths';
import { BuildInfoNote } from '../components/build-info-note';
import { NeedsAttention } from '../components/needs-attention';
import { DocumentsMissingSoon } from '../components/documents-missing-soon';
import { TodayCards } from '../components/today-cards';

interface StatCard {
  to: string;
  label: string;
  count: keyof DashboardCounts;
  hint: string;
  icon: IconShape;
}

const cards: StatCard[] = [
  {
    to: adminToursPath(),
    label: 'Total Tour Packages',
    count: 'tours',
    hint: 'Manage tours',
    icon: { box: 20, paths: ['M3 17 9 7l4 6 2-3 3 7H3Zm11-11a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z'] },
  },
  {
    to: adminHotelsPath(),
    label: 'Total Hotels',
    count: 'hotels',
    hint: 'Manage hotels',
    icon: {
      box: 20,
      paths: [
        'M3 3h9v14H3V3Zm2 2v2h2V5H5Zm0 4v2h2V9H5Zm0 4v2h2v-2H5Zm4-8v2h1V5H9Zm0 4v2h1V9H9Zm4-2h4v10h-4V7Zm1 2v2h2V9h-2Zm0 4v2h2v-2h-2Z',
      ],
    },
  },
  {
    to: adminBookingsPath(),
    label: 'Hotel Bookings',
    count: 'bookings',
    hint: 'View bookings',
    icon: {
      box: 20,
      paths: [
        'M5 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h1V3a1 1 0 0 1 1-1Zm-1 6v8h12V8H4Zm2 2h3v3H6v-3Z',
      ],
    },
  },
];

export function AdminDashboardPage() {
  // Each card's number is counted on its own, all at once: a card shows its number as soon as it is counted,
  // without waiting for the slowest count (the bookings, the biggest collection).
  const counts = useQueries({ queries: cards.map((card) => statsQueries.count(card.count)) });
  const loading = counts.some((count) => count.isPending);
  const failure = counts.find((count) => count.error)?.error;
  // The operator's day and month are India's, wherever the browser is.
  const [today] = useState(() => todayInIndia());

  // A failure to load the stats is only logged; the cards then show a dash.
  useEffect(() => {
    if (failure) console.warn('Could not load dashboard stats:', failure);
  }, [failure]);

  return (
    <>
      <PageMeta title="Dashboard" description="Overview of tour packages, hotels and hotel bookings." />
      <AdminPageHeader title="Dashboard" description="What needs you today, then what is on the website right now." />
      {/* The day's work first: on a phone and on a desktop it is the first thing on screen; the counts follow. */}
      <NeedsAttention today={today} />
      {loading ? (
        <p role="status" className="mb-4 text-sm font-medium text-slate-600">
          Loading stats...
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span>
                <span className="block text-sm font-semibold text-slate-600">{card.label}</span>
                <span className="mt-2 block font-display text-4xl font-bold text-brand-900">
                  {counts[index]!.data !== undefined
                    ? formatIndianNumber(counts[index]!.data)
                    : counts[index]!.isPending
                      ? '…'
                      : '—'}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                  {card.hint}
                  <span aria-hidden="true">→</span>
                </span>
              </span>
              <Icon shape={card.icon} className="size-11 shrink-0 rounded-xl bg-accent-100 p-2.5 text-accent-700" />
            </Link>
          </li>
        ))}
      </ul>
      <TodayCards today={today} month={monthOf(today)} />
      <DocumentsMissingSoon today={today} />
      <div className="mt-6">
        <BuildInfoNote />
      </div>
    </>
  );
}
