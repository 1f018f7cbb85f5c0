import type { AppError } from '@voltia/domain';
import { LiveError } from '@/shared/ui/live-content';
import { StaffListSkeleton } from '@/staff/shell/staff-list-skeleton';

/** While the first page loads. */
export function CatalogueSkeleton() {
  return <StaffListSkeleton label="Cargando productos…" testId="catalogue-loading" />;
}

/** An empty table, saying why. */
export function CatalogueEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="catalogue-empty">
      <p className="font-semibold text-slate-900">{filtered ? 'Ningún producto coincide con la búsqueda y los filtros.' : 'El catálogo no tiene productos todavía.'}</p>
      <p className="mt-1 text-sm text-slate-600">{filtered ? 'Prueba con otras palabras o quita algún filtro.' : 'Da de alta el primero con «Nuevo producto» o importa un CSV.'}</p>
    </div>
  );
}

/** The table could not be read: the catalogue's message and a way to try again. */
export function CatalogueError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return <LiveError error={error} onRetry={onRetry} testId="catalogue-error" />;
}
