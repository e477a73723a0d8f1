import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { departureOf } from '@/backend/domain/availability';
import { alertKindWords, alertWhatsAppText, type AffectedBooking } from '@/backend/domain/alerts';
import { formatPhone, whatsappHref } from '@/backend/domain/phone';
import { alertQueries } from '@/components/alerts/alert-queries';
import type { Alert, NotifyResult } from '@/backend/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { formatCalendarDate, formatDateTime } from '@/lib/format';
import { useCloseAlert, useNotifyAll } from '../use-alert-actions';
import { MoveDialog, type MoveTarget } from './move-dialog';
import { alertDates } from './alert-dates';

/** The fixed departures among the bookings touched: each may be moved whole. */
function departuresOf(affected: readonly AffectedBooking[]) {
  const seen = new Map<string, { tourId: string; tourName: string; date: string; count: number }>();
  for (const { booking } of affected) {
    const departure = departureOf(booking);
    if (!departure) continue;
    const key = `${departure.tourId}_${departure.date}`;
    const entry = seen.get(key) ?? { ...departure, tourName: booking.itemName, count: 0 };
    seen.set(key, { ...entry, count: entry.count + 1 });
  }
  return [...seen.values()];
}

/** The record of the latest "Notify all", as the alert keeps it. */
const notifiedWords = (at: string, mails = 0) =>
  `Already notified on ${formatDateTime(at)}: ${mails === 1 ? '1 e-mail' : `${mails} e-mails`} sent.`;

const bookingsWords = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

/** What a press did, as notifyAlert answered: e-mails written, and bookings left out as told already. */
function sentWords({ sent, alreadyTold }: NotifyResult) {
  if (sent === 0) return 'Nobody new to tell: every booking affected has had these words already.';
  const mails = `${sent === 1 ? '1 e-mail' : `${sent} e-mails`} sent to the Outbox.`;
  return alreadyTold > 0 ? `${mails} ${bookingsWords(alreadyTold)} told before were left out.` : mails;
}

/** One open alert: what it says, the bookings it touches with their travellers and phones, and what to do. */
export function AlertCard({ alert }: { alert: Alert }) {
  const headingId = useId();
  const affected = useQuery(alertQueries.affected(alert.id));
  const [confirming, setConfirming] = useState<'notify' | 'close' | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const notifyAll = useNotifyAll();
  const close = useCloseAlert();
  const notify = useNotify();
  const list = affected.data ?? [];
  const toldBefore = list.filter((entry) => entry.toldAt).length;
  const notTold = list.length - toldBefore;

  function sendAll() {
    notifyAll.mutate(alert.id, {
      onSuccess: (result) => notify('success', sentWords(result)),
      onError: (error) => {
        console.warn('Failed to notify the bookings:', error);
        notify('error', 'Could not send the e-mails. Please try again.');
      },
      onSettled: () => setConfirming(null),
    });
  }

  function closeAlert() {
    close.mutate(alert.id, {
      onSuccess: () => notify('success', 'Alert closed. It has left the site and stays in the history.'),
      onError: (error) => {
        console.warn('Failed to close the alert:', error);
        notify('error', 'Could not close the alert. Please try again.');
      },
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-white p-4 sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{alertKindWords[alert.kind]}</p>
      <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
        {alert.title}
      </h2>
      <p className="mt-1 text-slate-700">
        {alertDates(alert)}
        {alert.places.length > 0 ? ` · ${alert.places.join(', ')}` : ''}
      </p>
      {alert.message ? <p className="mt-2 whitespace-pre-line text-slate-700">{alert.message}</p> : null}

      <div className="mt-4 flex flex-wrap gap-3">
        <Button className="min-h-11" onClick={() => setConfirming('notify')} disabled={list.length === 0}>
          Notify all
        </Button>
        {departuresOf(list).map((departure) => (
          <Button
            className="min-h-11"
            key={`${departure.tourId}_${departure.date}`}
            variant="secondary"
            onClick={() =>
              setMoving({
                title: `Move the departure of ${formatCalendarDate(departure.date)}`,
                departureOf: departure.tourId,
                fromDate: departure.date,
              })
            }
          >
            Move the departure of {formatCalendarDate(departure.date)} ({departure.tourName})
          </Button>
        ))}
        <Button className="min-h-11" variant="secondary" onClick={() => setConfirming('close')}>
          Close alert
        </Button>
      </div>

      {alert.notifiedAt ? (
        <p className="mt-3 text-sm text-slate-700">{notifiedWords(alert.notifiedAt, alert.notifiedMails)}</p>
      ) : null}

      <h3 className="mt-6 text-lg font-bold text-brand-900">Bookings affected</h3>
      {affected.isError ? (
        <InlineNotice kind="error">Could not fetch the bookings affected. Please try again.</InlineNotice>
      ) : affected.isPending ? (
        <p className="text-slate-600">Finding the bookings affected...</p>
      ) : list.length === 0 ? (
        <p className="text-slate-600">No booking is affected.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {list.map(({ booking, dates, toldAt }) => (
            <li key={booking.id} className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start lg:justify-between">
              <div>
                <p className="font-semibold text-slate-900">
                  {booking.reference ?? booking.id} · {booking.userName}
                </p>
                <p className="text-sm text-slate-700">
                  {booking.itemName}, {formatCalendarDate(booking.travelDate)} to {formatCalendarDate(booking.endDate)} ·{' '}
                  {booking.status}
                </p>
                {booking.party && booking.party.length > 0 ? (
                  <p className="text-sm text-slate-700">
                    Travellers: {booking.party.map((traveller) => traveller.name).join(', ')}
                  </p>
                ) : (
                  <p className="text-sm text-slate-700">
                    {booking.travellers ?? 1} {booking.travellers === 1 ? 'traveller' : 'travellers'}
                  </p>
                )}
                <p className="text-sm text-slate-700">Days affected: {dates.map(formatCalendarDate).join(', ')}</p>
                <p className="text-sm text-slate-700">
                  {toldAt ? `E-mailed this alert on ${formatDateTime(toldAt)}` : 'Not e-mailed this alert yet'}
                </p>
                {booking.phone ? (
                  <p className="text-sm">
                    Phone:{' '}
                    <a href={`tel:${booking.phone}`} className="font-semibold text-brand-700 underline">
                      {formatPhone(booking.phone)}
                    </a>
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {booking.phone ? (
                  <a
                    href={whatsappHref(booking.phone, alertWhatsAppText(alert, booking, formatCalendarDate))}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('secondary', 'md', 'min-h-11')}
                  >
                    WhatsApp {booking.userName}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
                <Button
                  variant="secondary"
                  className="min-h-11"
                  aria-label={`Move ${booking.reference ?? booking.userName} to another date`}
                  onClick={() => {
                    const departure = departureOf(booking);
                    setMoving({
                      title: `Move ${booking.reference ?? booking.userName} to another date`,
                      bookingId: booking.id,
                      fromDate: booking.travelDate,
                      ...(departure ? { departureOf: departure.tourId } : {}),
                    });
                  }}
                >
                  Move to another date
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'close' ? 'Close this alert?' : 'Notify all'}
      >
        {confirming !== 'close' && alert.notifiedAt ? (
          <p className="mb-2 font-semibold text-slate-900">{notifiedWords(alert.notifiedAt, alert.notifiedMails)}</p>
        ) : null}
        <p className="text-slate-700">
          {confirming === 'close'
            ? 'It leaves the site at once and stays in the history of closed alerts.'
            : notTold === 0
              ? 'Every booking affected has had these words already: nobody new to tell. Change the alert to tell them again.'
              : `One e-mail goes to each of the ${notTold === 1 ? 'booking' : `${notTold} bookings`} affected not told yet, with the alert and their trip.${toldBefore > 0 ? ` ${bookingsWords(toldBefore)} had these words before and ${toldBefore === 1 ? 'gets' : 'get'} nothing new.` : ''}`}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button className="min-h-11" variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          {confirming === 'close' ? (
            <Button className="min-h-11" onClick={closeAlert} disabled={close.isPending}>
              Close alert
            </Button>
          ) : notTold === 0 ? null : (
            <Button className="min-h-11" onClick={sendAll} disabled={notifyAll.isPending}>
              {notifyAll.isPending ? 'Sending...' : 'Send the e-mails'}
            </Button>
          )}
        </div>
      </Dialog>
      {moving ? <MoveDialog target={moving} onClose={() => setMoving(null)} /> : null}
    </section>
  );
}
