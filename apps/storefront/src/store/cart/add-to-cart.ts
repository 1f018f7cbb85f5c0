import type { TCartLine } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { getCartStore, getCartViewSource } from '@/shared/cart/cart-client';

/**
 * "Agregar a cotización" wherever it is offered (the product page, a result card): the line shows at
 * once (before the cart's code has loaded, too) and the store writes it by the domain's merge rule;
 * the toast waits for the write. If the cart's code cannot load, the line goes and the person is told
 * (the error catalogue loads only then: it is not in the pages' first-load JavaScript).
 */
export async function addToCart(line: TCartLine): Promise<boolean> {
  const undo = getCartViewSource('cart').showLineAdding(line);
  let store;
  try {
    store = await getCartStore('cart');
  } catch (error) {
    undo();
    const { toAppError } = await import('@voltia/domain/client');
    toast.error(toAppError(error, 'cart/add-failed').userMessage);
    return false;
  }
  const held = store.quantityInView(line.product_id);
  const added = await store.add(line);
  // A quantity typed over a line already in the cart replaces it: the toast says so, with both
  // figures (its text loads with the write, like the error catalogue, not with the page).
  if (added) {
    const { addedToCartText } = await import('@voltia/domain/client');
    toast.success(addedToCartText(held, line.quantity));
  }
  return added;
}
