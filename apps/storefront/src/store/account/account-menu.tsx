'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { Route } from 'next';
import { Suspense } from 'react';
import { signInHref } from '@voltia/domain/client';
import { toast } from '@/shared/browser/toasts';
import { loadAccountRuntime, useAccountRuntime } from '@/shared/account/load-account-runtime';
import { useDisplayedUser } from '@/shared/account/identity-store';
import { offersStaffArea } from './staff-entry';
import { firebaseIntent } from '@/shared/browser/firebase-gate';
import { IntentLink } from '@/store/layout/intent-link';
import { useSignInHref } from './sign-in-href';

const linkClass =
  'inline-flex min-h-11 items-center rounded-button px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-primary-light hover:text-primary sm:px-3';

/** The header's account corner: "Ingresar", or the customer's area and "Salir" (and, for staff, the back-office). */
export function AccountMenu() {
  useAccountRuntime(false);
  const { user } = useDisplayedUser();
  const pathname = usePathname();
  const router = useRouter();

  if (!user) {
    return (
      <Suspense fallback={<SignInLink href={signInHref(pathname) as Route} />}>
        <SignInLinkHere />
      </Suspense>
    );
  }
  const name = user.first_name || user.full_name || 'Mi cuenta';
  return (
    <div className="flex items-center">
      {offersStaffArea(user.email) ? (
        <IntentLink href="/cotizacion" className={linkClass} data-testid="staff-area-link">
          Ventas
        </IntentLink>
      ) : null}
      <IntentLink
        href="/b2b"
        className={linkClass}
        data-testid="account-link"
        aria-label={`Mi cuenta: ${user.full_name || name}`}
      >
        <span className="max-w-[8rem] truncate">{name}</span>
      </IntentLink>
      <button
        type="button"
        className={linkClass}
        data-testid="account-sign-out"
        onClick={() =>
          void loadAccountRuntime().then(async (runtime) => {
            if (await runtime.logout()) {
              toast.success('Cerraste sesión.');
              router.push('/');
            }
          })
        }
      >
        Salir
      </button>
    </div>
  );
}

function SignInLink({ href }: { href: Route }) {
  return (
    <IntentLink href={href} className={linkClass} data-testid="account-sign-in" {...firebaseIntent}>
      Ingresar
    </IntentLink>
  );
}

/** "Ingresar" that comes back to this very page, query included (a search, a filtered list). */
function SignInLinkHere() {
  return <SignInLink href={useSignInHref()} />;
}
