import { IntentLink } from '@/store/layout/intent-link';
import { unstable_rethrow } from 'next/navigation';
import { catalogueHref } from './catalogue-href';
import { productCountLabel } from './catalogue-labels';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import { getCatalogue } from './get-catalogue';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { CategoryIcon } from './category-icon';
import { ProductCard } from './product-card';

const sectionIntroClass = 'text-sm font-semibold tracking-wide text-primary uppercase';
const sectionTitleClass = 'mt-2 text-2xl font-bold tracking-tight sm:text-3xl';

/**
 * The home page's catalogue: categories with their product counts, featured products and brands.
 * If the catalogue cannot be read, the rest of the home page still works and says so here.
 */
export async function HomeCatalogueSections() {
  let catalogue: TCatalogueSnapshot;
  try {
    catalogue = await getCatalogue();
  } catch (error) {
    // Next's own signals (dynamic rendering, not found) must pass through.
    unstable_rethrow(error);
    console.error(error);
    return <CatalogueUnavailable />;
  }

  return (
    <>
      <section
        id="categorias"
        aria-labelledby="categorias-titulo"
        className="scroll-mt-16 border-b border-slate-200 bg-slate-50 py-16 sm:py-20"
      >
        <div className="page-container">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-2xl">
              <p className={sectionIntroClass}>Catálogo</p>
              <h2 id="categorias-titulo" className={sectionTitleClass}>
                Categorías
              </h2>
              <p className="mt-3 text-slate-600">
                Lo que cotizan contratistas, integradores y áreas de mantenimiento industrial.
              </p>
            </div>
            <IntentLink
              href="/productos"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary hover:underline"
            >
              Ver todos los productos
              <ChevronRightIcon className="size-4" />
            </IntentLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {catalogue.categories.map(({ entry: category, productCount }) => (
              <li
                key={category.id}
                className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-4 transition-shadow sm:p-5 focus-within:ring-2 focus-within:ring-primary hover:border-primary/40 hover:shadow-md"
              >
                <span className="grid size-11 place-items-center rounded-button bg-primary-light text-primary">
                  <CategoryIcon categoryId={category.id} className="size-6" />
                </span>
                <h3 className="mt-3 text-sm leading-snug font-semibold sm:mt-4 sm:text-base">
                  <IntentLink
                    href={catalogueHref({ categoryIds: [category.id] })}
                    className="after:absolute after:inset-0 after:rounded-xl focus:outline-none group-hover:text-primary"
                  >
                    {category.name}
                  </IntentLink>
                </h3>
                {/* On phones two categories share a row: the name and the count say enough there. */}
                <p className="mt-1 hidden flex-1 text-sm leading-relaxed text-slate-600 sm:line-clamp-3">
                  {category.description}
                </p>
                <p className="mt-auto pt-2 text-sm font-semibold text-primary sm:mt-3 sm:pt-0">
                  {productCountLabel(productCount)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {catalogue.featured.length > 0 ? (
        <section aria-labelledby="destacados-titulo" className="py-16 sm:py-20">
          <div className="page-container">
            <div className="max-w-2xl">
              <p className={sectionIntroClass}>Para empezar tu lista</p>
              <h2 id="destacados-titulo" className={sectionTitleClass}>
                Productos destacados
              </h2>
            </div>
            <ul className="mt-10 grid gap-4 xs:grid-cols-2 lg:grid-cols-4">
              {catalogue.featured.map((product) => (
                <li key={product.product_id}>
                  <ProductCard product={product} categoryName={catalogue.categoryById.get(product.category_id)?.name} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {catalogue.brands.length > 0 ? (
        <section aria-labelledby="marcas-titulo" className="border-t border-slate-200 py-16 sm:py-20">
          <div className="page-container">
            <div className="max-w-2xl">
              <p className={sectionIntroClass}>Marcas</p>
              <h2 id="marcas-titulo" className={sectionTitleClass}>
                Las marcas que manejamos
              </h2>
            </div>
            <ul className="mt-8 flex flex-wrap gap-2.5">
              {catalogue.brands.map(({ entry: brand, productCount }) => (
                <li key={brand.id}>
                  <IntentLink
                    href={catalogueHref({ brandIds: [brand.id] })}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-primary hover:text-primary"
                  >
                    {brand.name}
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
                      {productCount}
                      <span className="sr-only"> {productCount === 1 ? 'producto' : 'productos'}</span>
                    </span>
                  </IntentLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

function CatalogueUnavailable() {
  return (
    <section
      id="categorias"
      aria-labelledby="categorias-titulo"
      className="scroll-mt-16 border-b border-slate-200 bg-slate-50 py-16"
    >
      <div className="page-container">
        <h2 id="categorias-titulo" className={sectionTitleClass}>
          Categorías
        </h2>
        <p role="alert" className="mt-3 max-w-xl text-slate-600">
          No pudimos cargar el catálogo en este momento. Inténtalo de nuevo en unos minutos.
        </p>
      </div>
    </section>
  );
}

/** Placeholder while the catalogue sections stream in. */
export function HomeCatalogueFallback() {
  return (
    <section
      aria-busy="true"
      aria-label="Cargando el catálogo"
      className="border-b border-slate-200 bg-slate-50 py-16 sm:py-20"
    >
      <div className="page-container">
        <div className="h-4 w-24 motion-safe:animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-8 w-56 motion-safe:animate-pulse rounded bg-slate-200" />
        <ul aria-hidden="true" className="mt-10 grid gap-4 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="h-44 motion-safe:animate-pulse rounded-xl border border-slate-200 bg-white" />
          ))}
        </ul>
      </div>
    </section>
  );
}
