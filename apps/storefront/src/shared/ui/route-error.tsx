'use client'; // Error boundaries must be Client Components.

import { useEffect } from 'react';

// The body of every route group's error boundary: (tienda)/error.tsx and (staff)/error.tsx keep their
// own header around it.

function errorDigest(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string') {
    return error.digest;
  }
  return undefined;
}

export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // No error reporter is wired into the storefront yet; the console is where it can be found meanwhile.
    console.error(error);
  }, [error]);

  const digest = errorDigest(error);

  return (
    <section role="alert" aria-labelledby="error-titulo" className="page-container py-20 text-center sm:py-28">
      <h1 id="error-titulo" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        Algo salió mal
      </h1>
      <p className="mx-auto mt-4 max-w-md text-slate-600">
        No pudimos mostrar esta página. Inténtalo de nuevo en unos segundos.
      </p>
      {digest ? <p className="mt-2 text-xs text-slate-500">Referencia del error: {digest}</p> : null}
      <button
        type="button"
        onClick={() => retry()}
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 py-2.5 font-semibold text-on-primary transition-colors hover:bg-primary-dark"
      >
        Reintentar
      </button>
    </section>
  );
}
