import type { Metadata } from 'next';
import { CartView } from '@/store/cart/cart-view';

export const metadata: Metadata = { title: 'Compra Ya' };

export default function BuyNowPage() {
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">Compra Ya</h1>
      <p className="mb-6 max-w-2xl text-slate-600">
        Una cotización aparte, solo con el producto que elegiste para comprar ya.
      </p>
      <CartView kind="buy-now" />
    </div>
  );
}
