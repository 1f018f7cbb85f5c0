'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { loadAccountRuntime } from '@/shared/account/load-account-runtime';
import { toast } from '@/shared/browser/toasts';
import { FullScreenLoader } from '@/shared/ui/full-screen-loader';
import { BoltIcon } from '@/shared/ui/icons';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { StaffSessionProvider, useStaffSessionWatch } from './staff-session-context';
import { StaffNavBar } from './staff-nav-bar';

const navLinkClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-button px-3 text-sm font-semibold text-slate-200 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white';

/**
 * The back-office frame and its guard: while the sign-in state loads it renders nothing of
 * its own (no staff content, no staff code) but the site's neutral loading indicator, which stays
 * while anyone who is not a verified company address is sent to /b2b. The guard is a convenience: the
 * rules and the quotes function check the same claims on every read and write.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const session = useStaffSessionWatch();
  const router = useRouter();
  const denied = session.status === 'signed-out' || session.status === 'not-staff';

  useEffect(() => {
    if (denied) router.replace('/b2b');
  }, [denied, router]);

  if (session.status !== 'staff') return <FullScreenLoader />;

  const signOut = () =>
    void loadAccountRuntime().then(async (runtime) => {
      if (await runtime.logout()) {
        toast.success('Cerraste sesión.');
        router.push('/');
      }
    });

  return (
    <StaffSessionProvider session={session}>
      <header data-app-header className="sticky top-0 z-40 bg-primary-dark text-white shadow">
        <div className="mx-auto flex max-w-[1920px] flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 sm:px-6">
          <Link
            href="/cotizacion"
            className="flex shrink-0 items-center gap-2 rounded-button py-1"
            aria-label="Voltia, área de ventas: cotizaciones"
          >
            <span className="grid size-8 place-items-center rounded-button bg-secondary text-primary-dark">
              <BoltIcon className="size-4 fill-current" />
            </span>
            <span className="font-extrabold tracking-tight">Voltia · Ventas</span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-2 text-sm sm:order-last">
            <span className="max-w-[12rem] truncate text-slate-200" data-testid="staff-name" title={session.email}>
              {session.name}
            </span>
            <Link href="/" className={navLinkClass}>
              Tienda
            </Link>
            <button type="button" className={navLinkClass} onClick={signOut}>
              Salir
            </button>
          </div>
          <StaffNavBar linkClass={navLinkClass} />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 bg-slate-50 focus:outline-none">
        {children}
      </main>
    </StaffSessionProvider>
  );
}
