import type { TCartLine } from '@voltia/domain';
import { isLineQuantity } from '@voltia/domain/client';
import { addToCart } from '@/store/cart/add-to-cart';

/** The cart line a result card's add form describes, or null when its quantity is not a valid one. */
export function cardLine(form: Pick<HTMLFormElement, 'dataset'>, quantityText: string): TCartLine | null {
  const { productId, sku, description, brand } = form.dataset;
  const quantity = Number(quantityText);
  if (
    quantityText.trim() === '' ||
    !isLineQuantity(quantity) ||
    !productId ||
    sku === undefined ||
    description === undefined
  )
    return null;
  return { product_id: productId, sku, sku_description: description, brand: brand ?? '', quantity };
}

/** A result card's "Agregar": the product page's add (addToCart), with the card's quantity. */
export async function addFromCard(form: HTMLFormElement): Promise<boolean> {
  const line = cardLine(form, String(new FormData(form).get('cantidad') ?? ''));
  return line === null ? false : addToCart(line);
}
