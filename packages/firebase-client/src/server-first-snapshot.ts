import { onSnapshot, type FirestoreError, type Query, type QuerySnapshot, type Unsubscribe } from 'firebase/firestore';

type TSnapshotLike = { readonly metadata: { readonly fromCache: boolean }; docChanges(): readonly unknown[] };

/**
 * Which snapshots of a listened query a screen should see. Before the server's first answer, a
 * snapshot from the local cache holds only what this tab happened to read before, or nothing: when
 * the connection is blocked the SDK declares itself offline after a few seconds and answers an
 * empty cache, which a list would show as "no rows" and look settled, instead of the screen's
 * bounded wait and "Reintentar". So the cache is skipped until the server has answered;
 * after that every change is delivered, cached or not, and metadata-only changes (which change no
 * row) are not.
 */
export function serverFirstFilter(): (snapshot: TSnapshotLike) => boolean {
  let confirmed = false;
  return (snapshot) => {
    if (snapshot.metadata.fromCache && !confirmed) return false;
    const first = !confirmed;
    confirmed = true;
    return first || snapshot.docChanges().length > 0;
  };
}

/** onSnapshot for a list screen: the server's first answer, then every change (serverFirstFilter). */
export function onServerFirstSnapshot<T>(
  q: Query<T>,
  onNext: (snapshot: QuerySnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const deliver = serverFirstFilter();
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snapshot) => {
      if (deliver(snapshot)) onNext(snapshot);
    },
    onError,
  );
}
