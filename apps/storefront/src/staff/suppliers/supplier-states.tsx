import type { AppError } from '@voltia/domain';
import { LiveError } from '@/shared/ui/live-content';

/** While the suppliers load: the shape of the list, and "Cargando…" for screen readers. */
export function SuppliersSkeleton({ label = 'Cargando proveedores…' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col gap-2" data-testid="suppliers-loading">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-16 animate-pulse rounded-lg border border-slate-200 bg-white p-4 motion-reduce:animate-none">
          <div className="h-3 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to list, saying why. */
export function SuppliersEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="suppliers-empty">
      <p className="font-semibold text-slate-900">{title}</p>
      {hint === undefined ? null : <p className="mt-1 text-sm text-slate-600">{hint}</p>}
    </div>
  );
}

/** A read failed: the catalogue's message and a way to try again. */
export function SuppliersError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return <LiveError error={error} onRetry={onRetry} testId="suppliers-error" />;
}
