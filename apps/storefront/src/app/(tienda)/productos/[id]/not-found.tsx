import { IntentLink } from '@/store/layout/intent-link';

/** An unknown or unpublished product id. */
export default function ProductNotFound() {
  return (
    <section aria-labelledby="producto-no-encontrado-titulo" className="page-container py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 id="producto-no-encontrado-titulo" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Producto no encontrado
      </h1>
      <p className="mx-auto mt-4 max-w-md text-slate-600">
        El producto que buscas no existe o ya no está disponible en el catálogo. Búscalo de nuevo o explora las
        categorías.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
        <IntentLink
          href="/productos"
          className="inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 py-2.5 font-semibold text-on-primary transition-colors hover:bg-primary-dark"
        >
          Ver el catálogo
        </IntentLink>
        <IntentLink
          href="/"
          className="inline-flex min-h-11 items-center justify-center rounded-button px-5 py-2.5 font-semibold text-primary ring-1 ring-primary/30 transition-colors ring-inset hover:bg-primary-light"
        >
          Volver al inicio
        </IntentLink>
      </div>
    </section>
  );
}
