import type { TCfdiInvoiceData, TOrderDocument, TSatKeysByProductId } from '@voltia/domain';
import { downloadFile } from '@/shared/browser/download-file';
import { downloadCsv } from '../download-csv';
import { invoiceCsv, invoiceJson, invoiceXlsx, type TInvoiceFileKind } from './order-invoice';

/** What an invoice file is made of: the comprobantes for the JSON; the orders and their SAT keys for the Excel and the CSV. */
export type TInvoiceFileData = {
  readonly invoices: TCfdiInvoiceData | readonly TCfdiInvoiceData[];
  readonly orders: readonly TOrderDocument[];
  readonly keys: TSatKeysByProductId;
};

/** Writes the invoice data as a file of `kind` and hands it to the browser as a download named `fileName`. */
export async function downloadInvoiceFile(kind: TInvoiceFileKind, fileName: string, data: TInvoiceFileData) {
  switch (kind) {
    case 'json':
      return downloadFile(new Blob([invoiceJson(data.invoices)], { type: 'application/json;charset=utf-8' }), fileName);
    case 'csv':
      return downloadCsv(invoiceCsv(data.orders, data.keys), fileName);
    case 'xlsx':
      return downloadFile(await invoiceXlsx(data.orders, data.keys), fileName);
  }
}
