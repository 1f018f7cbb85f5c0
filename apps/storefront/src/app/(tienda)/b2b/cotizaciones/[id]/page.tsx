import type { Metadata } from 'next';
import { CustomerQuote } from '@/store/quotes/customer-quote';

export const metadata: Metadata = { title: 'Cotización' };

export default async function CustomerQuotePage({ params }: PageProps<'/b2b/cotizaciones/[id]'>) {
  const { id } = await params;
  return (
    <div className="page-container py-8 sm:py-12">
      <CustomerQuote quoteId={id} />
    </div>
  );
}
