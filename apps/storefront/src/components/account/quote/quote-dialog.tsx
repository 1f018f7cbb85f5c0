'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** Where the keyboard goes once a decision went through: its trigger is gone, so the quote's status note. */
export const STATUS_NOTE_ID = 'estado-cotizacion';

/**
 * A decision dialog of the quote page (Radix: focus trapped inside, Escape closes, focus back on the
 * trigger). After a decision that went through, `decided` sends focus to the status note instead,
 * since the trigger button disappears with the new status.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  decided,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  decided: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-x-3 top-[10vh] z-50 mx-auto max-h-[80vh] max-w-lg overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6"
          onCloseAutoFocus={(event) => {
            if (!decided) return;
            event.preventDefault();
            document.getElementById(STATUS_NOTE_ID)?.focus();
          }}
        >
          <Dialog.Title className="mb-1 text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
