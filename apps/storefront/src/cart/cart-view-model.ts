import type { TCartLine } from '@voltia/domain';

// What the cart UI renders, without any runtime dependency, so the header and the product page can
// show a cart before the cart code (rules, schemas, Firebase) is loaded.

export type TCartKind = 'cart' | 'buy-now';
export type TCartStatus = 'empty' | 'loading' | 'ready' | 'error';

/** The server's cart with this tab's unconfirmed changes applied. */
export interface TCartView {
  status: TCartStatus;
  quoteId: string | null;
  alias: string | null;
  lines: readonly TCartLine[];
  /** Some change made here is not yet confirmed by the server. */
  pending: boolean;
}

export const SERVER_CART_VIEW: TCartView = Object.freeze({ status: 'loading', quoteId: null, alias: null, lines: Object.freeze([]), pending: false });
