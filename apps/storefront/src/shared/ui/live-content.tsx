import type { ReactNode } from 'react';
import type { AppError } from '@voltia/domain';
import type { TLive } from '@/shared/live/use-live';
import { secondaryButtonClass } from '@/shared/ui/text-field';

/**
 * A list or section that could not be read (or whose first answer took too long): the catalogue's
 * Spanish message and, where the read can be opened again, "Reintentar".
 */
export function LiveError({
  error,
  onRetry,
  testId,
}: {
  error: AppError;
  onRetry?: (() => void) | undefined;
  testId?: string;
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center" data-testid={testId}>
      <p className="font-semibold text-red-800">{error.userMessage}</p>
      {onRetry === undefined ? null : (
        <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}

/** What a live section shows before its data: a loading line, or the catalogue's message (and "Reintentar") if the read failed or took too long. */
export function LiveFallback({ live, loading }: { live: TLive<unknown>; loading: string }) {
  if (live.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        {loading}
      </p>
    );
  }
  if (live.status === 'error') return <LiveError error={live.error} onRetry={live.retry} />;
  return null;
}

/** A live listener's loading and error states, or its value as `children` draws it. */
export function LiveContent<T>({
  live,
  loading,
  children,
}: {
  live: TLive<T>;
  loading: string;
  children: (value: T) => ReactNode;
}) {
  return live.status === 'ready' ? <>{children(live.value)}</> : <LiveFallback live={live} loading={loading} />;
}
