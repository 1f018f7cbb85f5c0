import { collection, documentId, query, where, type Firestore, type Query } from 'firebase/firestore';
import { onServerFirstSnapshot } from './server-first-snapshot';

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

/**
 * The documents of `path` named by `ids`, live: one listener per 30 ids, answered once every group
 * has answered (so a screen never shows half of them), each document parsed by `parse` (undefined
 * leaves it out). No ids: answered at once with an empty map.
 */
export function subscribeByIds<T>(
  db: Firestore,
  path: string,
  ids: readonly string[],
  parse: (data: Record<string, unknown>) => T | undefined,
  onChange: (documents: ReadonlyMap<string, T>) => void,
  onError: (cause: unknown) => void,
): () => void {
  const queries = queriesByIds(db, path, ids);
  if (queries.length === 0) {
    onChange(new Map());
    return () => undefined;
  }
  const received: (Map<string, T> | undefined)[] = queries.map(() => undefined);
  const stops = queries.map((groupQuery, index) =>
    onServerFirstSnapshot(
      groupQuery,
      (snap) => {
        const documents = new Map<string, T>();
        for (const doc of snap.docs) {
          const parsed = parse(doc.data({ serverTimestamps: 'estimate' }));
          if (parsed !== undefined) documents.set(doc.id, parsed);
        }
        received[index] = documents;
        if (received.every((part) => part !== undefined))
          onChange(new Map(received.flatMap((part) => [...(part ?? new Map<string, T>())])));
      },
      onError,
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
