import type { Firestore } from 'firebase/firestore';
import type { AppError } from '@voltia/domain';
import {
  FIRESTORE_COLLECTIONS,
  INBOX_PAGE_SIZE,
  INBOX_TABS,
  ZQuoteDocument,
  inboxCountConditions,
  type TInboxFilter,
  type TInboxQueryPlan,
  type TInboxTab,
  type TQuoteDocument,
} from '@voltia/domain';
import {
  countListTabs,
  readListPage,
  subscribeListPage,
  type TListCursor,
  type TListPage,
  type TSearchedList,
} from './searched-list';

export type TInboxRow = TQuoteDocument & { readonly id: string };

/** Where the next page starts: the last document of this one (opaque to callers). */
export type TInboxCursor = TListCursor;

export type TInboxPage = TListPage<TInboxRow>;

const INBOX: TSearchedList<TQuoteDocument> = {
  collection: FIRESTORE_COLLECTIONS.quotes,
  schema: ZQuoteDocument,
  readFailed: 'staff/inbox-read-failed',
};

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
  return subscribeListPage(db, INBOX, plan, cursor, INBOX_PAGE_SIZE, onChange, onError);
}

/**
 * One page of the inbox read once, without a listener (the CSV export walks every page with it).
 * `pageSize` defaults to the screen's page; an export asks for larger pages, so fewer round trips.
 */
export function readInboxPage(
  db: Firestore,
  plan: TInboxQueryPlan,
  cursor: TInboxCursor | null,
  pageSize: number = INBOX_PAGE_SIZE,
): Promise<TInboxPage> {
  return readListPage(db, INBOX, plan, cursor, pageSize);
}

/**
 * How many quotes each tab holds under the rest of the filter: one count query per tab (Firestore
 * bills one read per 1 000 index entries counted).
 */
export function countInboxTabs(
  db: Firestore,
  filter: TInboxFilter,
  staffUid: string,
): Promise<Record<TInboxTab, number>> {
  return countListTabs(db, FIRESTORE_COLLECTIONS.quotes, INBOX_TABS, (tab) =>
    inboxCountConditions(filter, tab, staffUid),
  );
}
