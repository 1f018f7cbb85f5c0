import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { secondaryButtonClass } from '@/shared/ui/text-field';

/** "Anterior" / "Siguiente" through the pages of a back-office list's filter, with the page number. */
export function ListPagination({
  page,
  hasNext,
  busy,
  onPrevious,
  onNext,
  label = 'Páginas de cotizaciones',
}: {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={secondaryButtonClass} disabled={page === 1 || busy} onClick={onPrevious}>
        <ChevronLeftIcon className="size-5" />
        Anterior
      </button>
      <p className="text-sm font-semibold text-slate-700" data-testid="inbox-page">
        Página {page}
      </p>
      <button type="button" className={secondaryButtonClass} disabled={!hasNext || busy} onClick={onNext}>
        Siguiente
        <ChevronRightIcon className="size-5" />
      </button>
    </nav>
  );
}
