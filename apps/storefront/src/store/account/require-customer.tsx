'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { usePathname } from 'next/navigation';
import type { Route } from 'next';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { signInHref } from '@voltia/domain/client';
import type { TLoginUser } from '@voltia/domain/client';
import { useSignInHref } from './sign-in-href';
import { useAccountRuntime } from '@/shared/account/load-account-runtime';
import { useLoginState } from '@/shared/account/identity-store';
import { primaryButtonClass } from '@/shared/ui/text-field';

/**
 * Shows `children` to a signed-in customer. While the sign-in state loads it renders nothing;
 * a visitor who is not signed in is offered the sign-in screen, coming back here after.
 */
export function RequireCustomer({ children, reason }: { children: (user: TLoginUser) => ReactNode; reason: string }) {
  useAccountRuntime(true);
  const state = useLoginState();
  const pathname = usePathname();
  if (state.isLoading && state.user === null) return null;
  if (state.user === null) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
        <p className="mb-4 text-slate-700">{reason}</p>
        <Suspense fallback={<SignInLink href={signInHref(pathname) as Route} />}>
          <SignInLinkHere />
        </Suspense>
      </div>
    );
  }
  return <>{children(state.user)}</>;
}

function SignInLink({ href }: { href: Route }) {
  return (
    <IntentLink href={href} className={primaryButtonClass}>
      Ingresar o crear cuenta
    </IntentLink>
  );
}

/** Back to this very page after signing in, query included (the buy-now cart of /b2b/solicitar). */
function SignInLinkHere() {
  return <SignInLink href={useSignInHref()} />;
}
