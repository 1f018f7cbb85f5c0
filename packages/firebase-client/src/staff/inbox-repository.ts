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
} from 'firebase/firestore';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import {
  AppError,
  FIRESTORE_COLLECTIONS,
  INBOX_PAGE_SIZE,
  INBOX_TABS,
  ZQuoteDocument,
  inboxCountConditions,
  matchesSearchTokens,
  type TInboxCondition,
  type TInboxFilter,
  type TInboxQueryPlan,
  type TInboxTab,
  type TQuoteDocument,
} from '@voltia/domain';
import { withDates } from '../firestore-dates';

export type TInboxRow = TQuoteDocument & { readonly id: string };

/** Where the next page starts: the last document of this one (opaque to callers). */
export type TInboxCursor = QueryDocumentSnapshot;

export type TInboxPage = {
  readonly rows: readonly TInboxRow[];
  /** The cursor of the next page, or null on the last page. */
  readonly next: TInboxCursor | null;
};

function constraintOf(condition: TInboxCondition): QueryConstraint {
  return where(condition.field, condition.op, condition.value);
}

/** The query of one inbox page: the plan's conditions and order, after `cursor`, one quote more than a page. */
function inboxPageQuery(db: Firestore, plan: TInboxQueryPlan, cursor: TInboxCursor | null, pageSize: number): Query {
  return query(
    collection(db, FIRESTORE_COLLECTIONS.quotes),
    ...plan.conditions.map(constraintOf),
    orderBy(plan.orderBy.field, plan.orderBy.direction),
    ...(cursor === null ? [] : [startAfter(cursor)]),
    limit(pageSize + 1),
  );
}

/**
 * A page from the query's answer: the first `pageSize` quotes that match the searched words the
 * query could not ask Firestore for; the extra one read only says whether a next page exists.
 */
function inboxPageOf(snap: QuerySnapshot, plan: TInboxQueryPlan, pageSize: number): TInboxPage {
  const docs = snap.docs.slice(0, pageSize);
  const rows = docs.flatMap((d) => {
    const data = d.data({ serverTimestamps: 'estimate' });
    const keys: unknown = data.search_keys;
    if (
      plan.residualTokens.length > 0 &&
      !(Array.isArray(keys) && matchesSearchTokens(keys as string[], plan.residualTokens))
    )
      return [];
    const parsed = ZQuoteDocument.safeParse(withDates(data));
    return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
  });
  return { rows, next: snap.docs.length > pageSize ? (docs.at(-1) ?? null) : null };
}

/**
 * One page of the staff inbox, live (one listener): the plan's conditions and order, after
 * `cursor`, INBOX_PAGE_SIZE quotes (one more is read to know whether a next page exists). Searched
 * words the query could not ask Firestore for are checked against each quote's keys here.
 */
export function subscribeInboxPage(
  db: Firestore,
  plan: TInboxQueryPlan,
  cursor: TInboxCursor | null,
  onChange: (page: TInboxPage) => void,
  onError: (error: AppError) => void,
): () => void {
  // A new page's first answer may come from the local cache, holding only the quotes this tab
  // happened to read before (the extra quote read to find the previous page's end, say): shown, it
  // would flash a page of one row, and look settled. The page waits for the server's answer
  // (onServerFirstSnapshot); after it, every change of the quotes is delivered, cached or not.
  return onServerFirstSnapshot(
    inboxPageQuery(db, plan, cursor, INBOX_PAGE_SIZE),
    (snap) => onChange(inboxPageOf(snap, plan, INBOX_PAGE_SIZE)),
    (error) => onError(new AppError('staff/inbox-read-failed', { cause: error })),
  );
}

/**
 * One page of the inbox read once, without a listener (the CSV export walks every page with it).
 * `pageSize` defaults to the screen's page; an export asks for larger pages, so fewer round trips.
 */
export async function readInboxPage(
  db: Firestore,
  plan: TInboxQueryPlan,
  cursor: TInboxCursor | null,
  pageSize: number = INBOX_PAGE_SIZE,
): Promise<TInboxPage> {
  try {
    return inboxPageOf(await getDocs(inboxPageQuery(db, plan, cursor, pageSize)), plan, pageSize);
  } catch (error) {
    throw new AppError('staff/inbox-read-failed', { cause: error });
  }
}

/**
 * How many quotes each tab holds under the rest of the filter: one count query per tab (Firestore
 * bills one read per 1 000 index entries counted).
 */
export async function countInboxTabs(
  db: Firestore,
  filter: TInboxFilter,
  staffUid: string,
): Promise<Record<TInboxTab, number>> {
  const counts = await Promise.all(
    INBOX_TABS.map(async (tab) => {
      const q = query(
        collection(db, FIRESTORE_COLLECTIONS.quotes),
        ...inboxCountConditions(filter, tab, staffUid).map(constraintOf),
      );
      return [tab, (await getCountFromServer(q)).data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<TInboxTab, number>;
}
