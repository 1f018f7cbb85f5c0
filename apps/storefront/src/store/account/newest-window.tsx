'use client';

import { useState } from 'react';
import { CUSTOMER_LIST_STEP } from '@voltia/domain';
import type { TLive } from '@/shared/live/use-live';
import { secondaryButtonClass } from '@/shared/ui/text-field';

// "Mis cotizaciones", "Mis pedidos" and the lists of "Agregar a lista" show the newest of a
// customer's list (CUSTOMER_LIST_STEP at a time, live); "Ver más" asks for that many more, and the rows already shown stay on screen while
// the larger window loads.

/** How many of the newest the list asks for, and the "Ver más" that asks for CUSTOMER_LIST_STEP more. */
export function useNewestCount(): [shown: number, showMore: () => void] {
  const [shown, setShown] = useState(CUSTOMER_LIST_STEP);
  return [shown, () => setShown((count) => count + CUSTOMER_LIST_STEP)];
}

/**
 * The live answer to show: while a larger window of the same list (`listKey`, the customer) loads,
 * the last one that was ready (`growing`), so the list does not blink back to "Cargando…" and the
 * rows already read stay where they were. Another list starts with its own "Cargando…".
 */
export function useKeptWhileGrowing<T>(live: TLive<T>, listKey: string): { live: TLive<T>; growing: boolean } {
  const [kept, setKept] = useState<{ readonly key: string; readonly value: T } | null>(null);
  // Remembered from the render that shows it (React's "information from previous renders").
  if (live.status === 'ready' && (kept?.value !== live.value || kept.key !== listKey))
    setKept({ key: listKey, value: live.value });
  if (live.status === 'loading' && kept !== null && kept.key === listKey)
    return { live: { status: 'ready', value: kept.value }, growing: true };
  return { live, growing: false };
}

/** "Ver más …" under a list that has older entries, busy while they load. */
export function ShowMoreButton({
  more,
  growing,
  onClick,
  children,
}: {
  more: boolean;
  growing: boolean;
  onClick: () => void;
  children: string;
}) {
  if (!more && !growing) return null;
  return (
    <button type="button" className={`${secondaryButtonClass} self-center`} disabled={growing} onClick={onClick}>
      {growing ? 'Cargando…' : children}
    </button>
  );
}
