import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Cotización' };

export default function CotizacionPage() {
  return <h1 className="px-4 py-8 text-2xl font-extrabold text-slate-900 sm:px-6">Cotización</h1>;
}
