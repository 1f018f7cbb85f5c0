import type { Metadata } from 'next';
import { MyOrders } from '@/store/orders/my-orders';

export const metadata: Metadata = { title: 'Mis pedidos' };

export default function MyOrdersPage() {
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">Mis pedidos</h1>
      <p className="mb-8 max-w-3xl text-slate-600">
        Las cotizaciones que aceptaste, convertidas en pedidos: sigue su preparación, envío y entrega.
      </p>
      <MyOrders />
    </div>
  );
}
