import { IntentLink } from '@/store/layout/intent-link';
import type { TProduct } from '@voltia/domain';
import { productHref } from './catalogue-href';
import { UNIT_LABELS } from './catalogue-labels';
import { CardAddToQuote } from './card-add-to-quote';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: TProduct;
  /** Shown under the description when the context does not make it obvious (home, mixed results). */
  categoryName?: string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** A quantity and "Agregar" on the card (search results), so a buyer need not open each product. */
  addable?: boolean;
  /** Where the card sits in its grid: the first row's images load at once (FIRST_ROW_CARDS). */
  position?: number;
}

/** Cards that can be in a grid's first row on screen at load: three columns on the widest layouts. */
const FIRST_ROW_CARDS = 3;

/** A product in a grid: the whole card is one link to the product page (the description is its name), optionally with its add form. */
export function ProductCard({ product, categoryName, headingLevel = 3, addable = false, position }: ProductCardProps) {
  const eager = position === undefined || position >= FIRST_ROW_CARDS ? undefined : position === 0 ? 'lead' : 'row';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:border-primary/40 hover:shadow-md sm:p-5">
      <ProductImage product={product} variant="card" eager={eager} className="-mx-1 mb-4 rounded-lg sm:-mx-1.5" />
      <div className="flex-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{product.brand}</p>
        <Heading className="mt-1.5 text-[0.95rem] leading-snug font-semibold text-slate-900">
          <IntentLink
            href={productHref(product.product_id)}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none group-hover:text-primary"
          >
            {product.description}
          </IntentLink>
        </Heading>
        {categoryName ? <p className="mt-1 text-sm text-slate-500">{categoryName}</p> : null}
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-sm">
        <dt className="text-slate-500">SKU</dt>
        <dd className="min-w-0 font-mono text-slate-800 break-all">{product.sku}</dd>
        <dt className="text-slate-500">Unidad</dt>
        <dd className="text-slate-800">{UNIT_LABELS[product.unit]}</dd>
      </dl>
      {addable ? <CardAddToQuote product={product} /> : null}
    </article>
  );
}
