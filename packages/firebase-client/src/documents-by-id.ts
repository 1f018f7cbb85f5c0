import { collection, documentId, query, where, type Firestore, type Query } from 'firebase/firestore';

/** Firestore's `in` takes at most 30 values. */
export const IN_QUERY_LIMIT = 30;

/** The distinct ids, sorted, in groups of at most IN_QUERY_LIMIT (what one `in` query accepts). */
export function idGroups(ids: readonly string[]): string[][] {
  const distinct = [...new Set(ids)].sort();
  const groups: string[][] = [];
  for (let start = 0; start < distinct.length; start += IN_QUERY_LIMIT)
    groups.push(distinct.slice(start, start + IN_QUERY_LIMIT));
  return groups;
}

/**
 * The documents of `path` named by `ids`, as one `in` query per 30 of them: read all at once, a
 * handful of ids cost one round trip and hundreds a few, where a read per document would cost a
 * request each. An id without a document is simply absent from the answers.
 */
export function queriesByIds(db: Firestore, path: string, ids: readonly string[]): Query[] {
  return idGroups(ids).map((group) => query(collection(db, path), where(documentId(), 'in', group)));
}
