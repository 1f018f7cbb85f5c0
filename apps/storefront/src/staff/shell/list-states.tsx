import type { ReactNode } from 'react';

/** What each back-office list says while its first page loads (the screen's loader shows the same). */
export const LIST_LOADING = {
  inbox: { label: 'Cargando cotizaciones…', testId: 'inbox-loading', rowHeight: 'h-16' },
  catalogue: { label: 'Cargando productos…', testId: 'catalogue-loading', rowHeight: 'h-14' },
  prices: { label: 'Cargando precios…', testId: 'price-loading', rowHeight: 'h-14' },
  suppliers: { label: 'Cargando proveedores…', testId: 'suppliers-loading', rowHeight: 'h-16' },
} as const satisfies Record<string, { label: string; testId: string; rowHeight: 'h-14' | 'h-16' }>;

/**
 * While a back-office list loads: the shape of the rows to come, and what loads for screen readers
 * (`label` overrides the list's own words, for a part of the screen: "Cargando el proveedor…").
 */
export function ListSkeleton({ of, label }: { of: keyof typeof LIST_LOADING; label?: string }) {
  const loading = LIST_LOADING[of];
  return (
    <div role="status" className="flex flex-col gap-2" data-testid={loading.testId}>
      <span className="sr-only">{label ?? loading.label}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${loading.rowHeight} motion-safe:animate-pulse rounded-lg border border-slate-200 bg-white p-4`}
        >
          <div className="h-3 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** A list with nothing to show, saying why (`title`), what to do (`hint`) and, where there is one, the way out (`action`). */
export function ListEmpty({
  title,
  hint,
  action,
  testId,
}: {
  title: string;
  hint?: string | null;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid={testId}>
      <p className="font-semibold text-slate-900">{title}</p>
      {hint === undefined || hint === null ? null : <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {action === undefined ? null : <div className="mt-3">{action}</div>}
    </div>
  );
}
