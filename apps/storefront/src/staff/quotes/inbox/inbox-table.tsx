import type { TInboxRow } from '@voltia/firebase-client/staff';
import { QuoteStatusBadge } from '@/components/account/quote-status-badge';
import { canTake, inboxAssigneeName, inboxCustomerName } from './inbox-row';
import { formatInboxDate } from './inbox-date';
import { OfferTotal, QuoteNumberLink, TakeButton } from './inbox-row-parts';
import { WaitingTimeLabel } from './waiting-time-label';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top';

export type TInboxListProps = {
  readonly rows: readonly TInboxRow[];
  readonly now: Date;
  readonly taking: string | null;
  readonly onTake: (quoteId: string) => void;
};

/** The inbox as a table, from tablet widths up: one quote a row, its number the row's header. */
export function InboxTable({ rows, now, taking, onTake, caption }: TInboxListProps & { caption: string }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white sm:block">
      <table className="w-full border-collapse text-sm" data-testid="inbox-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Número
            </th>
            <th scope="col" className={th}>
              Cliente
            </th>
            <th scope="col" className={th}>
              Solicitada
            </th>
            <th scope="col" className={th}>
              Estado
            </th>
            <th scope="col" className={th}>
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
              </th>
              <td className={`${td} max-w-[18rem] min-w-[10rem]`}>
                <span className="block font-semibold break-words text-slate-900" data-testid="inbox-customer">
                  {inboxCustomerName(row)}
                </span>
                <span className="block break-words text-slate-600" data-testid="inbox-company">
                  {row.request_details?.company ?? '—'}
                </span>
              </td>
              <td className={`${td} whitespace-nowrap text-slate-700`}>
                <time dateTime={row.submitted_at?.toISOString()}>{formatInboxDate(row.submitted_at)}</time>
              </td>
              <td className={td}>
                <QuoteStatusBadge status={row.status} />
              </td>
              <td className={`${td} ${row.assignee === null ? 'text-slate-500 italic' : 'text-slate-800'}`} data-testid="inbox-assignee">
                {inboxAssigneeName(row)}
              </td>
              <td className={td}>
                <WaitingTimeLabel since={row.waiting_since} now={now} />
              </td>
              <td className={`${td} text-right`} data-testid="inbox-total">
                <OfferTotal row={row} />
              </td>
              <td className={`${td} text-right`}>{canTake(row) ? <TakeButton row={row} taking={taking} onTake={onTake} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
