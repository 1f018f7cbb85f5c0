'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { isFinalQuoteStatus, quoteTitleParts, type TStaffMember } from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { toast } from '@/shared/browser/toasts';
import { QuoteStatusBadge } from '@/shared/quotes/quote-status-badge';
import { primaryButtonClass } from '@/shared/ui/text-field';
import type { TLive } from '@/shared/live/use-live';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { staffOrderPath } from '../../orders/order-list-href';
import { loadStaffBackend } from '../../staff-backend';
import type { TStaffMemberSession } from '../../shell/staff-session-context';
import { waitingText } from './waiting-text';
import { failureMessage } from '@/shared/ui/failure-message';
import { requestDetailRows } from '@/shared/quotes/request-detail-rows';

const NOBODY = '';

/** Who works the quote: "Tomar" (assign to me, and start the review of a new request), or any staff member, or nobody. */
function Assignee({
  quote,
  me,
  staff,
}: {
  quote: TStoredQuote;
  me: TStaffMemberSession;
  staff: TLive<readonly TStaffMember[]>;
}) {
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const open = quote.status !== 'draft' && !isFinalQuoteStatus(quote.status);
  const current = quote.assignee;

  const selectRef = useRef<HTMLSelectElement>(null);
  // "Tomar" goes away once the quote is the rep's: the focus stays here, on who has it, not on the
  // page (once the select is enabled again).
  const focusSelect = useRef(false);
  useEffect(() => {
    if (busy || !focusSelect.current) return;
    focusSelect.current = false;
    selectRef.current?.focus();
  }, [busy]);
  const assign = async (uid: string | null, startReview: boolean, done: string) => {
    setBusy(true);
    try {
      const backend = await loadStaffBackend();
      await backend.assignQuote(quote.id, uid, startReview);
      toast.success(done);
      focusSelect.current = uid === me.uid;
    } catch (error) {
      toast.error(failureMessage(error, 'quote/move-failed'));
    } finally {
      setBusy(false);
    }
  };

  // Staff the back-office knows, plus whoever the quote names and the rep at the keyboard.
  const members = new Map<string, string>();
  if (staff.status === 'ready') for (const member of staff.value) members.set(member.uid, member.name);
  if (current !== null && !members.has(current.uid)) members.set(current.uid, current.name);
  if (!members.has(me.uid)) members.set(me.uid, me.name);
  const options = [...members].sort(([, a], [, b]) => a.localeCompare(b, 'es'));

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="assignee">
      <p className="text-sm text-slate-700">
        Asignada a:{' '}
        <span className="font-semibold text-slate-900" data-testid="assignee-name">
          {current === null ? 'Nadie' : current.uid === me.uid ? `${current.name} (tú)` : current.name}
        </span>
      </p>
      {open ? (
        <div className="flex flex-wrap items-end gap-2">
          {current?.uid === me.uid ? null : (
            <button
              type="button"
              className={`${primaryButtonClass} min-h-10 py-1.5 text-sm`}
              disabled={busy}
              aria-describedby={`${selectId}-tomar`}
              onClick={() =>
                void assign(
                  me.uid,
                  quote.status === 'requested',
                  quote.status === 'requested'
                    ? 'Tomaste la cotización e iniciaste la revisión.'
                    : 'Tomaste la cotización.',
                )
              }
            >
              Tomar
            </button>
          )}
          <span id={`${selectId}-tomar`} className="sr-only">
            {quote.status === 'requested' ? 'Asignármela e iniciar la revisión' : 'Asignármela'}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={selectId} className="text-xs font-semibold text-slate-700">
              Asignar a
            </label>
            <select
              id={selectId}
              ref={selectRef}
              value={current?.uid ?? NOBODY}
              disabled={busy}
              onChange={(event) => {
                const uid = event.target.value === NOBODY ? null : event.target.value;
                const name = uid === null ? null : members.get(uid);
                void assign(
                  uid,
                  false,
                  name === null || name === undefined
                    ? 'La cotización quedó sin asignar.'
                    : `Asignaste la cotización a ${name}.`,
                );
              }}
              className="min-h-10 max-w-full rounded-button border border-slate-300 bg-white px-2 text-sm text-slate-900"
            >
              <option value={NOBODY}>Sin asignar</option>
              {options.map(([uid, name]) => (
                <option key={uid} value={uid}>
                  {uid === me.uid ? `${name} (yo)` : name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The quote at a glance: number, alias, status, customer and what they confirmed, dates, who works it. */
export function DeskHeader({
  quote,
  me,
  staff,
  now,
}: {
  quote: TStoredQuote;
  me: TStaffMemberSession;
  staff: TLive<readonly TStaffMember[]>;
  now: Date;
}) {
  const details = quote.request_details;
  const rows = details === null ? [] : requestDetailRows(details);
  const { title, subtitle } = quoteTitleParts(quote);
  return (
    <header className="flex flex-col gap-4">
      <Link
        href="/cotizacion"
        className="self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        ← Cotizaciones
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid="quote-number">
              {title}
            </h1>
            <QuoteStatusBadge status={quote.status} />
            {quote.status === 'accepted' ? (
              <Link
                href={staffOrderPath(quote.id)}
                className="text-sm font-semibold text-primary underline underline-offset-2"
                data-testid="quote-order-link"
              >
                Ver pedido
              </Link>
            ) : null}
          </div>
          {subtitle === null ? null : (
            <p className="mt-1 break-words text-lg font-semibold text-slate-800" data-testid="quote-alias">
              {subtitle}
            </p>
          )}
          <p className="text-sm text-slate-700">
            Cliente:{' '}
            <span className="font-semibold text-slate-900" data-testid="customer-name">
              {quote.customer.nameOfClient}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Solicitada el {formatQuoteDate(quote.submitted_at)} ·{' '}
            <span data-testid="waiting">{waitingText(quote, now)}</span>
          </p>
        </div>
        <div className="lg:w-80 lg:shrink-0">
          <Assignee quote={quote} me={me} staff={staff} />
        </div>
      </div>
      {rows.length === 0 ? null : (
        <section aria-labelledby="datos-solicitud">
          <h2 id="datos-solicitud" className="sr-only">
            Datos de la solicitud
          </h2>
          <dl
            className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 xl:grid-cols-4"
            data-testid="request-details"
          >
            {rows.map(([label, value]) => (
              <div
                key={label}
                className={label === 'Notas de la solicitud' ? 'sm:col-span-2 xl:col-span-4' : undefined}
              >
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {quote.status === 'info_requested' && quote.info_request !== null ? (
        <p
          className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900"
          data-testid="info-request"
        >
          <span className="font-semibold">Pregunta al cliente:</span> {quote.info_request}
        </p>
      ) : null}
      {quote.status === 'rejected' && quote.rejection_reason !== null ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">Motivo del rechazo:</span> {quote.rejection_reason}
        </p>
      ) : null}
      {quote.status === 'cancelled' && quote.cancellation_reason !== null ? (
        <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
          <span className="font-semibold">Motivo de la cancelación:</span> {quote.cancellation_reason}
        </p>
      ) : null}
      {quote.customer_message !== null && quote.status === 'in_review' ? (
        <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
          <span className="font-semibold">Respuesta del cliente:</span> {quote.customer_message}
        </p>
      ) : null}
    </header>
  );
}
