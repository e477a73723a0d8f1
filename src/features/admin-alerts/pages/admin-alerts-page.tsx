import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { alertKindWords } from '@/backend/domain/alerts';
import { alertQueries } from '@/components/alerts/alert-queries';
import type { Alert } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatDateTime } from '@/lib/format';
import { AlertCard } from '../components/alert-card';
import { alertDates } from '../components/alert-dates';
import { AlertForm } from '../components/alert-form';

const historyColumns: Column<Alert>[] = [
  {
    header: 'Alert',
    rowHeader: true,
    cell: (alert) => (
      <span>
        <span className="block font-semibold text-slate-900">{alert.title}</span>
        <span className="block text-sm text-slate-600">{alertKindWords[alert.kind]}</span>
      </span>
    ),
  },
  { header: 'Dates', cell: alertDates },
  { header: 'Places', cell: (alert) => alert.places.join(', ') || 'Tours only' },
  { header: 'Closed', cell: (alert) => (alert.closedAt ? formatDateTime(alert.closedAt) : '') },
];

/** The operator's alerts: post one, see and tell the bookings it touches, move them, close it; the history below. */
export function AdminAlertsPage() {
  const alerts = useQuery(alertQueries.list());
  const [posting, setPosting] = useState(false);
  const open = (alerts.data ?? []).filter((alert) => alert.state === 'open');
  const closed = (alerts.data ?? []).filter((alert) => alert.state === 'closed');

  return (
    <>
      <PageMeta
        title="Alerts"
        description="Travel alerts: roads closed, permits suspended, heavy snow, and the bookings they touch."
      />
      <AdminPageHeader
        title="Alerts"
        description="A road closed, permits suspended or heavy snow: post it, and the site shows it on the pages of its places and tours. Tell the bookings it touches and move them to another date."
        actions={
          posting ? null : (
            <Button className="min-h-11" onClick={() => setPosting(true)}>
              Post an alert
            </Button>
          )
        }
      />
      <div className="space-y-6">
        {posting ? <AlertForm onPosted={() => setPosting(false)} /> : null}
        {alerts.isError ? (
          <div className="space-y-3">
            <InlineNotice kind="error">Could not fetch the alerts. Please check your connection and try again.</InlineNotice>
            <Button className="min-h-11" variant="secondary" onClick={() => void alerts.refetch()}>
              Try again
            </Button>
          </div>
        ) : alerts.isPending ? (
          <p className="text-slate-600">Loading the alerts...</p>
        ) : open.length === 0 ? (
          <p className="text-slate-600">No open alert.</p>
        ) : (
          open.map((alert) => <AlertCard key={alert.id} alert={alert} />)
        )}
        <section aria-labelledby="closed-alerts">
          <h2 id="closed-alerts" className="mb-3 font-display text-xl font-bold text-brand-900">
            Closed alerts
          </h2>
          <DataTable
            caption="Closed alerts"
            columns={historyColumns}
            rows={alerts.data ? closed : undefined}
            rowKey={(alert) => alert.id}
            loading={alerts.isPending}
            empty="No closed alert yet."
          />
        </section>
      </div>
    </>
  );
}
