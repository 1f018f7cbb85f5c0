import type { QuerySnapshot } from 'firebase/firestore';

// The customer's own lists ("Mis cotizaciones", "Mis pedidos") are live and newest first: a list
// shows the newest CUSTOMER_LIST_STEP (the domain's) and "Ver más" asks for that many more. The
// query reads one document beyond the window to know whether there is more.

/** The newest `shown` of a list, and whether older ones remain. */
export type TNewest<T> = { readonly items: readonly T[]; readonly more: boolean };

/**
 * A snapshot of a query limited to `shown + 1` as the newest `shown` (a document that does not
 * parse is left out) and whether there is more.
 */
export function newestOf<T>(
  snap: QuerySnapshot,
  shown: number,
  parse: (id: string, data: Record<string, unknown>) => T | null,
): TNewest<T> {
  return {
    items: snap.docs.slice(0, shown).flatMap((d) => parse(d.id, d.data({ serverTimestamps: 'estimate' })) ?? []),
    more: snap.size > shown,
  };
}
