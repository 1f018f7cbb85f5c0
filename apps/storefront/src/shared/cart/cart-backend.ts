// The only storefront module that pulls in the Firebase web SDK for the cart. It is loaded with a
// dynamic import when the firebase gate opens (shared/browser/firebase-gate.ts: a cart control reached for,
// or a returning visitor's first interaction) or by the first cart action, never by browsing alone.
import { authReady, ensureCartOwner } from '@voltia/firebase-client/auth';
import { getDb } from '@voltia/firebase-client/firestore';
import {
  addLineToCart,
  createQuoteWithLine,
  removeLine,
  renameCart,
  setLineQuantity,
  subscribeCart,
} from '@voltia/firebase-client/cart';
import type { AppError, TCartLine, TLineMerge, TQuoteKind } from '@voltia/domain';
import type { TCartSnapshot } from '@voltia/firebase-client/cart';

export interface TCartBackend {
  /** Makes the SDK instances and waits for the persisted session, before any cart action needs them. */
  prepare(): Promise<void>;
  createQuoteWithLine(kind: TQuoteKind, line: TCartLine): Promise<string>;
  addLine(quoteId: string, line: TCartLine, merge?: TLineMerge): Promise<TCartLine>;
  setQuantity(quoteId: string, productId: string, quantity: number): Promise<void>;
  removeLine(quoteId: string, productId: string): Promise<void>;
  rename(quoteId: string, alias: string): Promise<void>;
  subscribe(quoteId: string, onChange: (s: TCartSnapshot) => void, onError: (e: AppError) => void): () => void;
}

export function createCartBackend(): TCartBackend {
  return {
    async prepare() {
      getDb();
      await authReady();
    },
    async createQuoteWithLine(kind, line) {
      // A visitor is signed in anonymously first, so the quote has an owner; a signed-in
      // customer's quote carries their name.
      const owner = await ensureCartOwner();
      return createQuoteWithLine(getDb(), { ownerUid: owner.uid, customerName: owner.customerName, kind, line });
    },
    addLine: (quoteId, line, merge) => addLineToCart(getDb(), quoteId, line, merge),
    setQuantity: (quoteId, productId, quantity) => setLineQuantity(getDb(), quoteId, productId, quantity),
    removeLine: (quoteId, productId) => removeLine(getDb(), quoteId, productId),
    rename: (quoteId, alias) => renameCart(getDb(), quoteId, alias),
    subscribe: (quoteId, onChange, onError) => {
      // Reading a cart needs its owner signed in; wait for the persisted session to come back.
      let stop: (() => void) | undefined;
      let cancelled = false;
      void authReady().then(() => {
        if (!cancelled) stop = subscribeCart(getDb(), quoteId, onChange, onError);
      });
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
}
