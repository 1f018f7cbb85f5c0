'use client';

import { useState } from 'react';
import { AppError, toAppError, type TOrderListQueryPlan } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../staff-backend';
import { downloadInvoiceFile } from './download-invoice-file';
import {
  invoiceExport,
  invoiceListFileName,
  orderProductIds,
  skippedOrdersText,
  type TInvoiceExportState,
  type TInvoiceFileKind,
} from './order-invoice';
import { readAllOrders } from './read-all-orders';

/**
 * "Exportar datos de factura": the CFDI 4.0 data of every order of the list's current view that can
 * be invoiced, as one JSON, Excel or CSV file; a toast names the orders left out (cancelled, or refused by
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
        return { rows, capped, keys: await backend.readProductSatKeys(backend.getDb(), orderProductIds(rows)) };
      })
      .catch((error: unknown) => {
        throw new AppError('staff/invoice-data-failed', { cause: error });
      })
      .then(async ({ rows, capped, keys }) => {
        const split = invoiceExport(rows, keys);
        let fileName: string | null = null;
        if (split.invoiced.length > 0) {
          fileName = invoiceListFileName(new Date(), kind);
          await downloadInvoiceFile(kind, fileName, { invoices: split.invoices, orders: split.invoiced, keys });
        }
        setState({ status: 'done', invoiced: split.invoiced.length, fileName, capped });
        const skipped = skippedOrdersText(split);
        if (skipped !== null) toast.error(skipped);
      })
      .catch((error: unknown) => {
        // The orders or their keys could not be read (invoice-data-failed), or the file not written.
        toast.error(toAppError(error, 'staff/invoice-file-failed').userMessage);
        setState({ status: 'idle' });
      });
  };
  return { state, exportInvoices };
}
