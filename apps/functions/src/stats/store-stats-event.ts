import type { Firestore } from 'firebase-admin/firestore';
import { planStatsWrites } from './plan-stats-writes';
import type { TValidStatsEvent } from './valid-stats-event';

/** Stores an accepted event and its aggregates atomically: one batch, all or nothing. */
export async function storeStatsEvent(db: Firestore, event: TValidStatsEvent, now: Date, retentionDays: number): Promise<void> {
  const batch = db.batch();
  for (const write of planStatsWrites(event, now, retentionDays)) {
    const collection = db.collection(write.collection);
    if (write.id === undefined) batch.create(collection.doc(), write.data);
    else batch.set(collection.doc(write.id), write.data, { merge: true });
  }
  await batch.commit();
}
