/**
 * A back-office list's tab badges' counts for the current filter (the inbox's, the orders', the
 * prices'). A number is only ever shown as it stands: while a
 * first count runs there is none, and while a recount runs (or after one failed) the last number
 * shows as not current.
 */
export type TTabCounts<T extends string> =
  | { readonly status: 'counting' }
  | { readonly status: 'fresh'; readonly counts: Readonly<Record<T, number>> }
  | { readonly status: 'refreshing'; readonly counts: Readonly<Record<T, number>> }
  | { readonly status: 'failed'; readonly counts: Readonly<Record<T, number>> | null };

export type TTabCountView = {
  /** The badge's text: "12", "≤ 12", "…" while counting, "–" without a count. */
  readonly badge: string;
  /** The tab's accessible name: "Solicitadas, 12". */
  readonly label: string;
  /** The number shown is not current (a recount is running or failed). */
  readonly stale: boolean;
};

const NUMBER = new Intl.NumberFormat('es-MX');

/**
 * How the tab `tab`, named `name`, shows its count. `approximate`: the search has words the count
 * queries cannot ask for (they count the longest word only), so the count is an upper bound.
 */
export function tabCountView<T extends string>(
  name: string,
  tab: T,
  counts: TTabCounts<T>,
  approximate: boolean,
): TTabCountView {
  if (counts.status === 'counting') return { badge: '…', label: `${name}, contando…`, stale: false };
  if (counts.counts === null) return { badge: '–', label: `${name}, sin conteo`, stale: false };
  const count = counts.counts[tab];
  const number = NUMBER.format(count);
  // An upper bound of nothing is exact.
  const bound = approximate && count > 0;
  const badge = bound ? `≤ ${number}` : number;
  const spoken = bound ? `hasta ${number}` : number;
  if (counts.status === 'fresh') return { badge, label: `${name}, ${spoken}`, stale: false };
  const why = counts.status === 'refreshing' ? 'actualizando' : 'sin actualizar';
  return { badge, label: `${name}, ${spoken}, ${why}`, stale: true };
}
