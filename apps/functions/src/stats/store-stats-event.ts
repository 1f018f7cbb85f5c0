import { STATS_COLLECTIONS } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { statsEventDocument } from './stats-event-document';
import type { TValidStatsEvent } from './valid-stats-event';

/**
 * Stores an accepted event as one new auto-id document, and writes nothing else: new documents
 * never contend, whatever the traffic (decision 008). The roll-up counts it into its day.
 */
export async function storeStatsEvent(
  db: Firestore,
  event: TValidStatsEvent,
  now: Date,
  retentionDays: number,
): Promise<void> {
  await db
    .collection(STATS_COLLECTIONS.events)
    .doc()
    .create(statsEventDocument(event, now, retentionDays));
}
