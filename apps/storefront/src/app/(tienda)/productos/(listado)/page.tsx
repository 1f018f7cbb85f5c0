import type { Metadata } from 'next';
import { IntentLink } from '@/store/layout/intent-link';
import {
  CATALOGUE_SORTS,
  catalogueQueryToSearchParams,
  parseCatalogueQuery,
  type TCatalogueQuery,
} from '@voltia/catalogue-search';
import { catalogueHref, withPage, withSort, withoutFacets } from '@/store/catalogue/catalogue-href';
import { SORT_LABELS, formatCount, productCountLabel } from '@/store/catalogue/catalogue-labels';
import { getCatalogue } from '@/store/catalogue/get-catalogue';
import { ActiveFilters } from '@/store/catalogue/active-filters';
import { Breadcrumb } from '@/store/catalogue/breadcrumb';
import { CardAddEnhancer } from '@/store/catalogue/card-add-enhancer';
import { CatalogueFilters } from '@/store/catalogue/catalogue-filters';
import { CataloguePagination } from '@/store/catalogue/catalogue-pagination';
import { CatalogueSearchBox } from '@/store/catalogue/catalogue-search-box';
import { ProductCard } from '@/store/catalogue/product-card';
import { SortSelect } from '@/store/catalogue/sort-select';
import { ChevronRightIcon, FilterIcon, SearchIcon } from '@/shared/ui/icons';

/** Products per page. */
const PAGE_SIZE = 24;

// The catalogue is read at request time (the database is not reachable during the build).
export const dynamic = 'force-dynamic';

/** "Interruptores termomagnéticos" when the listing is exactly one category, else undefined. */
function singleCategoryName(
  query: TCatalogueQuery,
  categoryById: ReadonlyMap<string, { name: string }>,
): string | undefined {
  const [only, ...others] = query.categoryIds ?? [];
  return only !== undefined && others.length === 0 ? categoryById.get(only)?.name : undefined;
}

export async function generateMetadata({ searchParams }: PageProps<'/productos'>): Promise<Metadata> {
  const query = parseCatalogueQuery(await searchParams);
  const category = singleCategoryName(query, (await getCatalogue()).categoryById);
  return {
    title: query.text ? `Resultados para «${query.text}»` : (category ?? 'Productos'),
    description:
      'Catálogo de material eléctrico e industrial de Voltia: busca por descripción, marca o SKU y filtra por categoría y marca.',
  };
}

export default async function ProductsPage({ searchParams }: PageProps<'/productos'>) {
  const query = parseCatalogueQuery(await searchParams);
  const catalogue = await getCatalogue();
  const result = catalogue.engine.search({ ...query, pageSize: PAGE_SIZE });
  const names = { categoryIds: catalogue.categoryById, brandIds: catalogue.brandById };
  const filterCount = (query.categoryIds?.length ?? 0) + (query.brandIds?.length ?? 0);
  const firstShown = (result.page - 1) * result.pageSize + 1;
  const lastShown = firstShown + result.items.length - 1;
  const category = singleCategoryName(query, catalogue.categoryById);

  // The current search minus the sort, for the sort form's hidden fields (it works without JavaScript).
  const hiddenFields = [...catalogueQueryToSearchParams({ ...query, sort: 'relevance', page: 1 })].map(
    ([name, value]) => ({
      name,
      value,
    }),
  );
  const sortHrefs = Object.fromEntries(CATALOGUE_SORTS.map((sort) => [sort, catalogueHref(withSort(query, sort))]));

  const filtersProps = {
    query,
    facets: result.facets,
    categoryById: catalogue.categoryById,
    brandById: catalogue.brandById,
  };

  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="page-container pt-2 pb-6 sm:py-8">
          <Breadcrumb
            items={
              category && !query.text
                ? [{ label: 'Inicio', href: '/' }, { label: 'Productos', href: '/productos' }, { label: category }]
                : [{ label: 'Inicio', href: '/' }, { label: 'Productos' }]
            }
          />
          <h1 className="mt-1 text-2xl font-extrabold sm:mt-3 tracking-tight text-balance sm:text-3xl">
            {query.text ? (
              <>
                Resultados para <span className="text-primary">«{query.text}»</span>
              </>
            ) : (
              (category ?? 'Productos')
            )}
          </h1>
          <div className="mt-5 max-w-2xl">
            <CatalogueSearchBox
              defaultText={query.text ?? ''}
              keep={{
                categoryIds: query.categoryIds,
                brandIds: query.brandIds,
                sort: query.sort === 'relevance' ? undefined : query.sort,
              }}
              resultCount={result.total}
            />
          </div>
        </div>
      </div>

      <div className="page-container py-6 sm:py-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[18rem_minmax(0,1fr)]">
        {/* The facets once, for every width: a disclosure on phones, an open sidebar from lg up
            (globals.css, .facet-panel), instead of one copy per layout. */}
        <aside aria-labelledby="filtros-titulo" className="mb-4 lg:mb-0">
          <h2 id="filtros-titulo" className="facet-panel-title mb-4 items-center gap-2 px-2 text-base font-bold">
            <FilterIcon className="size-4 text-primary" />
            Filtros
          </h2>
          <details className="facet-panel group rounded-xl border border-slate-200 bg-white">
            <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <FilterIcon className="size-4 text-primary" />
              Filtros
              {filterCount > 0 ? (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-on-primary">
                  {filterCount}
                  <span className="sr-only"> aplicados</span>
                </span>
              ) : null}
              <ChevronRightIcon className="ml-auto size-5 text-slate-500 transition-transform group-open:rotate-90" />
            </summary>
            <div className="facet-panel-body border-t border-slate-200 p-3">
              <CatalogueFilters {...filtersProps} />
            </div>
          </details>
        </aside>

        <section aria-labelledby="resultados-titulo" className="min-w-0">
          <h2 id="resultados-titulo" className="sr-only">
            Resultados
          </h2>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm text-slate-700" data-testid="catalogue-count" data-total={result.total}>
              <strong className="font-semibold text-slate-900">{productCountLabel(result.total)}</strong>
              {result.total > 0 && result.pageCount > 1
                ? ` · mostrando ${formatCount(firstShown)}–${formatCount(lastShown)}`
                : null}
            </p>
            {result.total > 1 ? (
              <SortSelect
                value={query.sort}
                options={CATALOGUE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
                hrefs={sortHrefs}
                hiddenFields={hiddenFields}
              />
            ) : null}
          </div>

          {filterCount > 0 ? (
            <div className="mt-4">
              <ActiveFilters query={query} names={names} />
            </div>
          ) : null}

          {result.total === 0 ? (
            <EmptyResults
              hasText={Boolean(query.text)}
              hasFilters={filterCount > 0}
              clearFiltersHref={catalogueHref(withoutFacets(query))}
            />
          ) : (
            <>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((product, position) => (
                  <li key={product.product_id}>
                    <ProductCard
                      product={product}
                      position={position}
                      categoryName={catalogue.categoryById.get(product.category_id)?.name}
                      addable
                    />
                  </li>
                ))}
              </ul>
              <CardAddEnhancer />
              <CataloguePagination
                page={result.page}
                pageCount={result.pageCount}
                hrefFor={(page) => catalogueHref(withPage(query, page))}
              />
              {result.pageCount > 1 ? (
                <p className="mt-3 text-center text-sm text-slate-500">
                  Página {formatCount(result.page)} de {formatCount(result.pageCount)}
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}

function EmptyResults({
  hasText,
  hasFilters,
  clearFiltersHref,
}: {
  hasText: boolean;
  hasFilters: boolean;
  clearFiltersHref: ReturnType<typeof catalogueHref>;
}) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-primary-light text-primary">
        <SearchIcon className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">No encontramos productos</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {hasFilters
          ? 'Ningún producto cumple con todos los filtros elegidos. Quita algún filtro para ver más resultados.'
          : hasText
            ? 'Revisa la ortografía, usa menos palabras o busca por marca o SKU.'
            : 'Todavía no hay productos publicados en el catálogo.'}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 xs:flex-row">
        {hasFilters ? (
          <IntentLink
            href={clearFiltersHref}
            className="inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 font-semibold text-on-primary hover:bg-primary-dark"
          >
            Quitar filtros
          </IntentLink>
        ) : null}
        {hasText || hasFilters ? (
          <IntentLink
            href="/productos"
            className="inline-flex min-h-11 items-center justify-center rounded-button px-5 font-semibold text-primary ring-1 ring-primary/30 ring-inset hover:bg-primary-light"
          >
            Ver todo el catálogo
          </IntentLink>
        ) : null}
      </div>
    </div>
  );
}
