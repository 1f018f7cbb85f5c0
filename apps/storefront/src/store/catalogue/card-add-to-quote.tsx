import { productHref } from './catalogue-href';
import { QuantityInput } from '@/store/cart/quantity-input';

/**
 * A result card's quantity and "Agregar": plain server HTML, so the catalogue page ships no script per
 * card. CardAddEnhancer (one small listener for the page) turns its submit into the product page's
 * add (addToCart); before that, or without JavaScript, the form opens the product page. It sits
 * above the card's stretched link, so both stay reachable by keyboard and pointer.
 */
export function CardAddToQuote({
  product,
}: {
  product: { product_id: string; sku: string; description: string; brand: string };
}) {
  const inputId = `cantidad-${product.product_id}`;
  return (
    <form
      action={productHref(product.product_id)}
      method="get"
      data-card-add=""
      data-product-id={product.product_id}
      data-sku={product.sku}
      data-description={product.description}
      data-brand={product.brand}
      className="relative z-10 mt-4 flex items-end gap-2"
    >
      <div className="flex flex-col gap-1">
        <QuantityInput
          id={inputId}
          name="cantidad"
          defaultValue="1"
          required
          labelClassName="text-xs font-medium text-slate-600"
          className="w-20 rounded-button border border-slate-300 px-2 py-2"
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 flex-1 items-center justify-center rounded-button bg-primary px-3 py-2 text-sm font-semibold text-on-primary transition-colors hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Agregar<span className="sr-only"> {product.description} a tu cotización</span>
      </button>
    </form>
  );
}
