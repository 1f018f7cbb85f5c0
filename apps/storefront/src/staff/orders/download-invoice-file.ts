import type { TCfdiInvoiceData, TOrderDocument, TSatKeysByProductId } from '@voltia/domain';
import { downloadFile } from '@/shared/browser/download-file';
import { downloadListFile } from '../list-file';
import { invoiceJson, invoiceTable, type TInvoiceFileKind } from './order-invoice';

/** What an invoice file is made of: the comprobantes for the JSON; the orders and their SAT keys for the Excel and the CSV. */
export type TInvoiceFileData = {
  readonly invoices: TCfdiInvoiceData | readonly TCfdiInvoiceData[];
  readonly orders: readonly TOrderDocument[];
  readonly keys: TSatKeysByProductId;
};

/** Writes the invoice data as a file of `kind` and hands it to the browser as a download named `fileName`. */
export async function downloadInvoiceFile(kind: TInvoiceFileKind, fileName: string, data: TInvoiceFileData) {
  if (kind === 'json')
    return downloadFile(new Blob([invoiceJson(data.invoices)], { type: 'application/json;charset=utf-8' }), fileName);
  return downloadListFile(invoiceTable(data.orders, data.keys), kind, fileName);
}
