import type { AppError } from '@voltia/domain';
import { secondaryButtonClass } from '@/components/forms/text-field';
import type { TInboxNote } from './inbox-notes';

/** While the first page loads: the shape of the list to come, and "Cargando…" for screen readers. */
export function InboxSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2" data-testid="inbox-loading">
      <span className="sr-only">Cargando cotizaciones…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-16 animate-pulse rounded-lg border border-slate-200 bg-white p-4 motion-reduce:animate-none">
          <div className="h-3 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** An empty list, saying why. */
export function InboxEmpty({ note }: { note: TInboxNote }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="inbox-empty">
      <p className="font-semibold text-slate-900">{note.title}</p>
      {note.hint === null ? null : <p className="mt-1 text-sm text-slate-600">{note.hint}</p>}
    </div>
  );
}

/** The list could not be read: the catalogue's message and a way to try again. */
export function InboxError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center" data-testid="inbox-error">
      <p className="font-semibold text-red-800">{error.userMessage}</p>
      <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
