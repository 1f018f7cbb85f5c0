'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { TStaffSession } from '@voltia/firebase-client/staff';

export type TStaffMemberSession = Extract<TStaffSession, { status: 'staff' }>;

const StaffSessionContext = createContext<TStaffMemberSession | null>(null);

/**
 * Follows who is signed in, from the ID token's claims (loading until Auth answers). It loads the
 * Auth SDK and the session module alone, not the whole back-office backend (Firestore and the
 * repositories), so the guard decides as soon as Auth has read its local persistence: a visitor
 * who is not staff is sent away without waiting for Firestore's code.
 */
export function useStaffSessionWatch(): TStaffSession {
  const [session, setSession] = useState<TStaffSession>({ status: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@voltia/firebase-client/staff-session').then(({ watchStaffSession }) => {
      if (!cancelled) stop = watchStaffSession(setSession);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return session;
}

export function StaffSessionProvider({ session, children }: { session: TStaffMemberSession; children: ReactNode }) {
  return <StaffSessionContext.Provider value={session}>{children}</StaffSessionContext.Provider>;
}

/** The signed-in staff member; staff pages render only inside the guard, so it is always there. */
export function useStaffMember(): TStaffMemberSession {
  const session = useContext(StaffSessionContext);
  if (session === null) throw new Error('useStaffMember outside the staff shell');
  return session;
}
