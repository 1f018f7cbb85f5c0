import type { TCatalogueQuery, TCatalogueResult } from '@voltia/catalogue-search';
import type { TBrand, TCategory } from '@voltia/domain';
import { FacetGroup } from './facet-group';

export interface CatalogueFiltersProps {
  query: TCatalogueQuery;
  facets: TCatalogueResult['facets'];
  categoryById: ReadonlyMap<string, TCategory>;
  brandById: ReadonlyMap<string, TBrand>;
}

/** Category and brand facets; they combine (a category AND a brand), values within one facet add up. */
export function CatalogueFilters({ query, facets, categoryById, brandById }: CatalogueFiltersProps) {
  return (
    <div className="space-y-6">
      <FacetGroup title="Categoría" kind="categoryIds" facets={facets.categories} names={categoryById} query={query} />
      <FacetGroup title="Marca" kind="brandIds" facets={facets.brands} names={brandById} query={query} />
    </div>
  );
}
