import type { TCartLine } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { getCartStore } from '@/shared/cart/cart-client';

/**
 * "Agregar a cotización" wherever it is offered (the product page, a result card): the cart store
 * shows the line at once and writes it by the domain's merge rule; the toast waits for the write.
 */
export async function addToCart(line: TCartLine): Promise<boolean> {
  const store = await getCartStore('cart');
  const added = await store.add(line);
  if (added) toast.success('Producto agregado a tu cotización.');
  return added;
}
