'use client';

import { useState } from 'react';
import { AppError, type TOrderListQueryPlan } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../staff-backend';
import { downloadInvoiceFile } from './download-invoice-file';
import {
  invoiceCsv,
  invoiceExport,
  invoiceJson,
  invoiceListFileName,
  orderProductIds,
  skippedOrdersText,
  type TInvoiceExportState,
  type TInvoiceFileKind,
} from './order-invoice';
import { readAllOrders } from './read-all-orders';

/**
 * "Exportar datos de factura": the CFDI 4.0 data of every order of the list's current view that can
 * be invoiced, as one JSON or CSV file; a toast names the orders left out (cancelled, or refused by
 * the domain), and no file is made when none is left.
 */
export function useOrderInvoiceExport(): {
  state: TInvoiceExportState;
  exportInvoices: (plan: TOrderListQueryPlan, kind: TInvoiceFileKind) => void;
} {
  const [state, setState] = useState<TInvoiceExportState>({ status: 'idle' });
  const exportInvoices = (plan: TOrderListQueryPlan, kind: TInvoiceFileKind) => {
    if (state.status === 'exporting') return;
    setState({ status: 'exporting', rows: 0 });
    readAllOrders(plan, (rows) => setState({ status: 'exporting', rows }))
      .then(async ({ rows, capped }) => {
        const backend = await loadStaffBackend();
        const keys = await backend.readProductSatKeys(backend.getDb(), orderProductIds(rows));
        const split = invoiceExport(rows, keys);
        let fileName: string | null = null;
        if (split.invoiced.length > 0) {
          fileName = invoiceListFileName(new Date(), kind);
          downloadInvoiceFile(
            kind === 'json' ? invoiceJson(split.invoices) : invoiceCsv(split.invoiced, keys),
            fileName,
            kind,
          );
        }
        setState({ status: 'done', invoiced: split.invoiced.length, fileName, capped });
        const skipped = skippedOrdersText(split);
        if (skipped !== null) toast.error(skipped);
      })
      .catch((error: unknown) => {
        toast.error(new AppError('staff/invoice-data-failed', { cause: error }).userMessage);
        setState({ status: 'idle' });
      });
  };
  return { state, exportInvoices };
}
