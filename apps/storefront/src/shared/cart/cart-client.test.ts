import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCartLine } from '@voltia/domain/testing';

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, value),
  };
}

/** A first-time visitor's tab: no cart, no session, the cart runtime not loaded. */
async function freshTab() {
  vi.resetModules();
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    setTimeout,
    clearTimeout,
  });
  const { getCartViewSource } = await import('./cart-client');
  const source = getCartViewSource('cart');
  const release = source.subscribe(() => undefined);
  return { source, release };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adds shown before the cart runtime has loaded', () => {
  it('show at once, one more of the same product by the merge rule', async () => {
    const { source, release } = await freshTab();
    expect(source.getSnapshot()).toMatchObject({ status: 'empty', lines: [] });
    source.showLineAdding(makeCartLine({ product_id: 'p-1', quantity: 1 }));
    source.showLineAdding(makeCartLine({ product_id: 'p-1', quantity: 1 }));
    expect(source.getSnapshot()).toMatchObject({ status: 'ready', pending: true });
    expect(source.getSnapshot().lines).toEqual([expect.objectContaining({ product_id: 'p-1', quantity: 2 })]);
    release();
  });

  it('when the runtime fails for all of them, the cart is back as it was, whichever undo comes first', async () => {
    for (const order of ['first-first', 'last-first'] as const) {
      const { source, release } = await freshTab();
      const before = source.getSnapshot();
      const undoFirst = source.showLineAdding(makeCartLine({ product_id: 'p-1', quantity: 1 }));
      const undoSecond = source.showLineAdding(makeCartLine({ product_id: 'p-2', quantity: 3 }));
      expect(source.getSnapshot().lines).toHaveLength(2);
      if (order === 'first-first') {
        undoFirst();
        undoSecond();
      } else {
        undoSecond();
        undoFirst();
      }
      expect(source.getSnapshot()).toBe(before);
      release();
    }
  });
});
