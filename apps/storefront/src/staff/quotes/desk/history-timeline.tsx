import Link from 'next/link';
import type { Route } from 'next';
import type { TQuoteHistoryEntry } from '@voltia/domain';
import type { TLive } from '@/shared/live/use-live';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { historyEntryText } from './history-entry-text';
import { LiveFallback } from '@/shared/ui/live-content';

/** The quote's full history for staff (moves, assignments, every desk change), newest first. */
export function HistoryTimeline({ history }: { history: TLive<readonly TQuoteHistoryEntry[]> }) {
  return (
    <section aria-labelledby="historial" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="historial" className="text-base font-bold text-slate-900">
        Historial
      </h2>
      <p className="text-xs text-slate-600">Lo más reciente primero.</p>
      {history.status !== 'ready' ? (
        <div className="mt-3">
          <LiveFallback live={history} loading="Cargando el historial…" />
        </div>
      ) : history.value.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Todavía no hay movimientos.</p>
      ) : (
        <ol
          className="mt-3 flex max-h-[32rem] flex-col gap-3 overflow-y-auto pr-1"
          data-testid="history"
          tabIndex={0}
          aria-label="Movimientos de la cotización"
        >
          {[...history.value].reverse().map((entry, index) => {
            const text = historyEntryText(entry);
            return (
              <li
                key={`${entry.at.getTime()}-${index}`}
                className="border-l-2 border-primary/40 pl-3 text-sm"
                data-testid="history-entry"
                data-kind={entry.kind}
              >
                <p className="font-semibold text-slate-900">{text.title}</p>
                {text.change === undefined ? null : (
                  <p className="break-words text-slate-700">
                    <span className="text-slate-600">{text.change.before}</span> →{' '}
                    <span className="font-medium text-slate-900">{text.change.after}</span>
                  </p>
                )}
                {text.note === undefined ? null : (
                  <p className="mt-0.5 whitespace-pre-line break-words rounded-button bg-slate-50 px-2 py-1 text-slate-800">
                    {text.note}
                  </p>
                )}
                {text.link === undefined ? null : (
                  <Link
                    href={`/cotizacion/${encodeURIComponent(text.link.quoteId)}` as Route}
                    className="font-semibold text-primary underline-offset-2 hover:underline"
                  >
                    {text.link.label}
                  </Link>
                )}
                <p className="mt-0.5 text-xs text-slate-600">
                  {entry.actor.name} · <time dateTime={entry.at.toISOString()}>{formatQuoteDate(entry.at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
