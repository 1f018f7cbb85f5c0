'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { XIcon } from './icons';
import { MAIN_CONTENT_ID } from './skip-link';
import { primaryButtonClass, secondaryButtonClass } from './text-field';

const FRAME_CLASS = {
  /** A question or a short form. */
  narrow:
    'fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-lg overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6',
  /** An editor or an import: most of a phone's screen, a readable column on a laptop. */
  wide: 'fixed inset-x-2 top-[3vh] z-50 mx-auto max-h-[94vh] max-w-3xl overflow-y-auto rounded-lg bg-white p-4 shadow-xl focus:outline-none sm:inset-x-4 sm:p-6',
} as const;

/**
 * Every dialog of the store and the back-office (Radix: the focus moves in and is trapped, Escape
 * and the overlay close it, the page behind is inert). It opens from `trigger` or from state; on
 * closing, the focus goes back to what had it when the dialog opened or, if that is gone (the move
 * the dialog made removed it), to the page's main region — unless `onCloseAutoFocus` sends it
 * elsewhere (calls `preventDefault` and focuses something itself).
 */
export function AppDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'narrow',
  trigger,
  closeLabel,
  closeDisabled = false,
  onCloseAutoFocus,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title by screen readers; left out, the title is said once more. */
  description?: ReactNode;
  size?: keyof typeof FRAME_CLASS;
  /** The button that opens the dialog, when it is not opened from state. */
  trigger?: ReactNode;
  /** The ✕ in the corner and what it says to a screen reader; left out, the dialog's own buttons and Escape close it. */
  closeLabel?: string;
  closeDisabled?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  testId?: string;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  // Taken before the content mounts: a child may move the focus as it does (the calendar does).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const heading = <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            (opener.current?.isConnected ? opener.current : document.getElementById(MAIN_CONTENT_ID))?.focus();
          }}
          className={FRAME_CLASS[size]}
          data-testid={testId}
        >
          {closeLabel === undefined ? (
            <div className="mb-1">{heading}</div>
          ) : (
            <div className="mb-1 flex items-start justify-between gap-3">
              {heading}
              <Dialog.Close
                disabled={closeDisabled}
                className="grid size-11 shrink-0 place-items-center rounded-button text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
                aria-label={closeLabel}
              >
                <XIcon className="size-5" />
              </Dialog.Close>
            </div>
          )}
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

/** A button that closes the dialog it is in. */
export const DialogClose = Dialog.Close;

/** The foot of a dialog: its buttons, the main one last (first on a phone, where they stack). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
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
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      {...(onCloseAutoFocus === undefined ? {} : { onCloseAutoFocus })}
    >
      <DialogActions>
        <DialogClose className={secondaryButtonClass}>Volver</DialogClose>
        <button type="button" className={primaryButtonClass} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogActions>
    </AppDialog>
  );
}
