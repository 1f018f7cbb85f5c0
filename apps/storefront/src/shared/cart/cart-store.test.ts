import { describe, expect, it, vi } from 'vitest';
import {
  AppError,
  mergedLineQuantity,
  recallCart,
  rememberCart,
  type TCartLine,
  type TLineMerge,
} from '@voltia/domain';
import { makeCartLine } from '@voltia/domain/testing';
import type { TCartBackend } from './cart-backend';
import { CartStore } from './cart-store';

// Distinct descriptions: a cart sorts its lines by description.
const line = (productId: string, quantity: number): TCartLine =>
  makeCartLine({ product_id: productId, quantity, sku_description: `Producto ${productId}` });

/** An in-memory backend: the port the store talks to, with controllable failures and live listeners. */
function fakeBackend() {
  const carts = new Map<string, Map<string, TCartLine>>();
  const live = new Map<number, { quoteId: string; onChange: Parameters<TCartBackend['subscribe']>[1] }>();
  let nextId = 0;
  let nextSub = 0;
  const push = (quoteId: string) => {
    for (const sub of live.values()) {
      if (sub.quoteId === quoteId)
        sub.onChange({
          quoteId,
          alias: 'Cotización Nueva',
          status: 'draft',
          lines: [...(carts.get(quoteId)?.values() ?? [])],
          hasPendingWrites: false,
        });
    }
  };
  const backend = {
    prepare: vi.fn(async () => {}),
    fail: null as Error | null,
    calls: { create: 0, add: 0 },
    createQuoteWithLine: vi.fn(async (_kind, l: TCartLine) => {
      backend.calls.create++;
      if (backend.fail) throw backend.fail;
      const id = `q-${++nextId}`;
      carts.set(id, new Map([[l.product_id, l]]));
      push(id);
      return id;
    }),
    addLine: vi.fn(async (quoteId: string, l: TCartLine, merge?: TLineMerge) => {
      backend.calls.add++;
      if (backend.fail) throw backend.fail;
      const cart = carts.get(quoteId)!;
      const quantity = mergedLineQuantity(cart.get(l.product_id)?.quantity, l.quantity, merge) ?? l.quantity;
      cart.set(l.product_id, { ...l, quantity });
      push(quoteId);
      return { ...l, quantity };
    }),
    setQuantity: vi.fn(async (quoteId: string, productId: string, quantity: number) => {
      if (backend.fail) throw backend.fail;
      const cart = carts.get(quoteId)!;
      cart.set(productId, { ...cart.get(productId)!, quantity });
      push(quoteId);
    }),
    removeLine: vi.fn(async (quoteId: string, productId: string) => {
      if (backend.fail) throw backend.fail;
      carts.get(quoteId)!.delete(productId);
      push(quoteId);
    }),
    rename: vi.fn(async () => {
      if (backend.fail) throw backend.fail;
    }),
    subscribe: vi.fn((quoteId: string, onChange: Parameters<TCartBackend['subscribe']>[1]) => {
      const id = ++nextSub;
      live.set(id, { quoteId, onChange });
      queueMicrotask(() => push(quoteId));
      return () => live.delete(id);
    }),
    liveCount: () => live.size,
  };
  return backend;
}

function setup(
  initialQuoteId: string | null = null,
  kind: 'cart' | 'buy-now' = 'cart',
  remembered: string | null = null,
  tab = new Map<string, string>(),
  firstAnswerTimeoutMs?: number,
) {
  const backend = fakeBackend();
  const storage = new Map<string, string>(initialQuoteId ? [['cartID', initialQuoteId]] : []);
  if (remembered !== null) storage.set('cartID:seen', remembered);
  const loadBackend = vi.fn(async () => backend);
  const errors: AppError[] = [];
  const added: string[] = [];
  const store = new CartStore({
    storageKey: 'cartID',
    rememberKey: 'cartID:seen',
    kind,
    loadBackend,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    tab: {
      storage: { getItem: (k) => tab.get(k) ?? null, setItem: (k, v) => void tab.set(k, v) },
      changedHereKey: 'cartID:changed',
    },
    onError: (e) => errors.push(e),
    onAdded: (l, q) => added.push(`${q}:${l.product_id}`),
    overlayTimeoutMs: 50,
    ...(firstAnswerTimeoutMs === undefined ? {} : { firstAnswerTimeoutMs }),
  });
  return { store, backend, storage, tab, errors, added, loadBackend };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('CartStore', () => {
  it('has no cart until the first add', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toMatchObject({ status: 'empty', quoteId: null, lines: [] });
  });

  it('shows the first add at once, then creates the quote and stores its id under cartID', async () => {
    const { store, backend, storage, added } = setup();
    const unsubscribe = store.subscribe(() => {});
    const adding = store.add(line('p-1', 1));
    expect(store.getSnapshot().lines).toEqual([line('p-1', 1)]);
    expect(store.getSnapshot().pending).toBe(true);
    await adding;
    await flush();
    expect(backend.calls.create).toBe(1);
    expect(storage.get('cartID')).toBe('q-1');
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      quoteId: 'q-1',
      alias: 'Cotización Nueva',
      pending: false,
    });
    expect(added).toEqual(['q-1:p-1']);
    unsubscribe();
  });

  it('applies the merge rule: 1 then 1 gives 2, then 5 gives 5', async () => {
    const { store } = setup();
    store.subscribe(() => {});
    await store.add(line('p-1', 1));
    const second = store.add(line('p-1', 1));
    expect(store.getSnapshot().lines[0]?.quantity).toBe(2);
    await second;
    await store.add(line('p-1', 5));
    await flush();
    expect(store.getSnapshot().lines).toEqual([line('p-1', 5)]);
  });

  it('units put back into the cart ("Volver a pedir") add to the line there, shown and written', async () => {
    const { store, backend } = setup();
    store.subscribe(() => {});
    await store.add(line('p-1', 5));
    await flush();
    const adding = store.add(line('p-1', 3), 'sum');
    expect(store.getSnapshot().lines[0]?.quantity).toBe(8);
    expect(await adding).toBe(true);
    expect(backend.addLine).toHaveBeenLastCalledWith('q-1', line('p-1', 3), 'sum');
    await flush();
    expect(store.getSnapshot().lines).toEqual([line('p-1', 8)]);
  });

  it('two quick adds before the cart exists create one quote', async () => {
    const { store, backend } = setup();
    await Promise.all([store.add(line('p-1', 1)), store.add(line('p-2', 1))]);
    expect(backend.calls.create).toBe(1);
    expect(backend.calls.add).toBe(1);
  });

  it('rolls back and reports the spec message when the first creation fails', async () => {
    const { store, backend, errors, storage } = setup();
    backend.fail = new Error('offline');
    expect(await store.add(line('p-1', 1))).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ status: 'empty', lines: [] });
    expect(errors.map((e) => e.userMessage)).toEqual(['Ocurrio un error al crear el carrito por primera vez']);
    expect(storage.has('cartID')).toBe(false);
  });

  it('rolls back a failed add to an existing cart with the add message', async () => {
    const { store, backend, errors } = setup();
    store.subscribe(() => {});
    await store.add(line('p-1', 2));
    await flush();
    backend.fail = new Error('denied');
    await store.add(line('p-1', 1));
    await new Promise((r) => setTimeout(r, 60));
    expect(store.getSnapshot().lines).toEqual([line('p-1', 2)]);
    expect(errors[0]?.code).toBe('cart/add-failed');
  });

  it('has unsaved changes from the click until each write is answered, failed ones included', async () => {
    const { store, backend } = setup();
    store.subscribe(() => {});
    expect(store.hasUnsavedChanges).toBe(false);

    const first = store.add(line('p-1', 1));
    expect(store.hasUnsavedChanges).toBe(true);
    await first;
    expect(store.hasUnsavedChanges).toBe(false);

    // Two writes in flight: the first answer must not clear the second.
    let release: () => void = () => {};
    backend.setQuantity.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const slow = store.setQuantity('p-1', 3);
    const fast = store.rename('Obra Norte');
    await fast;
    expect(store.hasUnsavedChanges).toBe(true);
    release();
    await slow;
    expect(store.hasUnsavedChanges).toBe(false);

    backend.fail = new Error('denied');
    const failing = store.remove('p-1');
    expect(store.hasUnsavedChanges).toBe(true);
    expect(await failing).toBe(false);
    expect(store.hasUnsavedChanges).toBe(false);
  });

  it('a buy-now failure uses its own message', async () => {
    const { store, backend, errors } = setup(null, 'buy-now');
    backend.fail = new Error('x');
    expect(await store.startNew(line('p-9', 1))).toBeNull();
    expect(errors[0]?.userMessage).toBe('No se pudo agregar el carrito en compra ya');
  });

  it('refuses a quantity out of bounds without writing', async () => {
    const { store, backend, errors } = setup();
    await store.add(line('p-1', 10_000));
    expect(backend.calls.create).toBe(0);
    expect(errors[0]?.code).toBe('cart/quantity-out-of-bounds');
  });

  it('edits quantity, removes a line and renames, optimistically', async () => {
    const { store, backend } = setup();
    store.subscribe(() => {});
    await store.add(line('p-1', 1));
    await store.add(line('p-2', 1));
    const editing = store.setQuantity('p-1', 7);
    expect(store.getSnapshot().lines.find((l) => l.product_id === 'p-1')?.quantity).toBe(7);
    await editing;
    const removing = store.remove('p-2');
    expect(store.getSnapshot().lines.map((l) => l.product_id)).toEqual(['p-1']);
    await removing;
    const renaming = store.rename('  Obra Norte ');
    expect(store.getSnapshot().alias).toBe('Obra Norte');
    await renaming;
    expect(backend.rename).toHaveBeenCalledWith('q-1', 'Obra Norte');
    expect(await store.rename('')).toBe(false);
  });

  it('keeps one live subscription however many readers, and none after the last leaves (StrictMode)', async () => {
    const { store, backend } = setup('q-existing');
    const a = store.subscribe(() => {});
    a(); // StrictMode: mount, unmount, mount again
    const b = store.subscribe(() => {});
    const c = store.subscribe(() => {});
    await flush();
    expect(backend.liveCount()).toBe(1);
    expect(store.liveSubscriptions).toBe(1);
    b();
    c();
    await flush();
    expect(backend.liveCount()).toBe(0);
    expect(store.liveSubscriptions).toBe(0);
  });

  it('reports a read failure with the spec message and shows the error state', async () => {
    const { store, backend, errors } = setup('q-gone');
    backend.subscribe.mockImplementationOnce(((_q: string, _onChange: unknown, onError: (e: AppError) => void) => {
      queueMicrotask(() => onError(new AppError('cart/read-failed')));
      return () => true;
    }) as never);
    store.subscribe(() => {});
    await flush();
    await flush();
    expect(store.getSnapshot().status).toBe('error');
    expect(errors[0]?.userMessage).toBe('Error al obtener los productos del carrito actual.');
  });

  it('a cart whose first snapshot never comes says so after the bounded wait, quietly; "Reintentar" follows it again', async () => {
    const { store, backend, errors } = setup('q-1', 'cart', null, new Map(), 40);
    backend.subscribe.mockImplementationOnce((() => () => true) as never);
    store.subscribe(() => {});
    await flush();
    expect(store.getSnapshot().status).toBe('loading');
    await new Promise((r) => setTimeout(r, 60));
    expect(store.getSnapshot().status).toBe('error');
    expect(errors).toEqual([]);
    store.retry();
    await flush();
    await flush();
    expect(store.getSnapshot().status).toBe('ready');
    expect(backend.subscribe).toHaveBeenCalledTimes(2);
  });

  it('a cart with remembered lines keeps showing them while its first snapshot is late', async () => {
    const remembered = rememberCart({ quoteId: 'q-1', alias: 'Obra', lines: [line('p-1', 3)] });
    const { store, backend } = setup('q-1', 'cart', remembered, new Map(), 40);
    backend.subscribe.mockImplementationOnce((() => () => true) as never);
    store.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 60));
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', stale: true });
  });

  it('follows another tab that stored a new cart id', async () => {
    const { store, backend } = setup('q-old');
    store.subscribe(() => {});
    await flush();
    store.adoptQuoteId('q-new');
    await flush();
    expect(store.getSnapshot().quoteId).toBe('q-new');
    expect(backend.liveCount()).toBe(1);
    expect(backend.subscribe).toHaveBeenLastCalledWith('q-new', expect.any(Function), expect.any(Function));
  });

  describe('what this browser last saw (a returning visitor)', () => {
    const seen = (quoteId: string, lines: TCartLine[]) => rememberCart({ quoteId, alias: 'Obra Norte', lines });

    it('shows the remembered cart at once, marked stale, without loading the backend', () => {
      const { store, loadBackend } = setup('q-1', 'cart', seen('q-1', [line('p-1', 3), line('p-2', 1)]));
      expect(store.getSnapshot()).toMatchObject({
        status: 'ready',
        quoteId: 'q-1',
        alias: 'Obra Norte',
        stale: true,
        restored: true,
      });
      expect(store.getSnapshot().lines.map((l) => l.quantity)).toEqual([3, 1]);
      expect(loadBackend).not.toHaveBeenCalled();
    });

    it('remembers each live snapshot for the next page', async () => {
      const { store, storage } = setup();
      store.subscribe(() => {});
      await store.add(line('p-1', 2));
      await flush();
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', stale: false });
      expect(recallCart(storage.get('cartID:seen') ?? null, 'q-1')).toEqual({
        quoteId: 'q-1',
        alias: 'Cotización Nueva',
        lines: [line('p-1', 2)],
      });
    });

    it('gives way to the live cart when it answers (another device changed it since)', async () => {
      const { store, backend } = setup('q-1', 'cart', seen('q-1', [line('p-1', 2), line('p-9', 1)]));
      await backend.createQuoteWithLine('cart', line('p-1', 5)); // the fake's q-1, as the server has it now
      const staleness: boolean[] = [];
      store.subscribe(() => staleness.push(store.getSnapshot().stale));
      await flush();
      expect(store.getSnapshot()).toMatchObject({
        status: 'ready',
        stale: false,
        alias: 'Cotización Nueva',
        lines: [line('p-1', 5)],
      });
      expect(staleness).toEqual([false]);
    });

    it('ignores what it remembered of another cart', () => {
      const { store } = setup('q-2', 'cart', seen('q-1', [line('p-1', 3)]));
      expect(store.getSnapshot()).toMatchObject({ status: 'loading', lines: [], stale: false });
    });

    it('drops the remembered lines when the browser follows another cart', () => {
      const { store } = setup('q-1', 'cart', seen('q-1', [line('p-1', 3)]));
      store.adoptQuoteId(null);
      expect(store.getSnapshot()).toMatchObject({ status: 'empty', lines: [], stale: false });
    });

    it('says the cart is as left on the last visit only until this tab changes it', async () => {
      const { store, backend } = setup('q-1', 'cart', seen('q-1', [line('p-1', 1)]));
      await backend.createQuoteWithLine('cart', line('p-1', 1)); // the fake's q-1
      expect(store.getSnapshot()).toMatchObject({ stale: true, restored: true });
      // No live answer yet (nobody subscribed): the lines are still unconfirmed, but no longer as left last time.
      expect(await store.add(line('p-2', 3))).toBe(true);
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', stale: true, restored: false });
      // Once the add's overlay has had its time (no snapshot echoed it), the note still stays away.
      await new Promise((r) => setTimeout(r, 80));
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', stale: true, restored: false, pending: false });
    });

    it('a reload of the tab that changed the cart is not a last visit either; another tab (a new visit) is', async () => {
      const { store, tab, storage } = setup('q-1', 'cart', seen('q-1', [line('p-1', 1)]));
      void store.setQuantity('p-1', 2);
      expect(tab.get('cartID:changed')).toBe('q-1');
      const reloaded = setup('q-1', 'cart', storage.get('cartID:seen') ?? null, tab).store;
      expect(reloaded.getSnapshot()).toMatchObject({ stale: true, restored: false });
      const otherTab = setup('q-1', 'cart', storage.get('cartID:seen') ?? null).store;
      expect(otherTab.getSnapshot()).toMatchObject({ stale: true, restored: true });
      // The mark names the cart: a tab that changed another cart still says this one is as left.
      const otherCart = setup(
        'q-1',
        'cart',
        storage.get('cartID:seen') ?? null,
        new Map([['cartID:changed', 'q-9']]),
      ).store;
      expect(otherCart.getSnapshot().restored).toBe(true);
    });

    it('a first add that creates the cart notes it for this tab', async () => {
      const { store, tab } = setup();
      await store.add(line('p-1', 1));
      expect(tab.get('cartID:changed')).toBe('q-1');
    });

    it('an edit, a removal or a rename in this tab ends the last-visit note too', async () => {
      for (const change of [
        (store: CartStore) => store.setQuantity('p-1', 4),
        (store: CartStore) => store.remove('p-1'),
        (store: CartStore) => store.rename('Obra Sur'),
      ]) {
        const { store } = setup('q-1', 'cart', seen('q-1', [line('p-1', 1), line('p-2', 1)]));
        void change(store);
        expect(store.getSnapshot().restored).toBe(false);
      }
    });

    it('an edit of a remembered line is written to the cart the browser holds', async () => {
      const { store, backend } = setup('q-1', 'cart', seen('q-1', [line('p-1', 1)]));
      backend.setQuantity.mockResolvedValue(undefined);
      expect(await store.setQuantity('p-1', 4)).toBe(true);
      expect(backend.setQuantity).toHaveBeenCalledWith('q-1', 'p-1', 4);
      expect(backend.calls.create).toBe(0);
    });
  });
});
