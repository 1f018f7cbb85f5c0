import type { Metadata } from 'next';
import { StaffOrderLoader } from '@/staff/orders/staff-order-loader';

export const metadata: Metadata = { title: 'Pedido' };

/** One order for staff; keyed by id so another order starts from loading. */
export default async function PedidoPage({ params }: PageProps<'/pedidos/[id]'>) {
  const { id } = await params;
  return <StaffOrderLoader key={id} orderId={id} />;
}
