import type { Metadata } from 'next';
import Link from 'next/link';
import { StoreFrame } from '@/store/layout/store-frame';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
};

export default function NotFound() {
  // Rendered under the root layout only, so it brings the store's frame itself.
  return (
    <StoreFrame>
      <section aria-labelledby="no-encontrada-titulo" className="page-container py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
        <h1 id="no-encontrada-titulo" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Página no encontrada
        </h1>
        <p className="mx-auto mt-4 max-w-md text-slate-600">
          La página que buscas no existe o cambió de dirección. Revisa el enlace o vuelve al inicio.
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 py-2.5 font-semibold text-on-primary transition-colors hover:bg-primary-dark"
        >
          Volver al inicio
        </Link>
      </section>
    </StoreFrame>
  );
}
