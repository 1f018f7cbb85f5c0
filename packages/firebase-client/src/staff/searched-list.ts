import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type WhereFilterOp,
} from 'firebase/firestore';
import { AppError, matchesSearchTokens, type TErrorCode } from '@voltia/domain';
import type { z } from 'zod';
import { withDates } from '../firestore-dates';
import { onServerFirstSnapshot } from '../server-first-snapshot';

// The back-office's searched lists (the quote inbox, the order list): a plan from the domain
// (conditions, an order, the searched words Firestore cannot be asked for), one query per page read
// one document past the page, one count query per tab.

/** A condition of a plan, as the domain states it. */
export type TListCondition = { readonly field: string; readonly op: WhereFilterOp; readonly value: unknown };

/** What a domain plan gives a page query. */
export type TListPlan = {
  readonly conditions: readonly TListCondition[];
  readonly orderBy: { readonly field: string; readonly direction: 'asc' | 'desc' };
  /** Searched words the query does not ask Firestore for: each row shown must match them too. */
  readonly residualTokens: readonly string[];
};

/** Where the next page starts: the last document of this one (opaque to callers). */
export type TListCursor = QueryDocumentSnapshot;

export type TListPage<TRow> = {
  readonly rows: readonly TRow[];
  /** The cursor of the next page, or null on the last page. */
  readonly next: TListCursor | null;
  /**
   * The documents the query returned for this answer: what a first answer or a one-time read bills
   * (one read per document); a listener's later answers bill only the documents that changed.
   */
  readonly read: number;
};

/** One list: its collection, the schema of its rows and the error a failed read reports. */
export type TSearchedList<TDocument> = {
  readonly collection: string;
  readonly schema: z.ZodType<TDocument>;
  readonly readFailed: TErrorCode;
};

function constraintOf(condition: TListCondition): QueryConstraint {
  return where(condition.field, condition.op, condition.value);
}

/** The query of one page: the plan's conditions and order, after `cursor`, one row more than a page. */
function pageQuery(
  db: Firestore,
  list: TSearchedList<unknown>,
  plan: TListPlan,
  cursor: TListCursor | null,
  pageSize: number,
): Query {
  return query(
    collection(db, list.collection),
    ...plan.conditions.map(constraintOf),
    orderBy(plan.orderBy.field, plan.orderBy.direction),
    ...(cursor === null ? [] : [startAfter(cursor)]),
    limit(pageSize + 1),
  );
}

/**
 * A page from the query's answer: the first `pageSize` rows that match the searched words the query
 * could not ask Firestore for (checked against each document's `search_keys`); the extra one read
 * only says whether a next page exists. A document that does not parse is left out.
 */
function pageOf<TDocument>(
  list: TSearchedList<TDocument>,
  snap: QuerySnapshot,
  plan: TListPlan,
  pageSize: number,
): TListPage<TDocument & { readonly id: string }> {
  const docs = snap.docs.slice(0, pageSize);
  const rows = docs.flatMap((d) => {
    const data = d.data({ serverTimestamps: 'estimate' });
    const keys: unknown = data.search_keys;
    if (
      plan.residualTokens.length > 0 &&
      !(Array.isArray(keys) && matchesSearchTokens(keys as string[], plan.residualTokens))
    )
      return [];
    const parsed = list.schema.safeParse(withDates(data));
    return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
  });
  return { rows, next: snap.docs.length > pageSize ? (docs.at(-1) ?? null) : null, read: snap.size };
}

/**
 * One page, live (one listener). A new page's first answer may come from the local cache, holding
 * only the rows this tab happened to read before (the extra one read to find the previous page's
 * end, say): shown, it would flash a page of one row and look settled. The page waits for the
 * server's answer (onServerFirstSnapshot); after it, every change is delivered, cached or not.
 */
export function subscribeListPage<TDocument>(
  db: Firestore,
  list: TSearchedList<TDocument>,
  plan: TListPlan,
  cursor: TListCursor | null,
  pageSize: number,
  onChange: (page: TListPage<TDocument & { readonly id: string }>) => void,
  onError: (error: AppError) => void,
): () => void {
  return onServerFirstSnapshot(
    pageQuery(db, list, plan, cursor, pageSize),
    (snap) => onChange(pageOf(list, snap, plan, pageSize)),
    (error) => onError(new AppError(list.readFailed, { cause: error })),
  );
}

/** One page read once, without a listener (a CSV export walks every page with it, in larger pages). */
export async function readListPage<TDocument>(
  db: Firestore,
  list: TSearchedList<TDocument>,
  plan: TListPlan,
  cursor: TListCursor | null,
  pageSize: number,
): Promise<TListPage<TDocument & { readonly id: string }>> {
  try {
    return pageOf(list, await getDocs(pageQuery(db, list, plan, cursor, pageSize)), plan, pageSize);
  } catch (error) {
    throw new AppError(list.readFailed, { cause: error });
  }
}

/**
 * How many documents each tab holds under the rest of the filter: one count query per tab
 * (Firestore bills one read per 1 000 index entries counted).
 */
export async function countListTabs<TTab extends string>(
  db: Firestore,
  collectionName: string,
  tabs: readonly TTab[],
  conditionsOf: (tab: TTab) => readonly TListCondition[],
): Promise<Record<TTab, number>> {
  const counts = await Promise.all(
    tabs.map(async (tab) => {
      const q = query(collection(db, collectionName), ...conditionsOf(tab).map(constraintOf));
      return [tab, (await getCountFromServer(q)).data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<TTab, number>;
}
