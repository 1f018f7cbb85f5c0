'use client';

import { IntentLink } from '@/store/layout/intent-link';
import type { Route } from 'next';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { useQuoteHistory } from './use-quotes';
import { LiveContent } from '@/shared/ui/live-content';
import { describeHistoryEntry, type THistoryEntryView } from './quote-history-view';

/** The quote's status timeline as its customer may read it, oldest first, live. */
export function QuoteTimeline({ quoteId, uid }: { quoteId: string; uid: string }) {
  const history = useQuoteHistory(quoteId);
  return (
    <section aria-labelledby="historial" className="flex min-w-0 flex-col gap-3">
      <h2 id="historial" className="text-lg font-bold text-slate-900">
        Historial
      </h2>
      <LiveContent live={history} loading="Cargando el historial…">
        {(entries) => <Entries views={entries.flatMap((entry) => describeHistoryEntry(entry, uid) ?? [])} />}
      </LiveContent>
    </section>
  );
}

function Entries({ views }: { views: readonly THistoryEntryView[] }) {
  if (views.length === 0)
    return <p className="text-sm text-slate-600">Todavía no hay movimientos en esta cotización.</p>;
  return (
    <ol className="flex flex-col gap-4 border-l-2 border-slate-200 pl-4">
      {views.map((view, index) => (
        <li key={`${view.at.getTime()}-${index}`} data-testid="history-entry" className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full border-2 border-white bg-primary"
          />
          <p className="font-semibold text-slate-900" data-testid="history-title">
            {view.title}
          </p>
          <p className="text-slate-600">
            {view.who} · <time dateTime={view.at.toISOString()}>{formatQuoteDate(view.at)}</time>
          </p>
          {view.note === null ? null : (
            <p className="mt-1 whitespace-pre-line break-words rounded-button bg-slate-50 px-3 py-2 text-slate-800">
              <span className="font-semibold">{view.note.label}: </span>
              {view.note.text}
            </p>
          )}
          {view.link === null ? null : (
            <IntentLink
              href={`/b2b/cotizaciones/${view.link.quoteId}` as Route}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
            >
              {view.link.label}
            </IntentLink>
          )}
        </li>
      ))}
    </ol>
  );
}
