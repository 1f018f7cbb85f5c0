'use client';

import { useEffect } from 'react';
import { onFirebaseWanted, wantFirebase } from '@/shared/browser/firebase-gate';
import type { TLoginUser } from '@voltia/domain/client';
import type * as AccountRuntime from './account-runtime';
import { identityStore, loginStateAtom } from './identity-store';

// The one importer of account-runtime.ts (the Firebase Auth SDK): the runtime writes the sign-in
// state in identity-store.ts, and this module loads the runtime, so neither imports the other back.

/** The account runtime's module (what loadAccountRuntime resolves to). */
export type TAccountRuntime = typeof AccountRuntime;
let runtime: Promise<TAccountRuntime> | null = null;

/** Loads the account runtime once; it starts following the Auth session as it loads. */
export function loadAccountRuntime(): Promise<TAccountRuntime> {
  runtime ??= import('./account-runtime').then((module) => {
    module.startIdentityWatch();
    return module;
  });
  return runtime;
}

/**
 * Starts the runtime: at once where the page depends on who is signed in (and then the rest of the
 * page's Firebase work may start too), otherwise when the firebase gate opens, so a catalogue page
 * runs no Auth SDK for a visitor who only browses; the header shows the cached `user` meanwhile.
 */
export function useAccountRuntime(eager: boolean): void {
  useEffect(() => {
    if (eager) wantFirebase();
    return onFirebaseWanted(() => void loadAccountRuntime());
  }, [eager]);
}

/** The signed-in customer once Auth has answered (loading the runtime if needed); null for visitors. */
export async function settledUser(): Promise<TLoginUser | null> {
  await loadAccountRuntime();
  return new Promise((resolve) => {
    const check = () => {
      const state = identityStore.get(loginStateAtom);
      if (state.isLoading) return false;
      resolve(state.user);
      return true;
    };
    if (check()) return;
    const stop = identityStore.sub(loginStateAtom, () => {
      if (check()) stop();
    });
  });
}
