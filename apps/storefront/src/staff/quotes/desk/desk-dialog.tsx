'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';

/**
 * The desk's dialogs (Radix: focus moves in and is trapped, Escape closes). They are opened from
 * state, not from a Radix trigger, so the button that opened one is remembered here and gets the
 * focus back on closing; if it is gone (the move it made removed it), the page's main region does.
 */
export function DeskDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Where the focus goes on closing, when the button that opened the dialog is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  // Taken before the dialog's content mounts: a child may move the focus as it does (the calendar does).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            (opener.current?.isConnected ? opener.current : document.getElementById(MAIN_CONTENT_ID))?.focus();
          }}
          className="fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-lg overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="mb-1 text-lg font-bold text-slate-900">{title}</Dialog.Title>
          {description === undefined ? (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          ) : (
            <Dialog.Description asChild>
              <div className="mb-4 text-sm text-slate-700">{description}</div>
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A yes/no question before something that cannot be undone quietly (removing a line, withdrawing an offer). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DeskDialog open={open} onOpenChange={onOpenChange} title={title} description={description} {...(onCloseAutoFocus === undefined ? {} : { onCloseAutoFocus })}>
      <DialogActions>
        <Dialog.Close className={secondaryButtonClass}>Volver</Dialog.Close>
        <button type="button" className={primaryButtonClass} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogActions>
    </DeskDialog>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

export const DialogClose = Dialog.Close;
