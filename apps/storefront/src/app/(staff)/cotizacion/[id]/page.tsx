import type { Metadata } from 'next';
import { QuoteDeskLoader } from '@/staff/quotes/desk/quote-desk-loader';

export const metadata: Metadata = { title: 'Cotización' };

/** One quote on the staff desk; keyed by id so another quote starts from a clean desk. */
export default async function CotizacionPage({ params }: PageProps<'/cotizacion/[id]'>) {
  const { id } = await params;
  return <QuoteDeskLoader key={id} quoteId={id} />;
}
