/**
 * The spec's message for an unreadable cart (section 8), on its own so the zod-free client entry can
 * give it to the cart page; the error catalogue's `cart/read-failed` entry uses this same constant.
 */
export const CART_READ_FAILED_MESSAGE = 'Error al obtener los productos del carrito actual.';
