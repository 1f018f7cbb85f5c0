import type { Metadata } from 'next';
import { QuoteRequestForm } from '@/store/quotes/quote-request-form';

export const metadata: Metadata = { title: 'Solicitar cotización' };

export default async function RequestQuotePage({ searchParams }: PageProps<'/b2b/solicitar'>) {
  const { carrito } = await searchParams;
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">Solicitar cotización</h1>
      <p className="mb-6 max-w-2xl text-slate-600">
        Confirma tus datos y te enviaremos los precios de estos productos.
      </p>
      <QuoteRequestForm kind={carrito === 'buy-now' ? 'buy-now' : 'cart'} />
    </div>
  );
}
