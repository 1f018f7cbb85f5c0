import { INBOX_TAB_LABELS, type TInboxFilter, type TInboxQueryPlan, type TInboxSort } from '@voltia/domain';

// What the inbox says about the view it shows: its sort control's words, why a list is empty, and
// how it is sorted when that is not what the sort control asked for.

export const INBOX_SORT_LABELS: Readonly<Record<TInboxSort, string>> = {
  recent: 'Más recientes primero',
  waiting: 'Mayor espera primero',
};

/** Whether the plan asks Firestore for a searched word (a search of one-letter words asks nothing). */
export function isSearching(plan: TInboxQueryPlan): boolean {
  return plan.conditions.some((condition) => condition.field === 'search_keys');
}

export type TInboxNote = { readonly title: string; readonly hint: string | null };

/**
 * Why the list is empty, in the view's own terms. A later page can be empty too: its quotes moved
 * on since it was listed, or (a search of several words) none of the ones it read matched.
 */
export function emptyInboxNote(
  filter: TInboxFilter,
  plan: TInboxQueryPlan,
  where: { readonly page: number; readonly hasNext: boolean },
): TInboxNote {
  if (where.hasNext)
    return {
      title: 'Ninguna cotización de esta página coincide con la búsqueda.',
      hint: 'Sigue en la página siguiente.',
    };
  if (where.page > 1)
    return {
      title: 'Esta página ya no tiene cotizaciones.',
      hint: 'Cambiaron de estado desde que se listaron; vuelve a la página anterior.',
    };
  if (isSearching(plan)) {
    return {
      title: `Ninguna cotización coincide con «${filter.search.trim()}».`,
      hint:
        filter.tab === 'all' && !filter.mine
          ? 'Busca por número de cotización, cliente, empresa, correo o RFC.'
          : 'La búsqueda se hizo solo en esta vista; prueba en «Todas».',
    };
  }
  const scope = filter.tab === 'all' ? '' : ` ${INBOX_TAB_LABELS[filter.tab].toLowerCase()}`;
  if (plan.sort === 'waiting') {
    return {
      title: filter.mine
        ? `No tienes cotizaciones${scope} esperando respuesta del equipo.`
        : `No hay cotizaciones${scope} esperando respuesta del equipo.`,
      hint: 'Ordenadas por espera solo aparecen las que esperan respuesta del equipo.',
    };
  }
  return {
    title: filter.mine ? `No tienes cotizaciones${scope} asignadas.` : `No hay cotizaciones${scope}.`,
    hint: null,
  };
}

/** How the list is sorted when the control alone does not tell it; null when it does. */
export function sortNote(filter: TInboxFilter, plan: TInboxQueryPlan): string | null {
  if (isSearching(plan)) return 'Con una búsqueda, las más recientes aparecen primero.';
  if (filter.search.trim() !== '') return 'Escribe al menos 2 letras o números para buscar.';
  if (plan.sort === 'waiting') return 'Solo las que esperan respuesta del equipo, la de mayor espera primero.';
  return null;
}

/** The list's caption: what it holds and how it is sorted ("Cotizaciones solicitadas, página 1, …"). */
export function inboxListCaption(filter: TInboxFilter, plan: TInboxQueryPlan, page: number): string {
  const parts = [filter.tab === 'all' ? 'Cotizaciones' : `Cotizaciones ${INBOX_TAB_LABELS[filter.tab].toLowerCase()}`];
  if (filter.mine) parts.push('asignadas a ti');
  if (isSearching(plan)) parts.push(`que coinciden con «${filter.search.trim()}»`);
  parts.push(`página ${page}`, INBOX_SORT_LABELS[plan.sort].toLowerCase());
  return parts.join(', ');
}
