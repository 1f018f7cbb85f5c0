import { IntentLink } from '@/store/layout/intent-link';
import type { TCatalogueQuery } from '@voltia/catalogue-search';
import { catalogueHref, toggleFacet, withoutFacets, type TFacetKind } from './catalogue-href';
import { facetValueName } from './catalogue-labels';
import { XIcon } from '@/shared/ui/icons';

export interface ActiveFiltersProps {
  query: TCatalogueQuery;
  names: { categoryIds: ReadonlyMap<string, { name: string }>; brandIds: ReadonlyMap<string, { name: string }> };
}

const KIND_LABEL: Record<TFacetKind, string> = { categoryIds: 'categoría', brandIds: 'marca' };

/** The chosen filters as removable chips, plus a way to clear them all. */
export function ActiveFilters({ query, names }: ActiveFiltersProps) {
  const chips = (['categoryIds', 'brandIds'] as const).flatMap((kind) =>
    (query[kind] ?? []).map((id) => ({ kind, id, name: facetValueName(names[kind], id, kind) })),
  );
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Filtros aplicados" role="group">
      {chips.map((chip) => (
        <IntentLink
          key={`${chip.kind}-${chip.id}`}
          href={catalogueHref(toggleFacet(query, chip.kind, chip.id))}
          scroll={false}
          className="inline-flex min-h-11 items-center sm:min-h-9 gap-1.5 rounded-full bg-primary-light py-1 pr-2.5 pl-3 text-sm font-medium text-primary-dark ring-1 ring-primary/20 transition-colors ring-inset hover:bg-primary hover:text-on-primary"
        >
          <span className="sr-only">Quitar filtro de {KIND_LABEL[chip.kind]}: </span>
          {chip.name}
          <XIcon className="size-4" />
        </IntentLink>
      ))}
      <IntentLink
        href={catalogueHref(withoutFacets(query))}
        scroll={false}
        className="inline-flex min-h-11 items-center sm:min-h-9 rounded-full px-3 text-sm font-semibold text-slate-600 underline-offset-2 hover:text-primary hover:underline"
      >
        Limpiar filtros
      </IntentLink>
    </div>
  );
}
