import { onFirebaseWanted } from '@/shared/browser/firebase-gate';
import type * as CartRuntime from './cart-instances';
import type { TCartLine } from '@voltia/domain';
import type { CartStore } from './cart-store';
import {
  cartViewBeforeRuntime,
  tabStorage,
  viewWithLineAdding,
  type TCartKind,
  type TCartView,
} from './cart-view-model';

// The light half of the cart, in every page's initial JavaScript: a view source per cart that
// components read through useSyncExternalStore, and a loader for the cart runtime.

type TRuntime = typeof CartRuntime;
let runtime: Promise<TRuntime> | null = null;
let runtimeReady = false;
const runtimeLoaded: (() => void)[] = [];

function loadRuntime(): Promise<TRuntime> {
  runtime ??= import('./cart-instances').then(
    (module) => {
      runtimeReady = true;
      for (const notify of runtimeLoaded.splice(0)) notify();
      return module;
    },
    (error: unknown) => {
      // The next cart action tries again (a dropped connection, a deploy that replaced the chunk).
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

/** The tab's store for a cart, loading the cart runtime on first use. Browser only. */
export async function getCartStore(kind: TCartKind): Promise<CartStore> {
  return (await loadRuntime()).getCartStoreNow(kind);
}

/** Adds a line to a quote that is not one of the tab's carts (another list), through the cart backend. */
export async function addLineToQuote(quoteId: string, line: TCartLine): Promise<TCartLine> {
  return (await loadRuntime()).addLineToQuote(quoteId, line);
}

/**
 * What components subscribe to. Before the runtime is loaded it shows what this browser last saw of
 * the cart (marked stale), or only whether one exists; then it mirrors the store, holding the store's one live subscription for as long as any
 * component reads it (StrictMode's mount-unmount-mount releases and takes it again).
 */
class CartViewSource {
  private readonly listeners = new Set<() => void>();
  private view: TCartView;
  private release: (() => void) | null = null;
  private token = 0;
  /** The view before the adds shown ahead of the runtime (showLineAdding), while any is unconfirmed. */
  private beforeAdding: TCartView | null = null;

  constructor(private readonly kind: TCartKind) {
    this.view = cartViewBeforeRuntime(window.localStorage, kind, tabStorage());
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.attach();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.detach();
    };
  };

  readonly getSnapshot = (): TCartView => this.view;

  /**
   * An add made before the cart runtime has loaded shows at once (the first add of a first visit:
   * the runtime is still on its way, or its evaluation would make the click wait). When the runtime
   * arrives the store shows the same line as its own unconfirmed change. Returns the undo, for a
   * runtime that never arrives.
   */
  showLineAdding(line: TCartLine): () => void {
    const adding = runtimeReady ? null : viewWithLineAdding(this.view, line);
    if (adding === null) return () => undefined;
    this.beforeAdding ??= this.view;
    this.setView(adding);
    return () => {
      // The runtime failed for every add made before it: back to the view before the first of them.
      if (runtimeReady || this.beforeAdding === null) return;
      const before = this.beforeAdding;
      this.beforeAdding = null;
      this.setView(before);
    };
  }

  private setView(view: TCartView) {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  private attach() {
    const token = ++this.token;
    let started = false;
    // Whichever comes first: the page wanting Firebase (firebase-gate.ts), or a cart action loading the runtime.
    const start = () => {
      if (started || token !== this.token) return;
      started = true;
      getCartStore(this.kind).then(
        (store) => {
          if (token !== this.token) return;
          this.beforeAdding = null;
          const sync = () => this.setView(store.getSnapshot());
          this.release = store.subscribe(sync);
          sync();
        },
        () => {
          // The runtime did not load: the view stays as it is, and follows the store once a later
          // cart action loads it (that action reports the failure to the person).
          started = false;
          runtimeLoaded.push(start);
        },
      );
    };
    if (runtimeReady) {
      start();
    } else {
      onFirebaseWanted(start);
      runtimeLoaded.push(start);
    }
  }

  private detach() {
    this.token++;
    this.release?.();
    this.release = null;
  }
}

const sources = new Map<TCartKind, CartViewSource>();

let warming = false;

/** Once Firebase is wanted, the cart's SDK loads and its session is restored, so a first add is quick. */
function warmOnceWanted(): void {
  if (warming) return;
  warming = true;
  // A runtime that does not load is reported by the cart action that needs it, which loads it again.
  onFirebaseWanted(
    () =>
      void loadRuntime().then(
        (module) => module.warmBackend(),
        () => undefined,
      ),
  );
}

export function getCartViewSource(kind: TCartKind): CartViewSource {
  warmOnceWanted();
  let source = sources.get(kind);
  if (!source) {
    source = new CartViewSource(kind);
    sources.set(kind, source);
  }
  return source;
}
