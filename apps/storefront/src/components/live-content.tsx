import type { ReactNode } from 'react';
import type { TLive } from '@/quotes/use-quotes';

/** What a live section shows before its data: a loading line, or the catalogue's message if the read failed. */
export function LiveFallback({ live, loading }: { live: TLive<unknown>; loading: string }) {
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
  return null;
}

/** A live listener's loading and error states, or its value as `children` draws it. */
export function LiveContent<T>({ live, loading, children }: { live: TLive<T>; loading: string; children: (value: T) => ReactNode }) {
  return live.status === 'ready' ? <>{children(live.value)}</> : <LiveFallback live={live} loading={loading} />;
}
