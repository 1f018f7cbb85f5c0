'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { formatMoney, productCountText, toAppError, type AppError } from '@voltia/domain';
import type { TSupplierProductRow } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../staff-backend';
import { ListEmpty, ListSkeleton } from '../shell/list-states';
import { LiveError } from '@/shared/ui/live-content';

type TProductsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly rows: readonly TSupplierProductRow[]; readonly more: boolean }
  | { readonly status: 'error'; readonly error: AppError };

/** The products that list this supplier, each with the supplier's cost and a link to it in /catalogo. */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const [attempt, setAttempt] = useState(0);
  const key = `${supplierId}#${attempt}`;
  const [held, setHeld] = useState<{ key: string; state: TProductsState }>({ key, state: { status: 'loading' } });
  const state: TProductsState = held.key === key ? held.state : { status: 'loading' };
  useEffect(() => {
    let cancelled = false;
    const setState = (next: TProductsState) => setHeld({ key: `${supplierId}#${attempt}`, state: next });
    loadStaffBackend()
      .then((backend) => backend.readSupplierProducts(backend.getDb(), supplierId))
      .then(
        ({ rows, more }) => {
          if (!cancelled) setState({ status: 'ready', rows, more });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: 'error', error: toAppError(error, 'supplier/products-read-failed') });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [supplierId, attempt]);

  return (
    <section
      aria-labelledby={`productos-${supplierId}`}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="supplier-products"
    >
      <h3 id={`productos-${supplierId}`} className="text-lg font-bold text-slate-900">
        Productos de este proveedor
        {state.status === 'ready' ? ` (${state.more ? `más de ${state.rows.length}` : state.rows.length})` : ''}
      </h3>
      <div className="mt-3">
        {state.status === 'loading' ? (
          <ListSkeleton of="suppliers" label="Cargando productos…" />
        ) : state.status === 'error' ? (
          <LiveError error={state.error} onRetry={() => setAttempt((count) => count + 1)} testId="suppliers-error" />
        ) : state.rows.length === 0 ? (
          <ListEmpty
            title="Ningún producto tiene a este proveedor."
            hint="Vincúlalo desde el catálogo. Un proveedor sin productos se puede eliminar."
            testId="suppliers-empty"
          />
        ) : (
          <>
            <p className="sr-only">{productCountText(state.rows.length)}.</p>
            <ul className="divide-y divide-slate-200">
              {state.rows.map((row) => (
                <li
                  key={row.product_id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
                  data-testid="supplier-product"
                >
                  <div className="min-w-0">
                    <Link
                      href={`/catalogo?q=${encodeURIComponent(row.sku)}` as Route}
                      className="break-all font-semibold text-primary underline-offset-2 hover:underline"
                    >
                      {row.sku}
                    </Link>
                    <p className="break-words text-sm text-slate-800">{row.description}</p>
                    <p className="text-xs text-slate-600">
                      {row.brand}
                      {row.published ? '' : ' · No publicado'}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm sm:text-right">
                    <span className="text-slate-600">Costo: </span>
                    {row.cost_cents === null ? (
                      <span className="text-slate-700">Sin costo registrado</span>
                    ) : (
                      <span className="font-semibold text-slate-900">{formatMoney(row.cost_cents)} MXN</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
            {state.more ? (
              <p className="mt-2 text-sm text-slate-600">
                Se muestran los primeros {state.rows.length}. Busca en el catálogo para ver el resto.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
