import type { Metadata } from 'next';
import { CartView } from '@/store/cart/cart-view';

export const metadata: Metadata = { title: 'Mi cotización' };

export default function CartPage() {
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">Mi cotización</h1>
      <p className="mb-6 max-w-2xl text-slate-600">
        Los productos que agregues se guardan en este navegador y se actualizan al momento en todas tus pestañas.
      </p>
      <CartView kind="cart" />
    </div>
  );
}
