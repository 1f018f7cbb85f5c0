'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { AppDialog, DialogActions, DialogClose } from '@/shared/ui/dialog';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { focusStatusNote } from './quote-status-callout';

/**
 * A decision dialog of the quote page, opened by its own button (AppDialog: focus trapped inside,
 * Escape closes, focus back on the button). `children` gets `finish`, to call once the decision went
 * through: the dialog closes and the focus goes to the status note, since the button disappears
 * with the new status. `onOpen` lets the caller clear a previous attempt's error.
 */
export function QuoteDialog({
  triggerLabel,
  triggerClass,
  title,
  description,
  size,
  onOpen,
  children,
}: {
  triggerLabel: string;
  triggerClass: string;
  title: string;
  description: ReactNode;
  size?: ComponentProps<typeof AppDialog>['size'];
  onOpen: () => void;
  children: (finish: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [decided, setDecided] = useState(false);
  const finish = () => {
    setDecided(true);
    setOpen(false);
    // The new status may have arrived before the answer and taken this dialog with its button away.
    focusStatusNote();
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
      title={title}
      description={description}
      {...(size === undefined ? {} : { size })}
      trigger={
        <button type="button" className={triggerClass}>
          {triggerLabel}
        </button>
      }
      onCloseAutoFocus={(event) => {
        if (!decided) return;
        event.preventDefault();
        focusStatusNote();
      }}
    >
      {children(finish)}
    </AppDialog>
  );
}

/**
 * The foot of a decision dialog: why the last attempt failed (the catalogue's message), "Volver", and
 * the confirm button (a submit button when `onConfirm` is left out, inside a form).
 */
export function QuoteDialogActions({
  error,
  busy,
  label,
  busyLabel,
  onConfirm,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  onConfirm?: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <DialogClose asChild>
          <button type="button" className={secondaryButtonClass}>
            Volver
          </button>
        </DialogClose>
        <button
          type={onConfirm ? 'button' : 'submit'}
          className={primaryButtonClass}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : label}
        </button>
      </DialogActions>
    </>
  );
}
