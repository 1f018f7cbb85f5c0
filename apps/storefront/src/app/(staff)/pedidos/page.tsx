import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderListLoader } from '@/staff/orders/order-list-loader';

export const metadata: Metadata = { title: 'Pedidos' };

/** The staff's order list (its view is read from the URL, hence the Suspense boundary). */
export default function PedidosPage() {
  return (
    <Suspense fallback={null}>
      <OrderListLoader />
    </Suspense>
  );
}
