import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import { searchKeysCondition, type TSearchKeysCondition } from './quote-search';
import type { TQuoteStatus } from './quote-status';

// The staff inbox as queries: each filter the screen offers becomes one Firestore query whose
// shape has a composite index in firestore.indexes.json (a test holds every shape to it). The
// firebase-client turns a plan into SDK calls; the plan itself is pure.

export const INBOX_PAGE_SIZE = 25;

export const INBOX_TABS = [
  'all',
  'requested',
  'in_review',
  'info_requested',
  'sent',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type TInboxTab = (typeof INBOX_TABS)[number];

export const INBOX_TAB_LABELS: Readonly<Record<TInboxTab, string>> = {
  all: 'Todas',
  requested: 'Solicitadas',
  in_review: 'En revisión',
  info_requested: 'Esperando al cliente',
  sent: 'Enviadas',
  accepted: 'Aceptadas',
  rejected: 'Rechazadas',
  expired: 'Vencidas',
  cancelled: 'Canceladas',
};

export const INBOX_SORTS = ['recent', 'waiting'] as const;
export type TInboxSort = (typeof INBOX_SORTS)[number];

export const ZInboxFilter = z.object({
  tab: z.enum(INBOX_TABS).catch('all'),
  /** Only the quotes assigned to the signed-in staff member. */
  mine: z.boolean().catch(false),
  search: ZWellFormedText.max(100).catch(''),
  sort: z.enum(INBOX_SORTS).catch('recent'),
});
export type TInboxFilter = z.infer<typeof ZInboxFilter>;

export const DEFAULT_INBOX_FILTER: TInboxFilter = { tab: 'all', mine: false, search: '', sort: 'recent' };

/** Reads the filter from the page's URL (?estado=&mias=1&q=&orden=), forgiving anything unknown. */
export function inboxFilterFromParams(params: { get(name: string): string | null }): TInboxFilter {
  return ZInboxFilter.parse({
    tab: params.get('estado') ?? undefined,
    mine: params.get('mias') === '1',
    search: params.get('q') ?? undefined,
    sort: params.get('orden') === 'espera' ? 'waiting' : 'recent',
  });
}

/** The filter as URL parameters (defaults left out), the inverse of inboxFilterFromParams. */
export function inboxFilterToParams(filter: TInboxFilter): Record<string, string> {
  return {
    ...(filter.tab === 'all' ? {} : { estado: filter.tab }),
    ...(filter.mine ? { mias: '1' } : {}),
    ...(filter.search.trim() === '' ? {} : { q: filter.search.trim() }),
    ...(filter.sort === 'waiting' ? { orden: 'espera' } : {}),
  };
}

/** The epoch: `field > EPOCH` keeps only documents where a date field is set. */
export const EPOCH = new Date(0);

export type TInboxCondition =
  | { readonly field: 'status'; readonly op: '=='; readonly value: TQuoteStatus }
  | { readonly field: 'assignee.uid'; readonly op: '=='; readonly value: string }
  | TSearchKeysCondition
  | { readonly field: 'submitted_at' | 'waiting_since'; readonly op: '>'; readonly value: Date };

export type TInboxOrder = { readonly field: 'submitted_at' | 'waiting_since'; readonly direction: 'asc' | 'desc' };

export type TInboxQueryPlan = {
  readonly conditions: readonly TInboxCondition[];
  readonly orderBy: TInboxOrder;
  /** Searched words the query does not ask Firestore for: each shown quote must match them too. */
  readonly residualTokens: readonly string[];
  /** The sort in effect: a search always lists the most recent first. */
  readonly sort: TInboxSort;
};

function filterConditions(
  filter: TInboxFilter,
  tab: TInboxTab,
  staffUid: string,
): { conditions: TInboxCondition[]; residual: string[] } {
  const conditions: TInboxCondition[] = [];
  if (tab !== 'all') conditions.push({ field: 'status', op: '==', value: tab });
  if (filter.mine) conditions.push({ field: 'assignee.uid', op: '==', value: staffUid });
  const { condition, residual } = searchKeysCondition(filter.search);
  if (condition !== null) conditions.push(condition);
  return { conditions, residual };
}

/**
 * The query for one page of the inbox. Every listed quote was requested (drafts never have the
 * fields these queries filter or order on). Sorting by waiting time lists the quotes waiting for
 * staff, oldest first; a search lists the most recent first.
 */
export function inboxQueryPlan(filter: TInboxFilter, staffUid: string): TInboxQueryPlan {
  const { conditions, residual } = filterConditions(filter, filter.tab, staffUid);
  const searching = conditions.some((condition) => condition.field === 'search_keys');
  const sort: TInboxSort = searching ? 'recent' : filter.sort;
  const field = sort === 'waiting' ? 'waiting_since' : 'submitted_at';
  // Without an equality filter the date itself keeps drafts (and closed quotes, when waiting) out.
  if (sort === 'waiting' || conditions.length === 0) conditions.push({ field, op: '>', value: EPOCH });
  return {
    conditions,
    orderBy: { field, direction: sort === 'waiting' ? 'asc' : 'desc' },
    residualTokens: residual,
    sort,
  };
}

/** The conditions that count one tab's quotes under the rest of the filter (for the tab badges). */
export function inboxCountConditions(
  filter: TInboxFilter,
  tab: TInboxTab,
  staffUid: string,
): readonly TInboxCondition[] {
  const { conditions } = filterConditions(filter, tab, staffUid);
  if (conditions.length === 0) conditions.push({ field: 'submitted_at', op: '>', value: EPOCH });
  return conditions;
}

/** Every query shape the inbox can ask (for the index test): fields filtered, then the order. */
export function inboxQueryShapes(): {
  equality: string[];
  arrayContains: boolean;
  inequality: string | null;
  orderBy: TInboxOrder;
}[] {
  const shapes = new Map<string, ReturnType<typeof inboxQueryShapes>[number]>();
  for (const tab of ['all', 'requested'] as const) {
    for (const mine of [false, true]) {
      for (const search of ['', 'norte', '123']) {
        for (const sort of INBOX_SORTS) {
          const plan = inboxQueryPlan({ tab, mine, search, sort }, 'uid');
          const shape = {
            equality: plan.conditions
              .filter((c) => c.op === '==')
              .map((c) => c.field)
              .sort(),
            arrayContains: plan.conditions.some((c) => c.field === 'search_keys'),
            inequality: plan.conditions.find((c) => c.op === '>')?.field ?? null,
            orderBy: plan.orderBy,
          };
          shapes.set(JSON.stringify(shape), shape);
        }
      }
    }
  }
  return [...shapes.values()];
}
