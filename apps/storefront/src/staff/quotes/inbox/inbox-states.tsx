import type { AppError } from '@voltia/domain';
import { LiveError } from '@/shared/ui/live-content';
import type { TInboxNote } from './inbox-notes';
import { StaffListSkeleton } from '@/staff/shell/staff-list-skeleton';

/** While the first page loads. */
export function InboxSkeleton() {
  return <StaffListSkeleton label="Cargando cotizaciones…" testId="inbox-loading" rowHeight="h-16" />;
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
  return <LiveError error={error} onRetry={onRetry} testId="inbox-error" />;
}
