import type { Metadata } from 'next';
import { B2bLanding } from '@/store/account/b2b-landing';

export const metadata: Metadata = { title: 'Área B2B' };

export default function B2bPage() {
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">Área B2B</h1>
      <p className="mb-8 max-w-3xl text-slate-600">
        Compra material eléctrico e industrial para tu empresa: arma listas de productos, solicita cotizaciones con
        precios para tu volumen y sigue su estado hasta la entrega.
      </p>
      <B2bLanding />
    </div>
  );
}
