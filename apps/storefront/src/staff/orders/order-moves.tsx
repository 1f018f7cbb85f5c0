'use client';

import { useRef, useState, type FormEvent } from 'react';
import {
  ORDER_CANCEL_REASON_MAX_LENGTH,
  ORDER_MOVES,
  ORDER_TEXT_MAX_LENGTH,
  ZOrderMove,
  orderMovesFrom,
  type TOrderMoveType,
} from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/staff';
import { toast } from '@/shared/browser/toasts';
import { AppDialog, DialogActions, DialogClose } from '@/shared/ui/dialog';
import {
  fieldErrors,
  primaryButtonClass,
  secondaryButtonClass,
  TextAreaField,
  TextField,
  useFieldErrors,
} from '@/shared/ui/text-field';
import { failureMessage } from '@/shared/ui/failure-message';
import { loadStaffBackend } from '../staff-backend';
import { ORDER_MOVE_DONE } from './staff-order-view';

type TDialogMove = 'ship' | 'cancel';

/**
 * The moves the order's status allows (orderMovesFrom), labelled by the domain: preparation and
 * delivery at once, shipping and cancelling through a dialog (carrier and tracking number, both
 * optional; the reason, required). Each goes through the quotes function; the new status arrives
 * through the page's listener, and a refusal (someone moved it first) shows the catalogue's message.
 */
export function OrderMoves({ order }: { order: TStoredOrder }) {
  const moves = orderMovesFrom(order.status);
  const [busy, setBusy] = useState<TOrderMoveType | null>(null);
  const [dialog, setDialog] = useState<TDialogMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const { formRef: shipFormRef, errors: shipErrors, setErrors: setShipErrors } = useFieldErrors();
  const { formRef: cancelFormRef, errors: cancelErrors, setErrors: setCancelErrors } = useFieldErrors();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  /** Validates `input` as the domain does, sends it, and answers whether the order moved. */
  const run = async (
    input: unknown,
    setErrors: ((errors: Record<string, string>) => void) | null,
  ): Promise<boolean> => {
    const parsed = ZOrderMove.safeParse(input);
    if (!parsed.success) {
      setErrors?.(fieldErrors(parsed.error.issues));
      return false;
    }
    setErrors?.({});
    setBusy(parsed.data.type);
    setFailure(null);
    try {
      const backend = await loadStaffBackend();
      await backend.moveOrder(order.id, parsed.data);
      toast.success(ORDER_MOVE_DONE[parsed.data.type]);
      return true;
    } catch (error) {
      const message = failureMessage(error, 'order/move-failed');
      setFailure(message);
      toast.error(message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  // The button just pressed goes away with the status it belonged to: the focus waits on the section's heading.
  const afterMove = () => {
    moved.current = true;
    headingRef.current?.focus();
  };

  const openDialog = (move: TDialogMove) => {
    setFailure(null);
    setShipErrors({});
    setCancelErrors({});
    moved.current = false;
    setDialog(move);
  };

  const submitShip = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run({ type: 'ship', carrier, tracking_number: tracking }, setShipErrors)) {
      setDialog(null);
      moved.current = true;
    }
  };

  const submitCancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run({ type: 'cancel', reason }, setCancelErrors)) {
      setDialog(null);
      moved.current = true;
    }
  };

  const onCloseAutoFocus = (event: Event) => {
    if (!moved.current) return;
    event.preventDefault();
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="mover-pedido" className="flex flex-col gap-2" data-testid="order-moves">
      <h2
        id="mover-pedido"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-slate-900 focus:outline-none"
      >
        Mover el pedido
      </h2>
      {moves.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="order-moves-none">
          Este pedido ya terminó: no admite más cambios.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <button
              key={move}
              type="button"
              data-move={move}
              className={move === 'cancel' ? secondaryButtonClass : primaryButtonClass}
              disabled={busy !== null}
              aria-busy={busy === move ? true : undefined}
              onClick={() => {
                if (move === 'ship' || move === 'cancel') return openDialog(move);
                void run({ type: move }, null).then((ok) => {
                  if (ok) afterMove();
                });
              }}
            >
              {busy === move ? 'Guardando…' : ORDER_MOVES[move].label}
            </button>
          ))}
        </div>
      )}
      {failure === null || dialog !== null ? null : (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="order-move-error">
          {failure}
        </p>
      )}

      <AppDialog
        open={dialog === 'ship'}
        onOpenChange={(next) => setDialog(next ? 'ship' : null)}
        title={ORDER_MOVES.ship.label}
        description="El cliente verá en su pedido la paquetería y el número de guía que escribas."
        onCloseAutoFocus={onCloseAutoFocus}
        testId="ship-dialog"
      >
        <form ref={shipFormRef} onSubmit={(event) => void submitShip(event)} noValidate className="flex flex-col gap-3">
          <TextField
            label="Paquetería (opcional)"
            name="carrier"
            autoComplete="off"
            maxLength={ORDER_TEXT_MAX_LENGTH}
            value={carrier}
            error={shipErrors.carrier}
            onChange={(event) => setCarrier(event.target.value)}
          />
          <TextField
            label="Número de guía (opcional)"
            name="tracking_number"
            autoComplete="off"
            maxLength={ORDER_TEXT_MAX_LENGTH}
            value={tracking}
            error={shipErrors.tracking_number}
            onChange={(event) => setTracking(event.target.value)}
          />
          {failure === null ? null : (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <DialogActions>
            <DialogClose className={secondaryButtonClass}>Volver</DialogClose>
            <button type="submit" className={primaryButtonClass} disabled={busy !== null}>
              {busy === 'ship' ? 'Guardando…' : ORDER_MOVES.ship.label}
            </button>
          </DialogActions>
        </form>
      </AppDialog>

      <AppDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => setDialog(next ? 'cancel' : null)}
        title="¿Cancelar el pedido?"
        description="No se puede deshacer. El cliente verá el pedido cancelado con el motivo que escribas."
        onCloseAutoFocus={onCloseAutoFocus}
        testId="cancel-dialog"
      >
        <form ref={cancelFormRef} onSubmit={(event) => void submitCancel(event)} noValidate>
          <TextAreaField
            label="Motivo de la cancelación"
            name="reason"
            rows={4}
            maxLength={ORDER_CANCEL_REASON_MAX_LENGTH}
            value={reason}
            error={cancelErrors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {failure === null ? null : (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <DialogActions>
            <DialogClose className={secondaryButtonClass}>Volver</DialogClose>
            <button type="submit" className={primaryButtonClass} disabled={busy !== null}>
              {busy === 'cancel' ? 'Cancelando…' : ORDER_MOVES.cancel.label}
            </button>
          </DialogActions>
        </form>
      </AppDialog>
    </section>
  );
}
