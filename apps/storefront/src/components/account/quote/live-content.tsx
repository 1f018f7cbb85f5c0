import type { ReactNode } from 'react';
import type { TLive } from '@/quotes/use-quotes';

/** A live listener's loading and error states (the catalogue's message), or its value as `children` draws it. */
export function LiveContent<T>({ live, loading, children }: { live: TLive<T>; loading: string; children: (value: T) => ReactNode }) {
  if (live.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        {loading}
      </p>
    );
  }
  if (live.status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {live.error.userMessage}
      </p>
    );
  }
  return <>{children(live.value)}</>;
}
