'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { useRouter } from 'next/navigation';
import type { Route } from 'next';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import { QUOTE_MOVE_LABELS, QUOTE_REASON_MAX_LENGTH, allowedMoves, quoteTitleParts, toAppError } from '@voltia/domain';
import { loadQuotesBackend } from './use-quotes';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { customerMoveProblem } from './customer-move-problem';
import { QuoteDialog, QuoteDialogActions } from './quote-dialog';
import type { TOfferedQuote } from './quote-offer';
import { mayRequote } from './quote-status-note';
import { QuoteTextArea } from './quote-text-area';
import { useQuoteMove } from './use-quote-move';
import { AcceptOfferDialog } from './accept-offer-dialog';

/**
 * What the customer may do with the offer: accept or reject it while the lifecycle offers those
 * moves (valid, theirs), ask for prices again once it was rejected or expired, or follow the order
 * an accepted offer became.
 */
export function QuoteDecisions({ quote, uid, now }: { quote: TOfferedQuote; uid: string; now: Date }) {
  const moves = allowedMoves(quote, { role: 'customer', uid }, now);
  const canAccept = moves.includes('accept');
  const canReject = moves.includes('reject');
  const canRequote = mayRequote(quote, uid);
  // A quote is requoted once: afterwards its page leads to the new one.
  const requotedTo = quote.owner === uid ? quote.requoted_to : null;
  // An accepted offer became an order (its id is the quote's): its page follows the delivery.
  const ordered = quote.status === 'accepted' && quote.owner === uid;
  if (!canAccept && !canReject && !canRequote && requotedTo === null && !ordered) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
      {canReject ? <RejectDialog quote={quote} uid={uid} now={now} /> : null}
      {canAccept ? <AcceptOfferDialog quote={quote} uid={uid} now={now} /> : null}
      {canRequote ? <RequoteButton quoteId={quote.id} /> : null}
      {ordered ? (
        <IntentLink
          href={`/b2b/pedidos/${quote.id}` as Route}
          className={primaryButtonClass}
          data-testid="quote-order-link"
        >
          Ver tu pedido
        </IntentLink>
      ) : null}
      {requotedTo === null ? null : (
        <IntentLink
          href={`/b2b/cotizaciones/${requotedTo}` as Route}
          className={secondaryButtonClass}
          data-testid="requoted-to"
        >
          Ver la cotización nueva
        </IntentLink>
      )}
    </div>
  );
}

function RejectDialog({ quote, uid, now }: { quote: TOfferedQuote; uid: string; now: Date }) {
  // Kept while the dialog is closed and after a failure: nothing the customer wrote is lost.
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const move = useQuoteMove(quote.id);
  const number = quoteTitleParts(quote).title;

  const submit = async (event: FormEvent<HTMLFormElement>, finish: () => void) => {
    event.preventDefault();
    const problem = customerMoveProblem(quote, uid, { type: 'reject', reason }, now);
    if (problem?.code === 'quote/reason-required') {
      setReasonError(problem.userMessage);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    if (problem !== null) return move.setError(problem.userMessage);
    if (!(await move.run({ type: 'reject', reason: reason.trim() }))) return;
    finish();
    setReason('');
    toast.success(`Rechazaste la cotización ${number}.`);
  };

  return (
    <QuoteDialog
      triggerLabel={QUOTE_MOVE_LABELS.reject}
      triggerClass={secondaryButtonClass}
      title={`¿Rechazar la cotización ${number}?`}
      description="Cuéntanos por qué no te conviene: nos ayuda a prepararte una mejor oferta. Después podrás volver a cotizar."
      onOpen={() => move.setError(null)}
    >
      {(finish) => (
        <form onSubmit={(event) => void submit(event, finish)} noValidate>
          <QuoteTextArea
            ref={reasonRef}
            label="Motivo del rechazo"
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={QUOTE_REASON_MAX_LENGTH}
            error={reasonError}
          />
          <QuoteDialogActions error={move.error} busy={move.busy} label="Confirmar rechazo" busyLabel="Rechazando…" />
        </form>
      )}
    </QuoteDialog>
  );
}

/** "Volver a cotizar": a new request from this one's lines, then its page. */
function RequoteButton({ quoteId }: { quoteId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const requote = async () => {
    setBusy(true);
    try {
      const backend = await loadQuotesBackend();
      const answer = await backend.requoteQuote(quoteId);
      toast.success(`Creamos la cotización ${answer.quote_number ?? 'nueva'}. Te enviaremos precios actualizados.`);
      // Busy until the new page replaces this one.
      router.push(`/b2b/cotizaciones/${answer.quoteId}` as Route);
    } catch (error) {
      toast.error(toAppError(error, 'quote/move-failed').userMessage);
      setBusy(false);
    }
  };
  return (
    <button type="button" className={primaryButtonClass} disabled={busy} onClick={() => void requote()}>
      {busy ? 'Creando la cotización…' : 'Volver a cotizar'}
    </button>
  );
}
