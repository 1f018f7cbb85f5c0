'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { focusStatusNote } from './quote-status-callout';

/**
 * A decision dialog of the quote page, opened by its own button (Radix: focus trapped inside,
 * Escape closes, focus back on the button). `children` gets `finish`, to call once the decision went
 * through: the dialog closes and the focus goes to the status note, since the button disappears
 * with the new status. `onOpen` lets the caller clear a previous attempt's error.
 */
export function QuoteDialog({
  triggerLabel,
  triggerClass,
  title,
  description,
  onOpen,
  children,
}: {
  triggerLabel: string;
  triggerClass: string;
  title: string;
  description: ReactNode;
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={triggerClass}>
          {triggerLabel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-x-3 top-[10vh] z-50 mx-auto max-h-[80vh] max-w-lg overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6"
          onCloseAutoFocus={(event) => {
            if (!decided) return;
            event.preventDefault();
            focusStatusNote();
          }}
        >
          <Dialog.Title className="mb-1 text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          {children(finish)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The foot of a decision dialog: why the last attempt failed (the catalogue's message), "Volver", and
 * the confirm button (a submit button when `onConfirm` is left out, inside a form).
 */
export function QuoteDialogActions({ error, busy, label, busyLabel, onConfirm }: { error: string | null; busy: boolean; label: string; busyLabel: string; onConfirm?: () => void }) {
  return (
    <>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <button type="button" className={secondaryButtonClass}>
            Volver
          </button>
        </Dialog.Close>
        <button type={onConfirm ? 'button' : 'submit'} className={primaryButtonClass} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
