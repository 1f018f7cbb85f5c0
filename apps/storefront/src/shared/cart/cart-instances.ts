// The cart runtime: loaded by cart-client.ts after the page is idle or on the first cart action,
// so the cart's rules and schemas stay out of the pages' initial JavaScript. The Firebase SDK is
// one step further away: cart-backend.ts is imported when a cart subscription or write needs it.
import { toast } from '@/shared/browser/toasts';
import { type AppError, type TCartLine } from '@voltia/domain';
import type { TCartBackend } from './cart-backend';
import { CartStore } from './cart-store';
import {
  CART_CHANGED_HERE_KEYS,
  CART_REMEMBERED_KEYS,
  CART_STORAGE_KEYS,
  tabStorage,
  type TCartKind,
} from './cart-view-model';
import { recordCartAdd } from './record-cart-add';

let backend: Promise<TCartBackend> | null = null;
const loadBackend = () => (backend ??= import('./cart-backend').then((m) => m.createCartBackend()));

const showError = (error: AppError) => {
  toast.error(error.userMessage);
};

function createStore(kind: TCartKind): CartStore {
  const storageKey = CART_STORAGE_KEYS[kind];
  const store = new CartStore({
    storageKey,
    rememberKey: CART_REMEMBERED_KEYS[kind],
    kind,
    loadBackend,
    storage: window.localStorage,
    tab: { storage: tabStorage(), changedHereKey: CART_CHANGED_HERE_KEYS[kind] },
    onError: showError,
    onAdded: (line: TCartLine, quoteId: string) => recordCartAdd(line, quoteId),
  });
  // Another tab created or replaced this cart: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey) store.adoptQuoteId(event.newValue);
  });
  return store;
}

// One store per cart kind for the whole tab.
const stores = new Map<TCartKind, CartStore>();

// A reload or a closed tab while a cart change is on its way would lose it: the browser asks first
// (its own "leave site?" dialog). Moving between pages inside the app keeps the writes going.
window.addEventListener('beforeunload', (event) => {
  if ([...stores.values()].some((store) => store.hasUnsavedChanges)) event.preventDefault();
});

/**
 * Adds a line to one of the customer's other lists (a quote that is not this tab's cart): the same
 * backend write as a cart's add (the domain merge rule in one transaction), with no store to show it.
 */
export async function addLineToQuote(quoteId: string, line: TCartLine): Promise<TCartLine> {
  return (await loadBackend()).addLine(quoteId, line);
}

/** Loads the cart's SDK and restores the session ahead of the first cart action; a failure shows on that action. */
export function warmBackend(): void {
  loadBackend()
    .then((b) => b.prepare())
    .catch(() => undefined);
}

export function getCartStoreNow(kind: TCartKind): CartStore {
  let store = stores.get(kind);
  if (!store) {
    store = createStore(kind);
    stores.set(kind, store);
  }
  return store;
}
