'use client';

import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import {
  initialLoginState,
  loginReducer,
  parseCachedLoginUser,
  STORAGE_KEYS,
  type TLoginAction,
  type TLoginState,
  type TLoginUser,
} from '@voltia/domain/client';
import { useSyncExternalStore } from 'react';

// The sign-in state lives in one jotai atom driven by the domain's reducer. This module is
// light: the Firebase Auth SDK is in account-runtime.ts, which writes here; load-account-runtime.ts
// loads it after the page is idle (or at once on the pages that need to know who is signed in).

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

// The cached user (`user` in browser storage), read before Auth answers so the header can
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
