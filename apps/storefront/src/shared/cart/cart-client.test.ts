import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCartLine } from '@voltia/domain/testing';

/** A browser storage holding nothing: what the light half reads of a first-time visitor's tab. */
const emptyStorage = { getItem: () => null };

/** A first-time visitor's tab: no cart, no session, the cart runtime not loaded. */
async function freshTab() {
  vi.resetModules();
  vi.stubGlobal('window', {
    localStorage: emptyStorage,
    sessionStorage: emptyStorage,
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
