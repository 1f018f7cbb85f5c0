import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RETURNING_VISITOR_QUIET_MS,
  firebaseIntent,
  onFirebaseWanted,
  resetFirebaseGateForTests,
  wantFirebase,
} from './firebase-gate';

/** A tab's window as the gate uses it: events, timers and its localStorage. */
function fakeWindow(stored: Record<string, string>) {
  const target = new EventTarget();
  return Object.assign(target, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
}

function openTab(stored: Record<string, string> = {}) {
  const window = fakeWindow(stored);
  vi.stubGlobal('window', window);
  const start = vi.fn();
  onFirebaseWanted(start);
  return { window, start, stored };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetFirebaseGateForTests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a first-time visitor (no cart, not signed in)', () => {
  it('starts nothing while browsing, however long and however they interact with the page', () => {
    const { window, start } = openTab();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(RETURNING_VISITOR_QUIET_MS * 10);
    expect(start).not.toHaveBeenCalled();
  });

  it.each(Object.keys(firebaseIntent) as (keyof typeof firebaseIntent)[])(
    'starts on %s over a cart, list or sign-in control, once',
    (handler) => {
      const { start } = openTab();
      firebaseIntent[handler]();
      firebaseIntent.onPointerDown();
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('becomes a returning visitor when another tab creates a cart', () => {
    const { window, start, stored } = openTab();
    window.dispatchEvent(new Event('storage'));
    vi.advanceTimersByTime(RETURNING_VISITOR_QUIET_MS);
    expect(start).not.toHaveBeenCalled();
    stored.cartID = 'q1';
    window.dispatchEvent(new Event('storage'));
    window.dispatchEvent(new Event('touchstart'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('a returning visitor (a cart or a signed-in customer in this browser)', () => {
  it.each([['cartID'], ['buyNow'], ['user']])(
    'with %s stored, starts on the first interaction with the page',
    (key) => {
      const { window, start } = openTab({ [key]: 'x' });
      expect(start).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('keydown'));
      window.dispatchEvent(new Event('pointerdown'));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('starts anyway once the page has been left alone for a while', () => {
    const { start } = openTab({ cartID: 'q1' });
    vi.advanceTimersByTime(RETURNING_VISITOR_QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('pages that depend on who is signed in', () => {
  it('start at once, and anything asking later starts immediately', () => {
    const { start } = openTab();
    wantFirebase();
    expect(start).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onFirebaseWanted(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never starts', () => {
    vi.stubGlobal('window', fakeWindow({}));
    const start = vi.fn();
    const cancel = onFirebaseWanted(start);
    cancel();
    wantFirebase();
    expect(start).not.toHaveBeenCalled();
  });
});
