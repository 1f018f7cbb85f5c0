import { downloadFile } from '@/shared/browser/download-file';
import { downloadCsv } from '../download-csv';
import type { TInvoiceFileKind } from './order-invoice';

/** Hands invoice data (invoiceJson's or invoiceCsv's text) to the browser as a file download. */
export function downloadInvoiceFile(text: string, fileName: string, kind: TInvoiceFileKind): void {
  if (kind === 'csv') downloadCsv(text, fileName);
  else downloadFile(new Blob([text], { type: 'application/json;charset=utf-8' }), fileName);
}
