'use client';

import { useCallback, useId, useMemo } from 'react';
import { INBOX_SORTS, getErrorEntry, inboxQueryPlan, type TInboxSort } from '@voltia/domain';
import type { TInboxCursor, TInboxPage } from '@voltia/firebase-client/staff';
import { inputClass } from '@/shared/ui/text-field';
import { useStaffMember } from '../../shell/staff-session-context';
import { ListSection } from '../../shell/list-section';
import { ListEmpty, ListSkeleton } from '../../shell/list-states';
import { useUrlFilter } from '../../shell/use-url-filter';
import { LiveError } from '@/shared/ui/live-content';
import { inboxExportStatusText } from './inbox-csv';
import { ListExportButtons } from '../../list-export-buttons';
import { InboxCards } from './inbox-cards';
import { INBOX_URL_FILTER, inboxQueryString } from './inbox-href';
import { emptyInboxNote, INBOX_SORT_LABELS, inboxListCaption, isSearching, sortNote } from './inbox-notes';
import { ListPagination } from '../../shell/list-pagination';
import { ListSearchBox } from '../../shell/list-search-box';
import { InboxTable } from './inbox-table';
import { InboxTabs } from './inbox-tabs';
import { useInboxExport } from './use-inbox-export';
import { usePagedList } from '../../shell/use-paged-list';
import { useNow } from '@/shared/browser/use-now';
import { useTabCounts } from './use-tab-counts';
import { useTakeQuote } from './use-take-quote';

/**
 * /cotizacion, the staff's quote inbox: every quote past draft, live, 25 a page, filtered by status
 * tab, "Mis cotizaciones" and a text search, sorted by date or by how long the customer has been
 * waiting. The filter lives in the URL.
 */
export function QuoteInbox() {
  const me = useStaffMember();
  const { filter, setFilter } = useUrlFilter(INBOX_URL_FILTER);
  const plan = useMemo(() => inboxQueryPlan(filter, me.uid), [filter, me.uid]);
  const { state, changes, page, shown, loading, listRef, paging, retry } = usePagedList<TInboxCursor, TInboxPage>(
    inboxQueryString(filter),
    (cursor) => (backend, onValue, onError) =>
      backend.subscribeInboxPage(backend.getDb(), plan, cursor, onValue, onError),
    'staff/inbox-read-failed',
  );
  const counts = useTabCounts(filter, me.uid, changes);
  const now = useNow();
  const { taking, take } = useTakeQuote();
  const exporter = useInboxExport();
  const sortId = useId();

  const onSearch = useCallback((text: string) => setFilter({ ...filter, search: text }), [filter, setFilter]);
  const searching = isSearching(plan);
  const note = sortNote(filter, plan);
  const caption = inboxListCaption(filter, plan, page);

  return (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Cotizaciones</h1>
          <p className="mt-1 text-sm text-slate-600">
            Las solicitudes de los clientes, al momento. Toma las que nadie atiende.
          </p>
        </div>
        <ListExportButtons state={exporter.state} onExport={(kind) => exporter.exportFile(plan, kind)} />
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 sm:text-right" data-testid="export-status">
        {inboxExportStatusText(exporter.state)}
      </p>

      <InboxTabs
        filter={filter}
        counts={counts}
        approximate={plan.residualTokens.length > 0}
        countFailed={counts.status === 'failed' ? getErrorEntry('staff/inbox-count-failed').message : null}
      />

      <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-end">
        <ListSearchBox value={filter.search} onSearch={onSearch} />
        <div className="flex flex-wrap items-end gap-3">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-button border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 has-[:checked]:border-primary has-[:checked]:bg-primary-light has-[:checked]:text-primary">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={filter.mine}
              onChange={(event) => setFilter({ ...filter, mine: event.target.checked })}
            />
            Mis cotizaciones
          </label>
          <div className="flex flex-col gap-1">
            <label htmlFor={sortId} className="text-sm font-semibold text-slate-800">
              Orden
            </label>
            <select
              id={sortId}
              className={`${inputClass} min-h-11 w-auto disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600`}
              value={plan.sort}
              disabled={searching}
              aria-describedby={note === null ? undefined : `${sortId}-nota`}
              onChange={(event) => setFilter({ ...filter, sort: event.target.value as TInboxSort })}
            >
              {INBOX_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {INBOX_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {note === null ? null : (
        <p id={`${sortId}-nota`} className="mt-2 text-sm text-slate-600" data-testid="inbox-note">
          {note}
        </p>
      )}

      <ListSection
        listRef={listRef}
        title="Lista de cotizaciones"
        status={
          shown === null || loading
            ? ''
            : `${shown.rows.length === 1 ? '1 cotización' : `${shown.rows.length} cotizaciones`} en la página ${page}.`
        }
        busy={loading}
        testId="inbox-list"
      >
        {state.status === 'error' ? (
          <LiveError error={state.error} onRetry={retry} testId="inbox-error" />
        ) : shown === null ? (
          <ListSkeleton of="inbox" />
        ) : shown.rows.length === 0 ? (
          loading ? (
            <ListSkeleton of="inbox" />
          ) : (
            <ListEmpty {...emptyInboxNote(filter, plan, { page, hasNext: shown.next !== null })} testId="inbox-empty" />
          )
        ) : (
          <div className={loading ? 'opacity-60 transition-opacity' : undefined}>
            <InboxTable rows={shown.rows} now={now} taking={taking} onTake={take} caption={caption} />
            <InboxCards rows={shown.rows} now={now} taking={taking} onTake={take} label={caption} />
          </div>
        )}
      </ListSection>

      {paging === null ? null : <ListPagination {...paging} />}
    </div>
  );
}
