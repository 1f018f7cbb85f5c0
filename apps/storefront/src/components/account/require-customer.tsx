'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Route } from 'next';
import type { ReactNode } from 'react';
import type { TLoginUser } from '@voltia/domain/client';
import { useAccountRuntime } from '@/account/load-account-runtime';
import { useLoginState } from '@/account/identity-store';
import { primaryButtonClass } from '../forms/text-field';

/**
 * Shows `children` to a signed-in customer. While the sign-in state loads it renders nothing
 * (spec 2); a visitor who is not signed in is offered the sign-in screen, coming back here after.
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
        <Link href={`/b2b/login?next=${encodeURIComponent(pathname)}` as Route} className={primaryButtonClass}>
          Ingresar o crear cuenta
        </Link>
      </div>
    );
  }
  return <>{children(state.user)}</>;
}
