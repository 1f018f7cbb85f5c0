import { toast } from 'sonner';
import { STORAGE_KEYS, type AppError, type TCartLine, type TQuoteKind } from '@voltia/domain';
import type { TCartBackend } from './cart-backend';
import { CartStore } from './cart-store';
import { recordCartAdd } from './record-cart-add';

// One store per cart kind for the whole tab, created on first use in the browser.
let backend: Promise<TCartBackend> | null = null;
const loadBackend = () => (backend ??= import('./cart-backend').then((m) => m.createCartBackend()));

const showError = (error: AppError) => {
  toast.error(error.userMessage);
};

// Start the live cart once the page is idle, so the SDK never competes with the first paint.
const afterIdle = (start: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 1500 });
  else window.setTimeout(start, 200);
};

function createStore(storageKey: string, kind: TQuoteKind): CartStore {
  const store = new CartStore({
    storageKey,
    kind,
    loadBackend,
    storage: window.localStorage,
    onError: showError,
    onAdded: (line: TCartLine, quoteId: string) => recordCartAdd(line, quoteId),
    defer: afterIdle,
  });
  // Another tab created or replaced this cart: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey) store.adoptQuoteId(event.newValue);
  });
  return store;
}

let quoteCart: CartStore | null = null;
let buyNowCart: CartStore | null = null;

/** The visitor's quote cart (`cartID`). Browser only. */
export function getQuoteCartStore(): CartStore {
  return (quoteCart ??= createStore(STORAGE_KEYS.cartId, 'cart'));
}

/** The buy-now cart (`buyNow`). Browser only. */
export function getBuyNowStore(): CartStore {
  return (buyNowCart ??= createStore(STORAGE_KEYS.buyNowCartId, 'buy-now'));
}
