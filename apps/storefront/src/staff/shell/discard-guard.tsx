'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/shared/ui/text-field';

/**
 * Closing an editor with unsaved changes asks first (Escape, the overlay, "Cancelar" or the X):
 * `requestClose` closes at once when nothing changed, and otherwise shows the prompt instead.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void) {
  const [asking, setAsking] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    asking,
    requestClose: () => {
      if (!dirty) {
        onClose();
        return;
      }
      if (!asking) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking(true);
    },
    keepEditing: () => {
      setAsking(false);
      // Back to where the person was typing (the prompt's button leaves with the prompt).
      window.requestAnimationFrame(() => returnTo.current?.focus());
    },
    discard: onClose,
  };
}

/** The question itself, inside the editor: "Seguir editando" has the focus, so Enter keeps the work. */
export function DiscardChangesPrompt({
  onKeepEditing,
  onDiscard,
}: {
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="rounded-button border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="discard-prompt"
    >
      <p id={`${id}-title`} className="font-semibold">
        Tienes cambios sin guardar.
      </p>
      <p id={`${id}-text`} className="mt-1">
        Si cierras ahora, se pierden.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button ref={keep} type="button" className={secondaryButtonClass} onClick={onKeepEditing}>
          Seguir editando
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} border-red-300 text-red-800 hover:bg-red-50`}
          onClick={onDiscard}
        >
          Descartar cambios
        </button>
      </div>
    </div>
  );
}
