'use client';

import type { TFiscalData } from '@voltia/domain';
import type { TSavedDeliverySite } from '@voltia/firebase-client/account';
import { loadAccountRuntime, type TAccountRuntime } from '@/shared/account/load-account-runtime';
import { useLive } from '@/shared/live/use-live';

/** The customer's fiscal data, live (null until they save it): the profile's form and the accept dialog. */
export function useFiscalData(uid: string) {
  return useLive<TAccountRuntime, TFiscalData | null>(
    `fiscal#${uid}`,
    loadAccountRuntime,
    (runtime, onValue, onError) => runtime.watchFiscalData(uid, onValue, onError),
    { readFailed: 'fiscal/read-failed' },
  );
}

/** The customer's delivery sites, live: the profile's list and the accept dialog's choice. */
export function useDeliverySites(uid: string) {
  return useLive<TAccountRuntime, readonly TSavedDeliverySite[]>(
    `sites#${uid}`,
    loadAccountRuntime,
    (runtime, onValue, onError) => runtime.watchDeliverySites(uid, onValue, onError),
    { readFailed: 'site/read-failed' },
  );
}
