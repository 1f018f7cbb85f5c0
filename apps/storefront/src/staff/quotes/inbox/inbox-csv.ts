import { QUOTE_STATUS_LABELS, centsToInput, dayOfValidUntil, formatBusinessDate } from '@voltia/domain';
import type { TInboxRow } from '@voltia/firebase-client/staff';
import { inboxAssigneeName, inboxCustomerName, inboxStatus } from './inbox-row';
import { waitingTime } from './waiting-time';
import { listExportStatusText, type TExportState } from '../../export-status';
import type { TListTable } from '../../list-file';

// The inbox as a spreadsheet: one row per quote, the same facts the table shows, in plain values a
// spreadsheet can sort and sum (hours as a number, totals as pesos with a decimal point), as a CSV or
// an Excel workbook (list-file.ts: what a customer typed cannot run as a formula).

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

/** The export's table: the header, then one row per quote, waits measured at `now`. */
export function inboxTable(rows: readonly TInboxRow[], now: Date): TListTable {
  return {
    sheet: 'Cotizaciones',
    header: INBOX_CSV_HEADER,
    kinds: INBOX_CSV_HEADER.map((column) =>
      column === 'espera (horas)' ? 'quantity' : column === 'total (MXN)' ? 'amount' : 'text',
    ),
    rows: rows.map((row) => inboxCsvRow(row, now)),
    widths: { cliente: 28, empresa: 28, correo: 28, solicitada: 20 },
  };
}

/** What the inbox's export says about itself in its status line. */
export function inboxExportStatusText(state: TExportState): string {
  return listExportStatusText(state, {
    one: 'cotización',
    many: 'cotizaciones',
    feminine: true,
    max: INBOX_CSV_MAX_ROWS,
  });
}
