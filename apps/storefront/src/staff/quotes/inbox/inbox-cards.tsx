import { QuoteStatusBadge } from '@/shared/quotes/quote-status-badge';
import { canTake, inboxAssigneeName, inboxCustomerName, inboxStatus } from './inbox-row';
import { formatInboxDate } from './inbox-date';
import { OfferTotal, QuoteNumberLink, TakeButton } from './inbox-row-parts';
import type { TInboxListProps } from './inbox-table';
import { WaitingTimeLabel } from './waiting-time-label';

const dt = 'text-xs font-semibold text-slate-500';

/** The inbox on phones and small tablets: the table's facts as one card per quote. */
export function InboxCards({ rows, now, taking, onTake, label }: TInboxListProps & { label: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 md:hidden" aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid="inbox-card"
          data-quote-id={row.id}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <QuoteNumberLink row={row} />
            <QuoteStatusBadge status={inboxStatus(row, now)} />
          </div>
          <p className="mt-2 font-semibold break-words text-slate-900">{inboxCustomerName(row)}</p>
          <p className="text-sm break-words text-slate-600">{row.request_details?.company ?? '—'}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className={dt}>Solicitada</dt>
              <dd className="text-slate-800">
                <time dateTime={row.submitted_at?.toISOString()}>{formatInboxDate(row.submitted_at)}</time>
              </dd>
            </div>
            <div>
              <dt className={dt}>Espera</dt>
              <dd>
                <WaitingTimeLabel since={row.waiting_since} now={now} />
              </dd>
            </div>
            <div>
              <dt className={dt}>Asignada a</dt>
              <dd className={row.assignee === null ? 'text-slate-500 italic' : 'text-slate-800'}>
                {inboxAssigneeName(row)}
              </dd>
            </div>
            <div>
              <dt className={dt}>Total</dt>
              <dd className="text-slate-800">
                <OfferTotal row={row} />
              </dd>
            </div>
          </dl>
          {canTake(row) ? <TakeButton row={row} taking={taking} onTake={onTake} className="mt-3 w-full" /> : null}
        </li>
      ))}
    </ul>
  );
}
