'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { useState } from 'react';
import { toast } from '@/shared/browser/toasts';
import {
  allowedMoves,
  isCustomerList,
  dayOfValidUntil,
  quoteTitleParts,
  toAppError,
  type TCartLine,
  type TQuoteRequestDetails,
} from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { useQuote, loadQuotesBackend } from './use-quotes';
import { formatQuoteDate, formatQuoteDay } from '@/shared/quotes/format-quote-date';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { QuoteDecisions } from './quote-decisions';
import { LineProduct } from '@/shared/quotes/line-product';
import { ListCartChoice } from './list-cart-choice';
import { QuoteInfoAnswer } from './quote-info-answer';
import { QuoteOffer } from './quote-offer';
import { offeredQuote } from './offered-quote';
import { QuoteStatusCallout, focusStatusNote } from './quote-status-callout';
import { QuoteThread } from './quote-thread';
import { QuoteTimeline } from './quote-timeline';
import { useNow } from '@/shared/browser/use-now';
import { requestDetailRows } from '@/shared/quotes/request-detail-rows';
import { QuoteStatusBadge } from '@/shared/quotes/quote-status-badge';
import { RequireCustomer } from '@/store/account/require-customer';

/**
 * A customer's quote, live: number and status, where it stands, the offer once sent (prices, totals,
 * validity, terms, PDF, accept or reject) or the lines asked for until then, the answer to a staff
 * question, the thread, the timeline, the request's details, and cancel while the lifecycle allows.
 */
export function CustomerQuote({ quoteId }: { quoteId: string }) {
  return (
    <RequireCustomer reason="Ingresa para ver esta cotización.">
      {(user) => <QuoteDetail quoteId={quoteId} uid={user.id} />}
    </RequireCustomer>
  );
}

function QuoteDetail({ quoteId, uid }: { quoteId: string; uid: string }) {
  const live = useQuote(quoteId);
  const now = useNow();

  if (live.status === 'loading') return <p role="status">Cargando la cotización…</p>;
  if (live.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="mb-3">
          {live.error.code === 'firestore/not-found' ? 'No encontramos esta cotización.' : live.error.userMessage}
        </p>
        <IntentLink href="/b2b" className="font-semibold underline">
          Volver a mis cotizaciones
        </IntentLink>
      </div>
    );
  }
  const { quote, lines } = live.value;
  const moves = allowedMoves(quote, { role: 'customer', uid }, now);
  const offered = offeredQuote(quote);

  return (
    <article className="flex flex-col gap-8">
      <QuoteHeader quote={quote} />
      <QuoteStatusCallout quote={quote} now={now} />
      {moves.includes('answer_info') ? <QuoteInfoAnswer quote={quote} uid={uid} now={now} /> : null}
      {isCustomerList(quote) ? <ListCartChoice quote={quote} /> : null}
      {offered === null ? (
        <RequestedLines lines={lines} draft={quote.status === 'draft'} />
      ) : (
        <QuoteOffer quote={offered} now={now}>
          <QuoteDecisions quote={offered} uid={uid} now={now} />
        </QuoteOffer>
      )}
      {/* Drafts have neither thread nor timeline: nobody at the company sees them yet. */}
      {quote.status === 'draft' ? null : (
        <div className="grid gap-8 lg:grid-cols-2">
          <QuoteThread quote={quote} uid={uid} now={now} />
          <QuoteTimeline quoteId={quote.id} uid={uid} />
        </div>
      )}
      {quote.request_details ? <RequestDetails details={quote.request_details} /> : null}
      {moves.includes('cancel') ? <CancelButton quoteId={quote.id} /> : null}
    </article>
  );
}

function QuoteHeader({ quote }: { quote: TStoredQuote }) {
  const { title, subtitle } = quoteTitleParts(quote);
  return (
    <header className="flex flex-col gap-2">
      <IntentLink
        href="/b2b"
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        ← Mis cotizaciones
      </IntentLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid="quote-title">
          {title}
        </h1>
        <QuoteStatusBadge status={quote.status} />
      </div>
      {subtitle === null ? null : <p className="text-lg font-semibold text-slate-700">{subtitle}</p>}
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Creada: </dt>
          <dd className="inline">{formatQuoteDate(quote.created_at)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Solicitada: </dt>
          <dd className="inline">{formatQuoteDate(quote.submitted_at)}</dd>
        </div>
        {quote.sent_at ? (
          <div>
            <dt className="inline font-semibold">Precios enviados: </dt>
            <dd className="inline">{formatQuoteDate(quote.sent_at)}</dd>
          </div>
        ) : null}
        {quote.valid_until ? (
          <div>
            <dt className="inline font-semibold">Vigente hasta: </dt>
            {/* The validity is a calendar day in Mexico City time, not an instant in the reader's zone. */}
            <dd className="inline">{formatQuoteDay(dayOfValidUntil(quote.valid_until))}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}

/** What the customer asked for (or a list holds), until an offer replaces it with prices. */
function RequestedLines({ lines, draft }: { lines: readonly TCartLine[]; draft: boolean }) {
  return (
    <section aria-labelledby="productos-cotizacion">
      <h2 id="productos-cotizacion" className="mb-2 text-lg font-bold text-slate-900">
        {draft ? 'Productos' : 'Productos solicitados'}
      </h2>
      {lines.length === 0 ? (
        <p className="text-slate-600">Esta cotización no tiene productos.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {lines.map((line) => (
            <li
              key={line.product_id}
              className="flex items-center justify-between gap-3 p-3 text-sm"
              data-testid="quote-line"
            >
              <span className="min-w-0">
                <LineProduct line={line} />
              </span>
              <span className="shrink-0 font-semibold">× {line.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestDetails({ details }: { details: TQuoteRequestDetails }) {
  return (
    <section aria-labelledby="datos-solicitud">
      <h2 id="datos-solicitud" className="mb-2 text-lg font-bold text-slate-900">
        Datos de la solicitud
      </h2>
      <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        {requestDetailRows(details).map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CancelButton({ quoteId }: { quoteId: string }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    if (!window.confirm('¿Cancelar esta solicitud de cotización? No se puede deshacer.')) return;
    setCancelling(true);
    try {
      const backend = await loadQuotesBackend();
      await backend.moveQuote(quoteId, { type: 'cancel' });
      toast.success('Cancelaste la solicitud de cotización.');
      focusStatusNote();
    } catch (error) {
      toast.error(toAppError(error, 'quote/move-failed').userMessage);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <div>
      <button type="button" className={secondaryButtonClass} disabled={cancelling} onClick={() => void cancel()}>
        {cancelling ? 'Cancelando…' : 'Cancelar solicitud'}
      </button>
    </div>
  );
}
