import { addDays, FIRESTORE_COLLECTIONS, STATS_COLLECTIONS } from '@voltia/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { foldDayEvents } from './fold-day';
import type { TStatsRollupStore } from './stats-rollup-store';
import { runTransaction } from '../firestore/run-transaction';

/** The roll-up's store on the Admin SDK's Firestore. */
export function firestoreStatsRollupStore(db: Firestore): TStatsRollupStore {
  const events = db.collection(STATS_COLLECTIONS.events);
  const days = db.collection(STATS_COLLECTIONS.days);
  return {
    unfoldedEvents: async (limit) => {
      // An equality on one field: served by Firestore's automatic single-field index.
      const page = await events.where('folded', '==', false).select('day').limit(limit).get();
      return page.docs.map((doc) => ({ id: doc.id, day: doc.get('day') as unknown }));
    },
    countCartsCreated: async (day) => {
      const start = new Date(`${day}T00:00:00.000Z`);
      const counted = await db
        .collection(FIRESTORE_COLLECTIONS.quotes)
        .where('created_at', '>=', Timestamp.fromDate(start))
        .where('created_at', '<', Timestamp.fromDate(new Date(`${addDays(day, 1)}T00:00:00.000Z`)))
        .count()
        .get();
      return counted.data().count;
    },
    foldDay: (day, eventIds, cartsCreated) =>
      runTransaction(db, async (tx) => {
        const dayRef = day === null ? undefined : days.doc(day);
        const eventRefs = eventIds.map((id) => events.doc(id));
        const snapshots = await tx.getAll(...(dayRef === undefined ? [] : [dayRef]), ...eventRefs);
        const daySnapshot = dayRef === undefined ? undefined : snapshots[0];
        // An event deleted meanwhile (its TTL passed) is simply not there.
        const stored = snapshots
          .slice(dayRef === undefined ? 0 : 1)
          .flatMap((snapshot) => (snapshot.exists ? [{ id: snapshot.id, data: snapshot.data() }] : []));
        const fold = foldDayEvents(day, daySnapshot?.exists ? daySnapshot.data() : undefined, stored, cartsCreated);
        if (dayRef !== undefined && fold.write !== undefined)
          tx.set(dayRef, { ...fold.write, updated_at: FieldValue.serverTimestamp() });
        for (const id of fold.foldedIds) tx.update(events.doc(id), { folded: true });
        return fold;
      }),
  };
}
