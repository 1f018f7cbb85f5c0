import { AccountMenu } from '@/store/account/account-menu';
import { CartBadge } from '@/store/cart/cart-badge';
import { IntentLink } from '@/store/layout/intent-link';
import { BoltIcon } from '@/shared/ui/icons';

const navLinkClass =
  'inline-flex min-h-11 items-center rounded-button px-2 text-slate-700 transition-colors hover:bg-primary-light hover:text-primary sm:px-3';

/**
 * Brand wordmark, the main navigation and the quote cart. Only routes that exist are linked, each
 * prefetched when a person reaches for it (IntentLink), and each at least 44 px tall for a thumb.
 * The header is opaque, not a blurred glass: a backdrop filter on a sticky bar is redrawn for every
 * frame under it (every scroll step, every image that loads), about 20 ms a frame where the compositor
 * draws in software (docs/decisions/009-tests-on-a-busy-machine.md).
 */
export function SiteHeader() {
  return (
    <header data-app-header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="page-container flex h-16 items-center justify-between gap-2 sm:gap-3">
        <IntentLink
          href="/"
          aria-label="Voltia, ir al inicio"
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-button"
        >
          <span className="grid size-9 place-items-center rounded-button bg-primary text-secondary">
            <BoltIcon className="size-5 fill-current" />
          </span>
          <span className="text-xl font-extrabold tracking-tight text-primary">Voltia</span>
        </IntentLink>
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">
          <nav aria-label="Principal" className="hidden xs:block">
            <ul className="flex items-center text-sm font-medium sm:gap-1">
              <li>
                <IntentLink href="/productos" className={navLinkClass}>
                  Productos
                </IntentLink>
              </li>
              {/* On phones the header keeps the catalogue and the cart; the home page's sections are a scroll away. */}
              <li className="hidden sm:block">
                <IntentLink href="/#categorias" className={navLinkClass}>
                  Categorías
                </IntentLink>
              </li>
              <li className="hidden md:block">
                <IntentLink href="/#como-cotizar" className={navLinkClass}>
                  Cómo cotizar
                </IntentLink>
              </li>
            </ul>
          </nav>
          <AccountMenu />
          <CartBadge />
        </div>
      </div>
    </header>
  );
}
