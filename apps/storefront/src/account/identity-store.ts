'use client';

import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import { initialLoginState, loginReducer, parseCachedLoginUser, STORAGE_KEYS, type TLoginAction, type TLoginState, type TLoginUser } from '@voltia/domain/client';
import { useEffect, useSyncExternalStore } from 'react';
import { afterIdle } from '@/browser/after-idle';
import type * as AccountRuntime from './account-runtime';

// The sign-in state (spec 3) lives in one jotai atom driven by the domain's reducer. This module is
// light: the Firebase Auth SDK is in account-runtime.ts, loaded after the page is idle (or at once
// on the pages that need to know who is signed in).

/** The phone flow's held confirmation is opaque here; the runtime knows its type. */
export type TIdentityState = TLoginState<unknown>;

export const loginStateAtom = atomWithReducer<TIdentityState, TLoginAction<unknown>>(initialLoginState, loginReducer);

/** The store the runtime (outside React) and the components share. */
export const identityStore = getDefaultStore();

export function dispatchLogin(action: TLoginAction<unknown>): void {
  identityStore.set(loginStateAtom, action);
}

export function useLoginState(): TIdentityState {
  return useAtomValue(loginStateAtom, { store: identityStore });
}

/** The signed-in customer once Auth has answered; null while loading or signed out. */
export const signedInUserAtom = atom((get) => {
  const state = get(loginStateAtom);
  return state.isLoading ? null : state.user;
});

type TRuntime = typeof AccountRuntime;
let runtime: Promise<TRuntime> | null = null;

/** Loads the account runtime once; it starts following the Auth session as it loads. */
export function loadAccountRuntime(): Promise<TRuntime> {
  runtime ??= import('./account-runtime').then((module) => {
    module.startIdentityWatch();
    return module;
  });
  return runtime;
}

/**
 * Starts the runtime: at once where the page depends on who is signed in, otherwise once the page
 * is idle, so catalogue pages paint without the Auth SDK.
 */
export function useAccountRuntime(eager: boolean): void {
  useEffect(() => {
    if (eager) {
      void loadAccountRuntime();
      return;
    }
    return afterIdle(() => void loadAccountRuntime(), 2500);
  }, [eager]);
}

// The cached user (spec 3: `user` in browser storage), read before Auth answers so the header can
// greet a returning customer at once. Never used to decide access.
const cachedUserListeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: TLoginUser | null = null;

function readCachedUser(): TLoginUser | null {
  const raw = window.localStorage.getItem(STORAGE_KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseCachedLoginUser(raw);
  }
  return cachedUser;
}

export function writeCachedUser(user: TLoginUser | null): void {
  if (user) window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else window.localStorage.removeItem(STORAGE_KEYS.user);
  for (const listener of cachedUserListeners) listener();
}

function subscribeCachedUser(listener: () => void): () => void {
  cachedUserListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.user || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    cachedUserListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Who the header shows: the live user once known, the cached one before. */
export function useDisplayedUser(): { user: TLoginUser | null; settled: boolean } {
  const state = useLoginState();
  const cached = useSyncExternalStore(subscribeCachedUser, readCachedUser, () => null);
  return state.isLoading ? { user: cached, settled: false } : { user: state.user, settled: true };
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
