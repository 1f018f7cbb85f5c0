'use client';

import { orderPdfFilename } from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/orders';
import { PdfButton } from '@/shared/ui/pdf-button';

/** The order's confirmation from the quotes function, once Auth has restored the session (its ID token says who asks). */
async function downloadOrderPdf(orderId: string): Promise<Blob> {
  const [orders, auth] = await Promise.all([
    import('@voltia/firebase-client/orders'),
    import('@voltia/firebase-client/auth'),
  ]);
  await auth.authReady();
  return orders.downloadOrderPdf(orderId);
}

/**
 * "Descargar confirmación": the order's confirmation PDF, for its customer and for staff, saved under
 * the order number. Its own row, so the button keeps its width in a page's column.
 */
export function OrderPdfButton({ order }: { order: Pick<TStoredOrder, 'id' | 'order_number'> }) {
  return (
    <div className="flex">
      <PdfButton
        label="Descargar confirmación"
        fileName={orderPdfFilename(order.order_number)}
        failure="order/pdf-failed"
        download={() => downloadOrderPdf(order.id)}
        testId="order-pdf"
      />
    </div>
  );
}
