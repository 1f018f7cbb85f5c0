import type { TCatalogueQuery, TFacetCount } from '@voltia/catalogue-search';
import { catalogueHref, toggleFacet, type TFacetKind } from './catalogue-href';
import { facetValueName, formatCount } from './catalogue-labels';
import { FacetLink } from './facet-link';

/** Values shown before "Ver más"; chosen values always show. */
const VISIBLE_VALUES = 8;

export interface FacetGroupProps {
  title: string;
  kind: TFacetKind;
  facets: readonly TFacetCount[];
  names: ReadonlyMap<string, { name: string }>;
  query: TCatalogueQuery;
}

/** One facet (category or brand): a titled list of links that switch a value on or off. */
export function FacetGroup({ title, kind, facets, names, query }: FacetGroupProps) {
  const selectedIds = new Set(query[kind] ?? []);
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const entries = facets.map((facet) => ({
    ...facet,
    name: facetValueName(names, facet.id, kind),
    selected: selectedIds.has(facet.id),
  }));
  // Chosen values first, then by number of products (the engine's order), so the useful ones lead.
  const ordered = [...entries.filter((e) => e.selected), ...entries.filter((e) => !e.selected)];
  const visible = ordered.slice(0, Math.max(VISIBLE_VALUES, selectedIds.size));
  const more = ordered.slice(visible.length).sort((a, b) => collator.compare(a.name, b.name));
  const headingId = `filtros-${kind}`;
  const recordKind = kind === 'categoryIds' ? 'category' : 'brand';

  const renderList = (items: typeof entries) => (
    <ul className="space-y-0.5">
      {items.map((entry) => (
        <li key={entry.id}>
          <FacetLink
            href={catalogueHref(toggleFacet(query, kind, entry.id))}
            name={entry.name}
            count={entry.count}
            countText={formatCount(entry.count)}
            selected={entry.selected}
            kind={recordKind}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 px-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="px-2 text-sm text-slate-500">Sin opciones para esta búsqueda.</p>
      ) : (
        <>
          {renderList(visible)}
          {more.length > 0 ? (
            <details className="group/more mt-1">
              <summary className="flex min-h-11 cursor-pointer items-center rounded-button px-2 py-1.5 text-sm font-semibold text-primary hover:bg-primary-light">
                <span className="group-open/more:hidden">Ver {more.length} más</span>
                <span className="hidden group-open/more:inline">Ver menos</span>
              </summary>
              {renderList(more)}
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
