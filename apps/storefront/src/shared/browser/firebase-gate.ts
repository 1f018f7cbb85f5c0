import { mayHaveSession } from '@voltia/domain/client';

// When a storefront page may start the Firebase SDKs. Evaluating them is one long task
// (the Firestore chunk alone blocks a mid-range phone for over a second), and a visitor who only
// browses never needs them. So the cart, the account and the toasts start when, first of:
//  - the page asks at once (wantFirebase(): account and staff pages, which depend on who is signed in);
//  - the person reaches for a cart, list or sign-in control (firebaseIntent: hover, focus or press);
//  - a returning visitor (a cart or a signed-in customer in this browser) first interacts with the
//    page, or leaves it quiet for RETURNING_VISITOR_QUIET_MS: their badge and cart show what this
//    browser last saw meanwhile, marked as not yet confirmed.
// A first-time visitor who only browses runs no Firebase code at all.

/** How long a returning visitor's page may stay untouched before the live cart starts anyway. */
export const RETURNING_VISITOR_QUIET_MS = 5000;
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let wanted = false;
let armed = false;
const waiting = new Set<() => void>();

/** The Firebase work of this tab may start now (and everything waiting for it starts). */
export function wantFirebase(): void {
  if (wanted) return;
  wanted = true;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Runs `start` once Firebase work is wanted (at once if it already is). Returns the cancel. */
export function onFirebaseWanted(start: () => void): () => void {
  if (wanted) {
    start();
    return () => undefined;
  }
  waiting.add(start);
  arm();
  return () => {
    waiting.delete(start);
  };
}

/** Props for a control whose use needs Firebase: hovering, focusing or pressing it starts the SDKs. */
export const firebaseIntent = {
  onPointerEnter: wantFirebase,
  onFocus: wantFirebase,
  onPointerDown: wantFirebase,
  onTouchStart: wantFirebase,
} as const;

function arm(): void {
  if (armed) return;
  armed = true;
  if (mayHaveSession(window.localStorage)) {
    armForReturningVisitor();
    return;
  }
  // Another tab of a first-time visitor created a cart or signed in: this tab has one too now.
  const onStorage = () => {
    if (!mayHaveSession(window.localStorage)) return;
    window.removeEventListener('storage', onStorage);
    armForReturningVisitor();
  };
  window.addEventListener('storage', onStorage);
}

function armForReturningVisitor(): void {
  const options = { capture: true, passive: true } as const;
  const fire = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, fire, options);
    window.clearTimeout(timer);
    wantFirebase();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, fire, options);
  const timer = window.setTimeout(fire, RETURNING_VISITOR_QUIET_MS);
}

/** For tests: back to a fresh tab. */
export function resetFirebaseGateForTests(): void {
  wanted = false;
  armed = false;
  waiting.clear();
}
