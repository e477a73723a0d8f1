import { useEffect, useRef, useState } from 'react';
import { getBackend } from '@/backend';
import type { BookingFilter } from '@/backend/types';
import { todayInIndia } from '@/backend/domain/calendar';
import { useNotify } from '@/components/ui/notice';
import { bookingsToCsv } from './bookings-csv';
import { collectBookings } from './collect-bookings';
import { downloadTextFile } from '@/lib/download-file';

export const exportFailed = 'Could not export the bookings. Please try again.';

export interface ExportProgress {
  read: number;
  /** How many the backend counted when the export started. */
  total: number;
}

/**
 * Exports every booking the filters match as CSV: reads them page by page (the list on screen shows only the
 * first pages), reporting progress, then downloads the file. One export at a time.
 */
export function useExportBookings() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const notify = useNotify();
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops reading.
  useEffect(() => () => running.current?.abort(), []);

  async function exportCsv(filter: BookingFilter, total: number) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ read: 0, total });
    try {
      const backend = await getBackend();
      const bookings = await collectBookings(
        (pageFilter, request) => backend.bookings.page(pageFilter, request),
        filter,
        (read) => setProgress({ read, total: Math.max(total, read) }),
        controller.signal,
      );
      downloadTextFile(`hotel-bookings-${todayInIndia()}.csv`, bookingsToCsv(bookings), 'text/csv;charset=utf-8');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Could not export bookings:', error);
      notify('error', exportFailed);
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  }

  return { exportCsv, progress };
}
