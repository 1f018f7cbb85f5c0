import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';
import { reportError } from '@/shared/stats/error-reporter';

// The app's toasts, without the toast library in any page's first-load JavaScript. sonner (and the
// Toaster that AppToaster renders) loads on the first toast or once the page is idle, whichever
// comes first. sonner keeps toasts raised before its Toaster subscribes and shows them when it
// does, so none is lost while it loads. The only module that imports sonner (lint enforces it).

type TSonner = typeof Sonner;

let loading: Promise<TSonner> | null = null;
let loaded: TSonner | null = null;
const listeners = new Set<() => void>();

/** Loads sonner once; a failed load is forgotten so the next toast tries again. */
export function loadToasts(): Promise<TSonner> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function show(kind: 'success' | 'error', message: string): void {
  loadToasts()
    .then((module) => module.toast[kind](message))
    .catch((error: unknown) => reportError(error, { kind: 'toast', reason: 'toast-not-shown', toast: kind, message }));
}

/** Raises a toast (Spanish text from the caller or the error catalogue). Never throws. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner once it has loaded (null before, and on the server), for the Toaster. */
export function useLoadedToasts(): TSonner | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
