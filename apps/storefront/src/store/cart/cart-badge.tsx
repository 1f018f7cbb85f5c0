'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { useCartView } from './use-cart-view';

/** Header link to the quote cart with its live number of products. */
export function CartBadge() {
  const cart = useCartView('cart');
  const count = cart.lines.length;
  // A saved cart is read after the first paint: until then its size is unknown, not zero.
  const loading = cart.status === 'loading';
  // A returning visitor's count comes from what this browser last saw until the live cart answers:
  // shown at once, and said to be unconfirmed, never presented as fresh.
  const stale = cart.stale;
  const label = loading
    ? 'Mi cotización, cargando'
    : count === 0
      ? 'Mi cotización, sin productos'
      : `Mi cotización, ${count} ${count === 1 ? 'producto' : 'productos'}${stale ? ' (por confirmar)' : ''}`;
  return (
    <IntentLink
      href="/carrito"
      aria-label={label}
      aria-busy={cart.pending}
      data-pending={cart.pending}
      data-testid="cart-badge"
      className="relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-button bg-primary px-3 py-2 text-sm font-semibold text-on-primary transition-colors hover:bg-primary-dark"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth={2}>
        <path d="M9 5h10l-1.5 9h-11L5 3H2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="8" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      <span className="hidden sm:inline">Mi cotización</span>
      <span
        data-testid="cart-count"
        data-loading={loading}
        data-stale={stale}
        className={`grid min-h-5 min-w-6 place-items-center rounded-full px-1.5 text-xs font-bold ${count > 0 ? 'bg-secondary text-on-secondary' : 'bg-white/20'} ${stale ? 'outline-1 outline-offset-1 outline-white outline-dashed' : ''}`}
      >
        {loading ? (
          <span aria-hidden="true" className="size-1.5 motion-safe:animate-pulse rounded-full bg-white/80" />
        ) : (
          count
        )}
      </span>
    </IntentLink>
  );
}
