import {
  AppError,
  ZLineQuantity,
  compareCartLines,
  isAppError,
  mergeCartLine,
  recallCart,
  rememberCart,
  validateQuoteAlias,
  type TCartLine,
  type TErrorCode,
  type TLineMerge,
  type TQuoteKind,
} from '@voltia/domain';
import { LIVE_FIRST_ANSWER_TIMEOUT_MS } from '@/shared/live/live-timeout';
import type { TCartBackend } from './cart-backend';
import type { TCartStatus, TCartView } from './cart-view-model';

interface TKeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface TCartStoreOptions {
  /** Browser storage key that holds this cart's quote id (`cartID`, `buyNow`). */
  storageKey: string;
  /** Where the store remembers the last snapshot it saw, shown (stale) on the next page load. */
  rememberKey?: string;
  kind: TQuoteKind;
  loadBackend: () => Promise<TCartBackend>;
  storage: TKeyValueStorage | null;
  /** This tab's own storage (sessionStorage) and the key noting the cart it changed. */
  tab?: { storage: TKeyValueStorage | null; changedHereKey: string };
  onError: (error: AppError) => void;
  /** Called after a line was written (stats: product added). */
  onAdded?: (line: TCartLine, quoteId: string) => void;
  /** Defers starting the live subscription (default: after the page is idle). */
  defer?: (start: () => void) => void;
  /** How long a confirmed local change may wait for the server's snapshot before the server wins. */
  overlayTimeoutMs?: number;
  /** How long a cart with nothing to show waits for its first snapshot before it says so (default LIVE_FIRST_ANSWER_TIMEOUT_MS). */
  firstAnswerTimeoutMs?: number;
}

interface TOverlay {
  line: TCartLine | null;
  confirmedAt: number | null;
}

const EMPTY_LINES: readonly TCartLine[] = [];

function asAppError(error: unknown, code: TErrorCode): AppError {
  // A rule the person broke (quantity, alias) keeps its own message; anything else gets the operation's.
  if (isAppError(error) && (error.code === 'cart/quantity-out-of-bounds' || error.code === 'quote/invalid-alias'))
    return error;
  return new AppError(code, { cause: error });
}

/**
 * One cart (the quote cart or the buy-now cart) for the whole tab. Components read it through
 * useSyncExternalStore; however many of them show it, there is one live Firestore subscription,
 * started with the first reader and stopped with the last (StrictMode's mount-unmount-mount
 * included). Every change shows at once (optimistic) and rolls back with a toast if the write fails.
 */
export class CartStore {
  private readonly listeners = new Set<() => void>();
  private quoteId: string | null;
  private server: { alias: string; lines: readonly TCartLine[] } | null = null;
  /** `server` is what this browser remembered, not yet confirmed by a live snapshot. */
  private serverStale = false;
  /** This tab changed the cart (an add, an edit, a removal, a rename) since it recalled it. */
  private changedHere = false;
  private readFailed = false;
  private readonly overlays = new Map<string, TOverlay>();
  private aliasOverlay: string | null = null;
  /** Writes from their optimistic change until the server answered (or the SDK failed to load). */
  private writesInFlight = 0;
  private creating: Promise<string> | null = null;
  private liveToken = 0;
  private stopLive: (() => void) | null = null;
  private view: TCartView;

  constructor(private readonly options: TCartStoreOptions) {
    this.quoteId = options.storage?.getItem(options.storageKey) || null;
    this.recall();
    this.view = this.computeView();
  }

  /** Starts from what this browser last saw of the cart, if anything, marked stale. */
  private recall() {
    const { storage, rememberKey } = this.options;
    const remembered = storage && rememberKey ? recallCart(storage.getItem(rememberKey), this.quoteId) : null;
    this.server = remembered ? { alias: remembered.alias, lines: remembered.lines } : null;
    this.serverStale = remembered !== null;
    const { tab } = this.options;
    this.changedHere = this.quoteId !== null && tab?.storage?.getItem(tab.changedHereKey) === this.quoteId;
  }

  /** This tab changed the cart: from now on (in this tab, reloads included) it is not "as you left it". */
  private markChangedHere() {
    this.changedHere = true;
    const { tab } = this.options;
    if (!tab?.storage || this.quoteId === null) return;
    try {
      tab.storage.setItem(tab.changedHereKey, this.quoteId);
    } catch {
      // A blocked storage only brings the note back after a reload.
    }
  }

  private remember(quoteId: string) {
    const { storage, rememberKey } = this.options;
    if (!storage || !rememberKey || !this.server) return;
    try {
      storage.setItem(rememberKey, rememberCart({ quoteId, ...this.server }));
    } catch {
      // A full or blocked storage only costs the next page its head start.
    }
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.startLive();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.endLive();
    };
  };

  readonly getSnapshot = (): TCartView => this.view;

  /** A change is shown but not yet saved: leaving the page now would lose it. */
  get hasUnsavedChanges(): boolean {
    return this.writesInFlight > 0;
  }

  /** Live listeners currently open (0 or 1): for tests and the benchmark. */
  get liveSubscriptions(): number {
    return this.stopLive ? 1 : 0;
  }

  /** Another tab stored a different quote id under this cart's key. */
  adoptQuoteId(quoteId: string | null): void {
    if (quoteId === this.quoteId) return;
    this.quoteId = quoteId;
    this.recall();
    this.readFailed = false;
    this.overlays.clear();
    this.restartLive();
  }

  /**
   * "Agregar a cotización": the domain merge rule (the store's `typed` add, or `sum` for units put
   * back into the cart), shown at once, written in one transaction.
   */
  async add(incoming: TCartLine, merge: TLineMerge = 'typed'): Promise<boolean> {
    const merged = mergeCartLine(this.lineInView(incoming.product_id), incoming, merge);
    if (!merged.ok) {
      this.options.onError(merged.error);
      return false;
    }
    this.setOverlay(incoming.product_id, merged.value);
    const usable = this.quoteId !== null && !this.readFailed;
    this.writesInFlight++;
    try {
      const backend = await this.options.loadBackend();
      let quoteId: string;
      if (usable || this.creating) {
        quoteId = this.creating ? await this.creating : (this.quoteId as string);
        await backend.addLine(quoteId, incoming, merge);
      } else {
        quoteId = await this.createQuote(backend, incoming);
      }
      this.confirmOverlay(incoming.product_id);
      this.options.onAdded?.(incoming, quoteId);
      return true;
    } catch (error) {
      this.dropOverlay(incoming.product_id);
      const code: TErrorCode =
        this.options.kind === 'buy-now' ? 'cart/buy-now-failed' : usable ? 'cart/add-failed' : 'cart/create-failed';
      this.options.onError(asAppError(error, code));
      return false;
    } finally {
      this.writesInFlight--;
    }
  }

  /** The quantity the cart shows for a product now, undefined when it has no line for it. */
  quantityInView(productId: string): number | undefined {
    return this.lineInView(productId)?.quantity;
  }

  /** "Comprar ya": always a new quote holding just this product, replacing the previous one. */
  async startNew(line: TCartLine): Promise<string | null> {
    this.adoptQuoteId(null);
    this.setOverlay(line.product_id, line);
    this.writesInFlight++;
    try {
      const backend = await this.options.loadBackend();
      const quoteId = await this.createQuote(backend, line);
      this.confirmOverlay(line.product_id);
      this.options.onAdded?.(line, quoteId);
      return quoteId;
    } catch (error) {
      this.dropOverlay(line.product_id);
      this.options.onError(
        asAppError(error, this.options.kind === 'buy-now' ? 'cart/buy-now-failed' : 'cart/create-failed'),
      );
      return null;
    } finally {
      this.writesInFlight--;
    }
  }

  async setQuantity(productId: string, quantity: number): Promise<boolean> {
    const current = this.lineInView(productId);
    const parsed = ZLineQuantity.safeParse(quantity);
    if (!current || !this.quoteId) return false;
    if (!parsed.success) {
      this.options.onError(new AppError('cart/quantity-out-of-bounds', { detail: `quantity ${quantity}` }));
      return false;
    }
    return this.write(productId, { ...current, quantity: parsed.data }, (b, id) =>
      b.setQuantity(id, productId, parsed.data),
    );
  }

  async remove(productId: string): Promise<boolean> {
    if (!this.quoteId || !this.lineInView(productId)) return false;
    return this.write(productId, null, (b, id) => b.removeLine(id, productId));
  }

  async rename(alias: string): Promise<boolean> {
    const valid = validateQuoteAlias(alias);
    if (!valid.ok) {
      this.options.onError(valid.error);
      return false;
    }
    const quoteId = this.quoteId;
    if (!quoteId) return false;
    this.aliasOverlay = valid.value;
    this.markChangedHere();
    this.emit();
    this.writesInFlight++;
    try {
      await (await this.options.loadBackend()).rename(quoteId, valid.value);
      return true;
    } catch (error) {
      this.aliasOverlay = null;
      this.emit();
      this.options.onError(asAppError(error, 'cart/update-failed'));
      return false;
    } finally {
      this.writesInFlight--;
    }
  }

  private async write(
    productId: string,
    line: TCartLine | null,
    op: (b: TCartBackend, quoteId: string) => Promise<void>,
  ): Promise<boolean> {
    const quoteId = this.quoteId as string;
    this.setOverlay(productId, line);
    this.writesInFlight++;
    try {
      await op(await this.options.loadBackend(), quoteId);
      this.confirmOverlay(productId);
      return true;
    } catch (error) {
      this.dropOverlay(productId);
      this.options.onError(asAppError(error, 'cart/update-failed'));
      return false;
    } finally {
      this.writesInFlight--;
    }
  }

  private createQuote(backend: TCartBackend, line: TCartLine): Promise<string> {
    // Two quick clicks before the first write lands must not create two quotes.
    const creating = backend.createQuoteWithLine(this.options.kind, line).then((quoteId) => {
      this.quoteId = quoteId;
      // A new quote holds just this line (shown by its overlay until the first snapshot).
      this.server = null;
      this.serverStale = false;
      this.readFailed = false;
      this.options.storage?.setItem(this.options.storageKey, quoteId);
      this.markChangedHere();
      this.restartLive();
      return quoteId;
    });
    this.creating = creating;
    const clear = () => {
      if (this.creating === creating) this.creating = null;
    };
    creating.then(clear, clear);
    return creating;
  }

  private lineInView(productId: string): TCartLine | undefined {
    return this.view.lines.find((l) => l.product_id === productId);
  }

  private setOverlay(productId: string, line: TCartLine | null) {
    this.overlays.set(productId, { line, confirmedAt: null });
    this.markChangedHere();
    this.emit();
  }

  private confirmOverlay(productId: string) {
    const overlay = this.overlays.get(productId);
    if (!overlay) return;
    const confirmedAt = Date.now();
    overlay.confirmedAt = confirmedAt;
    this.settleOverlays();
    // If no snapshot ever echoes the change (another tab changed it meanwhile, or the add merged
    // with a line this tab had not read yet), the server wins once the wait is over. The overlay
    // is named by when it was confirmed, not aged by the clock: a timer may fire a hair early.
    setTimeout(() => {
      if (this.overlays.get(productId)?.confirmedAt !== confirmedAt) return;
      this.overlays.delete(productId);
      this.emit();
    }, this.options.overlayTimeoutMs ?? 3000);
  }

  private dropOverlay(productId: string) {
    this.overlays.delete(productId);
    this.emit();
  }

  /** Drops confirmed overlays the server's snapshot already shows. */
  private settleOverlays() {
    for (const [productId, overlay] of this.overlays) {
      if (overlay.confirmedAt === null) continue;
      const serverLine = this.server?.lines.find((l) => l.product_id === productId);
      const echoed = overlay.line === null ? serverLine === undefined : serverLine?.quantity === overlay.line.quantity;
      if (echoed) this.overlays.delete(productId);
    }
    this.emit();
  }

  private startLive() {
    const quoteId = this.quoteId;
    if (!quoteId || this.stopLive || this.listeners.size === 0) return;
    const token = ++this.liveToken;
    let stopBackend: (() => void) | null = null;
    let firstAnswerTimer: ReturnType<typeof setTimeout> | undefined;
    this.stopLive = () => {
      this.liveToken++;
      clearTimeout(firstAnswerTimer);
      stopBackend?.();
    };
    const failRead = (error: AppError, tell: boolean) => {
      if (token !== this.liveToken) return;
      clearTimeout(firstAnswerTimer);
      this.readFailed = true;
      this.emit();
      if (tell) this.options.onError(error);
    };
    const begin = () => {
      if (token !== this.liveToken) return;
      // A cart with nothing to show (no remembered lines) says so after a bounded wait instead of
      // "Cargando" for good; the listener stays open, so a late snapshot still shows.
      firstAnswerTimer = setTimeout(() => {
        if (this.server === null)
          failRead(new AppError('network/timeout', { detail: 'cart: no first snapshot' }), false);
      }, this.options.firstAnswerTimeoutMs ?? LIVE_FIRST_ANSWER_TIMEOUT_MS);
      this.options
        .loadBackend()
        .then((backend) => {
          if (token !== this.liveToken) return;
          stopBackend = backend.subscribe(
            quoteId,
            (snapshot) => {
              if (token !== this.liveToken) return;
              clearTimeout(firstAnswerTimer);
              this.server = { alias: snapshot.alias, lines: snapshot.lines };
              this.serverStale = false;
              this.remember(quoteId);
              this.readFailed = false;
              if (this.aliasOverlay === snapshot.alias) this.aliasOverlay = null;
              this.settleOverlays();
            },
            (error) => failRead(error, true),
          );
        })
        .catch((error: unknown) => failRead(asAppError(error, 'cart/read-failed'), true));
    };
    (this.options.defer ?? ((start) => start()))(begin);
  }

  /** "Reintentar" after a failed or unanswered read: follows the cart again from the start. */
  readonly retry = (): void => {
    this.readFailed = false;
    this.restartLive();
  };

  private endLive() {
    this.stopLive?.();
    this.stopLive = null;
  }

  private restartLive() {
    this.endLive();
    this.emit();
    this.startLive();
  }

  private computeView(): TCartView {
    const byId = new Map((this.server?.lines ?? EMPTY_LINES).map((l) => [l.product_id, l] as const));
    for (const [productId, overlay] of this.overlays) {
      if (overlay.line) byId.set(productId, overlay.line);
      else byId.delete(productId);
    }
    const lines = [...byId.values()].sort(compareCartLines);
    const pending = this.overlays.size > 0 || this.aliasOverlay !== null;
    let status: TCartStatus;
    if (this.readFailed) status = 'error';
    else if (this.quoteId === null && this.creating === null) status = this.overlays.size > 0 ? 'ready' : 'empty';
    else if (this.server === null && this.overlays.size === 0) status = 'loading';
    else status = 'ready';
    return {
      status,
      quoteId: this.quoteId,
      alias: this.aliasOverlay ?? this.server?.alias ?? null,
      lines: lines.length === 0 ? EMPTY_LINES : lines,
      pending,
      stale: this.serverStale && status === 'ready',
      restored: this.serverStale && !this.changedHere && status === 'ready',
    };
  }

  private emit() {
    this.view = this.computeView();
    for (const listener of this.listeners) listener();
  }
}
