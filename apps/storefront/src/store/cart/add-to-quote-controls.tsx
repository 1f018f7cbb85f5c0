'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import type { TCartLine, TLoginUser } from '@voltia/domain';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, isLineQuantity } from '@voltia/domain/client';
import { settledUser } from '@/shared/account/load-account-runtime';
import { addToCart } from './add-to-cart';
import { getCartStore } from '@/shared/cart/cart-client';
import { firebaseIntent } from '@/shared/browser/firebase-gate';
import { signInHrefHere } from '@/store/account/sign-in-href';
import { QuantityInput } from './quantity-input';

export interface TAddToQuoteProduct {
  product_id: string;
  sku: string;
  description: string;
  brand: string;
}

const buttonBase =
  'inline-flex min-h-11 items-center justify-center rounded-button px-4 py-2.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

// The dialog (Radix, the lists' Firestore queries) loads when a customer first opens it. React.lazy,
// not next/dynamic: it is never server-rendered, and next/dynamic's server preloading would add
// ≈ 1.5 kB gzip to every product page.
const ListsDialog = lazy(() => import('./lists-dialog').then((m) => ({ default: m.ListsDialog })));

const noSubscription = () => () => {};

/** False in the server HTML, true once React has attached the handlers. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Quantity, "Agregar a cotización", "Comprar ya" and "Agregar a lista" for one product. */
export function AddToQuoteControls({ product }: { product: TAddToQuoteProduct }) {
  const quantityId = useId();
  const errorId = useId();
  const router = useRouter();
  const [quantityText, setQuantityText] = useState('1');
  const [listsFor, setListsFor] = useState<{ user: TLoginUser; line: TCartLine } | null>(null);
  // A click before hydration would do nothing: the buttons wait, disabled, until it is done.
  const hydrated = useHydrated();
  const quantity = Number(quantityText);
  const valid = quantityText.trim() !== '' && isLineQuantity(quantity);
  const quantityError = valid ? null : `Escribe una cantidad entera entre ${MIN_LINE_QUANTITY} y ${MAX_LINE_QUANTITY}.`;

  const lineOf = (quantity: number): TCartLine => ({
    sku: product.sku,
    product_id: product.product_id,
    sku_description: product.description,
    brand: product.brand,
    quantity,
  });

  const addToQuote = async () => {
    if (valid) await addToCart(lineOf(quantity));
  };

  const buyNow = () => {
    if (!valid) return;
    void getCartStore('buy-now').then((store) => store.startNew(lineOf(quantity)));
    router.push('/compra-ya');
  };

  // Lists belong to signed-in customers: a visitor is sent to sign in and brought back here.
  const addToList = async () => {
    const user = await settledUser();
    if (user === null) router.push(signInHrefHere());
    else if (valid) setListsFor({ user, line: lineOf(quantity) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <QuantityInput
          id={quantityId}
          labelClassName="text-sm font-semibold text-slate-800"
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          aria-invalid={quantityError !== null}
          aria-describedby={quantityError ? errorId : undefined}
          className="w-32 rounded-button border border-slate-300 px-3 py-2 text-base"
        />
        {quantityError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {quantityError}
          </p>
        )}
      </div>
      {/* Reaching for these buttons (hover, focus, press) starts the cart's Firebase SDK, so the first click is quick. */}
      <div className="flex flex-col gap-2 xs:flex-row xs:flex-wrap" {...firebaseIntent}>
        <button
          type="button"
          onClick={addToQuote}
          disabled={!hydrated || quantityError !== null}
          className={`${buttonBase} bg-primary text-on-primary hover:bg-primary-dark`}
        >
          Agregar a cotización
        </button>
        <button
          type="button"
          onClick={buyNow}
          disabled={!hydrated || quantityError !== null}
          className={`${buttonBase} bg-secondary text-on-secondary hover:bg-secondary-dark`}
        >
          Comprar ya
        </button>
        <button
          type="button"
          onClick={() => void addToList()}
          disabled={!hydrated}
          className={`${buttonBase} border border-primary text-primary hover:bg-primary-light`}
        >
          Agregar a lista
        </button>
      </div>
      {listsFor ? (
        <Suspense fallback={null}>
          <ListsDialog
            user={listsFor.user}
            line={listsFor.line}
            open
            onOpenChange={(open) => !open && setListsFor(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
