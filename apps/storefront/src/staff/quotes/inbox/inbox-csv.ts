import { format } from 'date-fns';
import { QUOTE_STATUS_LABELS, centsToInput, csvText, dayOfValidUntil, formatBusinessDate } from '@voltia/domain';
import type { TInboxRow } from '@voltia/firebase-client/staff';
import { inboxAssigneeName, inboxCustomerName, inboxStatus } from './inbox-row';
import { waitingTime } from './waiting-time';

// The inbox as a spreadsheet: one row per quote, the same facts the table shows, in plain values a
// spreadsheet can sort and sum (hours as a number, totals as pesos with a decimal point), written by
// the domain's csvText (what a customer typed cannot run as a formula).

/** An export stops here and says so: beyond it the filter should be narrowed. */
export const INBOX_CSV_MAX_ROWS = 5_000;

export const INBOX_CSV_HEADER = [
  'número',
  'cliente',
  'empresa',
  'RFC',
  'correo',
  'ciudad',
  'estado',
  'asignada a',
  'solicitada',
  'espera (horas)',
  'total (MXN)',
  'vigente hasta',
] as const;

/** One quote as a CSV row (INBOX_CSV_HEADER's columns), its wait measured at `now`. */
export function inboxCsvRow(row: TInboxRow, now: Date): string[] {
  const details = row.request_details;
  return [
    row.quote_number ?? '',
    inboxCustomerName(row),
    details?.company ?? '',
    details?.tax_id ?? '',
    details?.email ?? '',
    details?.delivery_city ?? '',
    QUOTE_STATUS_LABELS[inboxStatus(row, now)],
    inboxAssigneeName(row),
    row.submitted_at === null ? '' : formatBusinessDate(row.submitted_at, 'iso-date-time'),
    String(waitingTime(row.waiting_since, now)?.hours ?? ''),
    row.offer === null ? '' : centsToInput(row.offer.totals.total_cents),
    row.valid_until === null ? '' : dayOfValidUntil(row.valid_until),
  ];
}

/** The export's file text: the header, then one row per quote, waits measured at `now`. */
export function inboxCsv(rows: readonly TInboxRow[], now: Date): string {
  return csvText([INBOX_CSV_HEADER, ...rows.map((row) => inboxCsvRow(row, now))]);
}

/** "cotizaciones-2026-11-20.csv": the day of the export, on the person's own calendar. */
export function inboxCsvFileName(now: Date): string {
  return `cotizaciones-${format(now, 'yyyy-MM-dd')}.csv`;
}
