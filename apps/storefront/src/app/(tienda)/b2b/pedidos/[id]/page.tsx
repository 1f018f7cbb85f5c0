import type { Metadata } from 'next';
import { CustomerOrder } from '@/store/orders/customer-order';

export const metadata: Metadata = { title: 'Pedido' };

export default async function CustomerOrderPage({ params }: PageProps<'/b2b/pedidos/[id]'>) {
  const { id } = await params;
  return (
    <div className="page-container py-8 sm:py-12">
      <CustomerOrder orderId={id} />
    </div>
  );
}
