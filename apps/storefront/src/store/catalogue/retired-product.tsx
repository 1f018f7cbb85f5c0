import Link from 'next/link';
import type { TRetiredProduct } from '@voltia/domain';
import { catalogueHref } from './catalogue-href';
import { Breadcrumb } from './breadcrumb';

/**
 * The page of a product staff unpublished: it says so in Spanish, names what it was (so a buyer who
 * followed an old link or a quote knows which product), and points to the catalogue and a search for
 * similar products. Quotes that hold it keep their lines; this page only stops new additions.
 */
export function RetiredProduct({ product }: { product: TRetiredProduct }) {
  return (
    <div className="page-container pt-2 pb-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Productos', href: '/productos' },
          { label: product.description },
        ]}
      />
      <section aria-labelledby="producto-retirado-titulo" className="mx-auto max-w-2xl py-12 text-center sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Producto no disponible</p>
        <h1
          id="producto-retirado-titulo"
          className="mt-3 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
        >
          Este producto ya no está disponible
        </h1>
        <p className="mt-4 text-slate-600">
          <span className="font-semibold text-slate-900">{product.description}</span> ({product.brand}, SKU{' '}
          <span className="font-mono">{product.sku}</span>) ya no forma parte de nuestro catálogo. Si lo tienes en una
          cotización, la cotización lo conserva; para uno nuevo, busca una alternativa o pregúntanos.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
          <Link
            href={catalogueHref({ text: product.description })}
            className="inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 py-2.5 font-semibold text-on-primary transition-colors hover:bg-primary-dark"
          >
            Buscar productos similares
          </Link>
          <Link
            href="/productos"
            className="inline-flex min-h-11 items-center justify-center rounded-button px-5 py-2.5 font-semibold text-primary ring-1 ring-primary/30 transition-colors ring-inset hover:bg-primary-light"
          >
            Ver el catálogo
          </Link>
        </div>
      </section>
    </div>
  );
}
