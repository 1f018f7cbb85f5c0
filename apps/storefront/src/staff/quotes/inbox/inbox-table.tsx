import type { TInboxRow } from '@voltia/firebase-client/staff';
import { QuoteStatusBadge } from '@/shared/quotes/quote-status-badge';
import { formatInboxDate } from './inbox-date';
import { canTake, inboxAssigneeName, inboxCustomerName, inboxStatus } from './inbox-row';
import { OfferTotal, QuoteNumberLink, TakeButton } from './inbox-row-parts';
import { WaitingTimeLabel } from './waiting-time-label';

const th =
  'px-2 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-3 last:pr-3 xl:px-3';
const td = 'px-2 py-3 align-top first:pl-3 last:pr-3 xl:px-3';
/** Columns of their own from 1440 px; narrower, their facts sit under the number and the status. */
const wide = 'hidden xl:table-cell';

export type TInboxListProps = {
  readonly rows: readonly TInboxRow[];
  readonly now: Date;
  readonly taking: string | null;
  readonly onTake: (quoteId: string) => void;
};

function RequestDate({ row }: { row: TInboxRow }) {
  return <time dateTime={row.submitted_at?.toISOString()}>{formatInboxDate(row.submitted_at)}</time>;
}

/**
 * The inbox as a table, from tablet widths up: one quote a row, its number the row's header. Below
 * 1440 px the request date shares the number's cell and the assignee the status's, so the wait, the
 * total and "Tomar" stay in view without scrolling the table.
 */
export function InboxTable({ rows, now, taking, onTake, caption }: TInboxListProps & { caption: string }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
      <table className="w-full border-collapse text-sm" data-testid="inbox-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Número
              <span className="xl:hidden"> y fecha</span>
            </th>
            <th scope="col" className={th}>
              Cliente
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Solicitada
            </th>
            <th scope="col" className={th}>
              Estado
              <span className="xl:hidden"> y asignada a</span>
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Asignada a
            </th>
            <th scope="col" className={th}>
              Espera
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-testid="inbox-row" data-quote-id={row.id} className="hover:bg-slate-50">
              <th scope="row" className={`${td} text-left font-normal`}>
                <QuoteNumberLink row={row} />
                <span className="mt-1 block text-xs whitespace-nowrap text-slate-600 xl:hidden">
                  <RequestDate row={row} />
                </span>
              </th>
              <td className={`${td} max-w-[18rem] min-w-[8rem]`}>
                <span className="block font-semibold break-words text-slate-900" data-testid="inbox-customer">
                  {inboxCustomerName(row)}
                </span>
                <span className="block break-words text-slate-600" data-testid="inbox-company">
                  {row.request_details?.company ?? '—'}
                </span>
              </td>
              <td className={`${td} ${wide} whitespace-nowrap text-slate-700`}>
                <RequestDate row={row} />
              </td>
              <td className={td}>
                <QuoteStatusBadge status={inboxStatus(row, now)} />
                <span
                  className={`mt-1 block text-xs xl:hidden ${row.assignee === null ? 'text-slate-600 italic' : 'text-slate-700'}`}
                >
                  {inboxAssigneeName(row)}
                </span>
              </td>
              <td
                className={`${td} ${wide} ${row.assignee === null ? 'text-slate-500 italic' : 'text-slate-800'}`}
                data-testid="inbox-assignee"
              >
                {inboxAssigneeName(row)}
              </td>
              <td className={td}>
                <WaitingTimeLabel since={row.waiting_since} now={now} />
              </td>
              <td className={`${td} text-right`} data-testid="inbox-total">
                <OfferTotal row={row} />
              </td>
              <td className={`${td} text-right`}>
                {canTake(row) ? <TakeButton row={row} taking={taking} onTake={onTake} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
