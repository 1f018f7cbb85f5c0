'use client';

import { useMemo, useRef, useState } from 'react';
import { AppError, type TSatKeysByProductId } from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/staff';
import { toast } from '@/shared/browser/toasts';
import { LiveFallback } from '@/shared/ui/live-content';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { downloadInvoiceFile } from './download-invoice-file';
import {
  INVOICE_FILE_LABELS,
  INVOICE_STAMPING_NOTE,
  orderInvoice,
  orderInvoiceFileName,
  orderProductIds,
  type TInvoiceFileKind,
} from './order-invoice';
import { useOrderSatKeys } from './use-order-sat-keys';

/**
 * "Datos para factura" on the staff order page: the order's CFDI 4.0 data for the company's issuer,
 * as JSON, Excel or CSV, with what the issuer must still complete (the domain's avisos); or why the order
 * cannot be invoiced (cancelled, or the domain's refusal with the lines it names), with no file.
 */
export function OrderInvoicePanel({ order }: { order: TStoredOrder }) {
  const [check, setCheck] = useState(0);
  const cancelled = order.status === 'cancelled';
  const productIds = useMemo(() => (cancelled ? null : orderProductIds([order])), [cancelled, order]);
  const keys = useOrderSatKeys(productIds, check);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // "Volver a revisar" goes away while the keys are read again: the focus waits on the section's heading.
  const recheck = () => {
    setCheck((count) => count + 1);
    headingRef.current?.focus();
  };
  return (
    <section
      aria-labelledby="datos-factura"
      data-testid="order-invoice"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2
        id="datos-factura"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 focus:outline-none"
      >
        Datos para factura
      </h2>
      <p className="text-sm text-slate-700" data-testid="order-invoice-stamping">
        {INVOICE_STAMPING_NOTE}
      </p>
      {cancelled || keys.status === 'ready' ? (
        <InvoiceOutcome order={order} keys={keys.status === 'ready' ? keys.value : {}} onCheck={recheck} />
      ) : (
        <LiveFallback live={keys} loading="Revisando las claves SAT de los productos…" />
      )}
    </section>
  );
}

function InvoiceOutcome({
  order,
  keys,
  onCheck,
}: {
  order: TStoredOrder;
  keys: TSatKeysByProductId;
  onCheck: () => void;
}) {
  const outcome = useMemo(() => orderInvoice(order, keys), [order, keys]);
  const [downloaded, setDownloaded] = useState<string | null>(null);

  if (outcome.status === 'cancelled')
    return (
      <p className="text-sm text-slate-700" data-testid="order-invoice-cancelled">
        {outcome.message}
      </p>
    );

  if (outcome.status === 'refused')
    return (
      <div
        className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        data-testid="order-invoice-refused"
      >
        <p className="font-semibold">{outcome.message}</p>
        {outcome.lines.length === 0 ? null : (
          <ul aria-label="Líneas sin datos para facturar" className="list-disc break-words pl-5">
            {outcome.lines.map((line) => (
              <li key={line.product_id} data-testid="order-invoice-refused-line">
                {line.sku} · {line.sku_description}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className={`${secondaryButtonClass} self-start`} onClick={onCheck}>
          Volver a revisar
        </button>
      </div>
    );

  const download = (kind: TInvoiceFileKind) => {
    const fileName = orderInvoiceFileName(order.order_number, kind);
    downloadInvoiceFile(kind, fileName, { invoices: outcome.invoice, orders: [order], keys }).then(
      () => setDownloaded(fileName),
      (error: unknown) => toast.error(new AppError('staff/invoice-file-failed', { cause: error }).userMessage),
    );
  };
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButtonClass} onClick={() => download('json')}>
          Descargar JSON (CFDI 4.0)
        </button>
        {(['xlsx', 'csv'] as const).map((kind) => (
          <button key={kind} type="button" className={secondaryButtonClass} onClick={() => download(kind)}>
            Descargar {INVOICE_FILE_LABELS[kind]}
          </button>
        ))}
      </div>
      {outcome.invoice.Avisos.length === 0 ? null : (
        <ul
          aria-label="Avisos para quien factura"
          className="flex flex-col gap-1 rounded-button bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="order-invoice-avisos"
        >
          {outcome.invoice.Avisos.map((aviso) => (
            <li key={aviso}>{aviso}</li>
          ))}
        </ul>
      )}
      <p role="status" className="text-sm text-slate-700" data-testid="order-invoice-status">
        {downloaded === null ? '' : `Se descargó ${downloaded}.`}
      </p>
    </>
  );
}
