'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  allowedMoves,
  DEFAULT_VALIDITY_DAYS,
  formatMoney,
  getErrorEntry,
  isRequotable,
  QUOTE_MESSAGE_MAX_LENGTH,
  QUOTE_MOVE_LABELS,
  QUOTE_REASON_MAX_LENGTH,
  type TBelowCostLine,
  type TQuoteMoveRequest,
  type TQuoteMoveType,
} from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { toast } from '@/shared/browser/toasts';
import { primaryButtonClass, secondaryButtonClass, TextAreaField } from '@/shared/ui/text-field';
import { loadStaffBackend } from '../../staff-backend';
import { ConfirmDialog, AppDialog, DialogActions, DialogClose } from '@/shared/ui/dialog';
import { BELOW_COST_CONFIRM_TEXT } from './desk-margins';
import { formatValidityDay, validityCountdown } from './desk-validity';
import { BelowCostList } from './pricing-panels';
import { failureMessage } from '@/shared/ui/failure-message';

type TDialogMove = 'request_info' | 'send' | 'withdraw' | 'cancel';

const SUCCESS: Readonly<
  Record<Exclude<TQuoteMoveType, 'submit' | 'expire' | 'accept' | 'reject' | 'answer_info'>, string>
> = {
  start_review: 'Iniciaste la revisión.',
  request_info: 'Enviamos tu pregunta al cliente.',
  send: 'Enviamos la cotización al cliente.',
  withdraw: 'Retiraste la oferta; puedes revisarla y enviarla de nuevo.',
  cancel: 'Cancelaste la cotización.',
};

const STAFF_MOVES = ['start_review', 'request_info', 'send', 'withdraw', 'cancel'] as const;

/**
 * What the send dialog shows and sends: the validity proposed at `now` (defaultValidUntilDay) and,
 * when the rep's own day on the desk is already past or today, that day, to say why it was replaced.
 */
export type TSendSummary = {
  readonly totalCents: number;
  readonly validUntilDay: string;
  readonly chosenDayOver: string | null;
  readonly terms: string;
  /** Lines priced below their cost: sending them needs the rep's confirmation. */
  readonly belowCost: readonly TBelowCostLine[];
};

/**
 * The lifecycle moves staff may make now, exactly those allowedMoves offers, labelled by the
 * domain; dialogs for the ones that take a text or deserve a second look; "Volver a cotizar" for a
 * rejected or expired quote. Every refusal shows the catalogue's Spanish message.
 */
export function LifecycleActions({
  quote,
  uid,
  now,
  send,
  sendBlockers,
}: {
  quote: TStoredQuote;
  uid: string;
  now: Date;
  send: TSendSummary;
  sendBlockers: readonly string[];
}) {
  const router = useRouter();
  const reasonsId = useId();
  const moves = allowedMoves(quote, { role: 'staff', uid }, now);
  const offered = STAFF_MOVES.filter((move) => moves.includes(move));
  const canRequote = isRequotable(quote);
  const [dialog, setDialog] = useState<TDialogMove | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [belowCostConfirmed, setBelowCostConfirmed] = useState(false);
  // The dialog the text was typed in: reopening it finds the text again, another dialog starts empty.
  const [textOf, setTextOf] = useState<TDialogMove | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const open = (move: TDialogMove) => {
    if (move !== textOf) setText('');
    setTextOf(move);
    setError(null);
    setBelowCostConfirmed(false);
    setDialog(move);
  };

  const run = async (move: TQuoteMoveRequest) => {
    setBusy(true);
    setError(null);
    try {
      const backend = await loadStaffBackend();
      await backend.moveQuote(quote.id, move);
      toast.success(SUCCESS[move.type as keyof typeof SUCCESS]);
      setDialog(null);
      setText('');
    } catch (caught) {
      const message = failureMessage(caught, 'quote/move-failed');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const requote = async () => {
    setBusy(true);
    try {
      const backend = await loadStaffBackend();
      const answer = await backend.requoteQuote(quote.id);
      toast.success(
        answer.quote_number === undefined
          ? 'Creamos la nueva cotización.'
          : `Creamos la cotización ${answer.quote_number}.`,
      );
      router.push(`/cotizacion/${encodeURIComponent(answer.quoteId)}` as Route);
    } catch (caught) {
      toast.error(failureMessage(caught, 'quote/move-failed'));
    } finally {
      setBusy(false);
    }
  };

  const askInfo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(getErrorEntry('quote/message-required').message);
      return textRef.current?.focus();
    }
    void run({ type: 'request_info', message: text.trim() });
  };

  if (offered.length === 0 && !canRequote) return null;
  const sendBlocked = sendBlockers.length > 0;

  return (
    <section aria-label="Acciones de la cotización" className="flex flex-col gap-2" data-testid="lifecycle-actions">
      <div className="flex flex-wrap gap-2">
        {offered.map((move) =>
          move === 'start_review' ? (
            <button
              key={move}
              type="button"
              className={primaryButtonClass}
              disabled={busy}
              onClick={() => void run({ type: 'start_review' })}
            >
              {QUOTE_MOVE_LABELS[move]}
            </button>
          ) : (
            <button
              key={move}
              type="button"
              className={move === 'send' ? primaryButtonClass : secondaryButtonClass}
              disabled={busy || (move === 'send' && sendBlocked)}
              aria-describedby={move === 'send' && sendBlocked ? reasonsId : undefined}
              onClick={() => open(move)}
            >
              {QUOTE_MOVE_LABELS[move]}
            </button>
          ),
        )}
        {canRequote ? (
          <button type="button" className={primaryButtonClass} disabled={busy} onClick={() => void requote()}>
            Volver a cotizar
          </button>
        ) : null}
      </div>
      {offered.includes('send') && sendBlocked ? (
        <div
          id={reasonsId}
          className="rounded-button border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="send-blockers"
        >
          <p className="font-semibold">Aún no se puede enviar:</p>
          <ul className="ml-5 list-disc">
            {sendBlockers.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <AppDialog
        open={dialog === 'request_info'}
        onOpenChange={(next) => setDialog(next ? 'request_info' : null)}
        title={QUOTE_MOVE_LABELS.request_info}
        description="El cliente recibe tu pregunta por correo y la cotización queda esperando su respuesta."
      >
        <form onSubmit={askInfo} noValidate>
          <TextAreaField
            label="Pregunta para el cliente"
            textareaRef={textRef}
            rows={4}
            maxLength={QUOTE_MESSAGE_MAX_LENGTH}
            value={text}
            error={error ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <DialogActions>
            <DialogClose className={secondaryButtonClass}>Volver</DialogClose>
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? 'Enviando…' : 'Enviar pregunta'}
            </button>
          </DialogActions>
        </form>
      </AppDialog>

      <AppDialog
        open={dialog === 'send'}
        onOpenChange={(next) => setDialog(next ? 'send' : null)}
        title="¿Enviar la cotización al cliente?"
        description="El cliente recibe la oferta por correo con el PDF y puede aceptarla o rechazarla mientras esté vigente."
      >
        <dl className="grid gap-2 rounded-button border border-slate-200 p-3 text-sm" data-testid="send-summary">
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="font-semibold text-slate-700">Total con IVA</dt>
            <dd className="font-bold tabular-nums text-slate-900">{formatMoney(send.totalCents)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="font-semibold text-slate-700">Vigente hasta</dt>
            <dd
              className="text-right text-slate-900"
              data-testid="send-validity"
            >{`${formatValidityDay(send.validUntilDay)} (${validityCountdown(send.validUntilDay, now).toLowerCase()})`}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="font-semibold text-slate-700">Se envía a</dt>
            <dd className="break-all text-slate-900">{quote.request_details?.email ?? '—'}</dd>
          </div>
        </dl>
        {send.belowCost.length === 0 ? null : (
          <div className="mt-3">
            <BelowCostList lines={send.belowCost} />
            <label className="mt-2 flex items-start gap-2 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={belowCostConfirmed}
                onChange={(event) => setBelowCostConfirmed(event.target.checked)}
              />
              <span>{BELOW_COST_CONFIRM_TEXT}</span>
            </label>
          </div>
        )}
        {send.chosenDayOver === null ? null : (
          <p
            role="alert"
            className="mt-3 rounded-button bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            data-testid="send-validity-replaced"
          >
            La vigencia elegida en la mesa ({formatValidityDay(send.chosenDayOver)}) ya no sirve:{' '}
            {getErrorEntry('quote/invalid-validity').message.toLowerCase()} Se enviará con la vigencia de hoy +{' '}
            {DEFAULT_VALIDITY_DAYS} días; si prefieres otra fecha, cámbiala en la mesa.
          </p>
        )}
        {error === null ? null : (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <DialogActions>
          <DialogClose className={secondaryButtonClass}>Volver</DialogClose>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={busy || (send.belowCost.length > 0 && !belowCostConfirmed)}
            onClick={() =>
              void run({
                type: 'send',
                valid_until_day: send.validUntilDay,
                terms: send.terms,
                ...(send.belowCost.length > 0 ? { below_cost_confirmed: belowCostConfirmed } : {}),
              })
            }
          >
            {busy ? 'Enviando…' : QUOTE_MOVE_LABELS.send}
          </button>
        </DialogActions>
      </AppDialog>

      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={(next) => setDialog(next ? 'withdraw' : null)}
        title="¿Retirar la oferta para revisarla?"
        description={
          <>
            <p>El cliente ya no podrá aceptarla; la cotización vuelve a revisión y podrás enviarla de nuevo.</p>
            {error === null ? null : (
              <p role="alert" className="mt-2 font-medium text-red-700">
                {error}
              </p>
            )}
          </>
        }
        confirmLabel={QUOTE_MOVE_LABELS.withdraw}
        busy={busy}
        onConfirm={() => void run({ type: 'withdraw' })}
      />

      <AppDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => setDialog(next ? 'cancel' : null)}
        title="¿Cancelar la cotización?"
        description="No se puede deshacer. El cliente la verá cancelada en su cuenta."
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const reason = text.trim();
            void run(reason === '' ? { type: 'cancel' } : { type: 'cancel', reason });
          }}
        >
          <TextAreaField
            label="Motivo (opcional)"
            hint="El cliente puede verlo en su cotización."
            rows={4}
            maxLength={QUOTE_REASON_MAX_LENGTH}
            value={text}
            error={error ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <DialogActions>
            <DialogClose className={secondaryButtonClass}>Volver</DialogClose>
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? 'Cancelando…' : QUOTE_MOVE_LABELS.cancel}
            </button>
          </DialogActions>
        </form>
      </AppDialog>
    </section>
  );
}
