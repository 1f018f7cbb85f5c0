import type { Metadata } from 'next';
import { IntentLink } from '@/store/layout/intent-link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { AddToQuoteControls } from '@/store/cart/add-to-quote-controls';
import { catalogueHref } from '@/store/catalogue/catalogue-href';
import { UNIT_LABELS } from '@/store/catalogue/catalogue-labels';
import { findPublishedProduct, findRetiredProduct, getCatalogue } from '@/store/catalogue/get-catalogue';
import { RetiredProduct } from '@/store/catalogue/retired-product';
import { Breadcrumb } from '@/store/catalogue/breadcrumb';
import { ProductCard } from '@/store/catalogue/product-card';
import { ProductImage } from '@/store/catalogue/product-image';
import { TagIcon } from '@/shared/ui/icons';
import { ProductViewedBeacon } from '@/store/catalogue/product-viewed-beacon';
import { productViewedBeacon } from '@/store/catalogue/to-product-viewed-payload';

const RELATED_COUNT = 4;

// Read at request time: the database is not reachable during the build, and products change.
export const dynamic = 'force-dynamic';

/** One lookup per request, shared by the metadata and the page. */
const productFor = cache(async (id: string) => findPublishedProduct(id));
/** An unpublished product's facts (one read, only for ids the published catalogue lacks). */
const retiredFor = cache(async (id: string) => findRetiredProduct(id));

export async function generateMetadata({ params }: PageProps<'/productos/[id]'>): Promise<Metadata> {
  const { id } = await params;
  const product = await productFor(id);
  if (!product) {
    const retired = await retiredFor(id);
    return retired
      ? { title: `${retired.description} (no disponible)`, robots: { index: false } }
      : { title: 'Producto no encontrado' };
  }
  return {
    title: product.description,
    description: `${product.description}. Marca ${product.brand}, SKU ${product.sku}. Agrégalo a tu cotización en Voltia.`,
  };
}

export default async function ProductPage({ params }: PageProps<'/productos/[id]'>) {
  const { id } = await params;
  const product = await productFor(id);
  if (!product) {
    const retired = await retiredFor(id);
    if (retired) return <RetiredProduct product={retired} />;
    notFound();
  }

  const catalogue = await getCatalogue();
  const category = catalogue.categoryById.get(product.category_id);
  const brand = catalogue.brandById.get(product.brand_id);
  const related = catalogue.engine
    .search({ categoryIds: [product.category_id], sort: 'description-asc', pageSize: RELATED_COUNT + 1 })
    .items.filter((item) => item.product_id !== product.product_id)
    .slice(0, RELATED_COUNT);
  const categoryHref = catalogueHref({ categoryIds: [product.category_id] });
  const viewed = productViewedBeacon({
    product_id: product.product_id,
    sku: product.sku,
    description: product.description,
    brand: product.brand,
  });
  const brandHref = catalogueHref({ brandIds: [product.brand_id] });

  return (
    <>
      {viewed === null ? null : <ProductViewedBeacon event={viewed.event} path={viewed.path} />}
      <div className="page-container pt-2 pb-6 sm:py-8">
        <Breadcrumb
          items={[
            { label: 'Inicio', href: '/' },
            { label: 'Productos', href: '/productos' },
            ...(category ? [{ label: category.name, href: categoryHref }] : []),
            { label: product.description },
          ]}
        />

        {/* On a phone the quote controls come right after the name and image, before the facts;
            from lg up they stay in the sticky side column beside everything. */}
        <article
          aria-labelledby="producto-titulo"
          className="mt-2 grid gap-6 sm:mt-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 lg:gap-y-0"
        >
          <div className="min-w-0">
            <IntentLink
              href={brandHref}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary-light px-3 py-1 text-sm font-semibold text-primary-dark sm:min-h-8 hover:bg-primary hover:text-on-primary"
            >
              <TagIcon className="size-4" />
              {brand?.name ?? product.brand}
            </IntentLink>
            <h1 id="producto-titulo" className="mt-4 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
              {product.description}
            </h1>

            <ProductImage
              product={product}
              variant="page"
              className="mt-4 max-w-72 rounded-xl border border-slate-200 max-sm:mx-auto sm:mt-6 sm:max-w-md"
            />
          </div>

          <aside
            aria-labelledby="cotizar-titulo"
            className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id="cotizar-titulo" className="text-lg font-bold">
                Cotiza este producto
              </h2>
              <div className="mt-4">
                <AddToQuoteControls
                  product={{
                    product_id: product.product_id,
                    sku: product.sku,
                    description: product.description,
                    brand: product.brand,
                  }}
                />
              </div>
              <p className="mt-4 text-sm text-slate-600">
                Se cotiza por {UNIT_LABELS[product.unit].toLowerCase()}. Precio y disponibilidad sujetos a cotización.
              </p>
            </div>
          </aside>

          <div className="min-w-0">
            <dl className="grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:mt-6">
              <ProductFact term="SKU">
                <span className="font-mono">{product.sku}</span>
              </ProductFact>
              <ProductFact term="Marca">{brand?.name ?? product.brand}</ProductFact>
              <ProductFact term="Unidad de venta">{UNIT_LABELS[product.unit]}</ProductFact>
              <ProductFact term="Categoría">
                {category ? (
                  <IntentLink href={categoryHref} className="text-primary hover:underline">
                    {category.name}
                  </IntentLink>
                ) : (
                  product.category_id
                )}
              </ProductFact>
            </dl>

            <section aria-labelledby="especificaciones-titulo" className="mt-10">
              <h2 id="especificaciones-titulo" className="text-xl font-bold tracking-tight">
                Especificaciones técnicas
              </h2>
              {product.attributes.length > 0 ? (
                <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Especificaciones técnicas de {product.description}</caption>
                    <thead className="bg-slate-50 text-slate-600">
                      <tr>
                        <th scope="col" className="px-4 py-2.5 font-semibold">
                          Característica
                        </th>
                        <th scope="col" className="px-4 py-2.5 font-semibold">
                          Valor
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {product.attributes.map((attribute) => (
                        <tr key={attribute.name} className="align-top">
                          <th scope="row" className="w-2/5 px-4 py-2.5 font-medium text-slate-600">
                            {attribute.name}
                          </th>
                          <td className="px-4 py-2.5 text-slate-900">{attribute.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="mt-3 text-sm text-slate-600">Este producto no tiene especificaciones registradas.</p>
              )}
            </section>
          </div>
        </article>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="relacionados-titulo" className="border-t border-slate-200 bg-slate-50 py-10 sm:py-14">
          <div className="page-container">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="relacionados-titulo" className="text-xl font-bold tracking-tight sm:text-2xl">
                Más en {category?.name ?? 'esta categoría'}
              </h2>
              <IntentLink
                href={categoryHref}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
              >
                Ver toda la categoría
              </IntentLink>
            </div>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item.product_id}>
                  <ProductCard product={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

function ProductFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="bg-white px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
