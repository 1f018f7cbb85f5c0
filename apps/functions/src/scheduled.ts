// Before onSchedule defines any function: the global options (region, instance cap) are taken then.
import './global-options';
import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from './admin-firestore';
import { firestoreCatalogueSnapshotStore } from './catalogue/firestore-catalogue-snapshot-store';
import { refreshCatalogueSnapshot } from './catalogue/refresh-catalogue-snapshot';
import { logger } from './logger';
import { MAIL_SECRETS } from './mailing/smtp-secret';
import { sweepOutbox } from './outbox/deliver-outbox-mail';
import { productionDeliveryDeps } from './outbox/delivery-deps';
import { expireDueQuotes } from './quotes/expire-due-quotes';
import { firestoreQuoteTransaction } from './quotes/firestore-quote-transaction';
import { firestoreStatsRollupStore } from './stats/firestore-stats-rollup-store';
import { rollUpStats } from './stats/roll-up-stats';

const expiryLogger = logger.child({ fn: 'expireQuotes' });
const outboxLogger = logger.child({ fn: 'deliverOutbox' });
const rollupLogger = logger.child({ fn: 'rollUpStatsEvery' });
const snapshotLogger = logger.child({ fn: 'refreshCatalogueSnapshotEvery' });

/** The expiry run's dependencies on the real Firestore (the integration tests call the same handler). */
export function productionExpiryDeps() {
  const db = adminFirestore();
  return {
    listDueQuoteIds: async (now: Date, limit: number) => {
      const due = await db
        .collection(FIRESTORE_COLLECTIONS.quotes)
        .where('status', '==', 'sent')
        .where('valid_until', '<', Timestamp.fromDate(now))
        .orderBy('valid_until')
        .limit(limit)
        .get();
      return due.docs.map((doc) => doc.id);
    },
    runTransaction: firestoreQuoteTransaction(db),
    now: () => new Date(),
    logger: expiryLogger,
  };
}

/** Every hour: sent quotes past their validity become expired. */
export const expireQuotes = onSchedule({ schedule: 'every 60 minutes', timeZone: 'America/Mexico_City' }, async () => {
  await expireDueQuotes(productionExpiryDeps());
});

/** Every 5 minutes: emails whose first delivery failed get another attempt. */
export const deliverOutbox = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'America/Mexico_City', secrets: MAIL_SECRETS },
  async () => {
    await sweepOutbox(productionDeliveryDeps(outboxLogger));
  },
);

/**
 * Every minute: the stats events not yet counted are folded into their days (decision 008). At most
 * one write per day document per run, whatever the traffic; /metrics also asks for one on opening.
 */
export const rollUpStatsEvery = onSchedule({ schedule: 'every 1 minutes', timeZone: 'UTC' }, async () => {
  await rollUpStats({
    store: firestoreStatsRollupStore(adminFirestore()),
    now: () => new Date(),
    logger: rollupLogger,
  });
});

/**
 * Every 5 minutes: the catalogue snapshot a storefront instance's cold start reads takes what changed
 * since it was written (the buckets the changes touch; the whole of it after a new epoch), so a cold
 * start reads a few dozen documents and the changes of the last minutes, not every product (decision 017).
 */
export const refreshCatalogueSnapshotEvery = onSchedule(
  // A whole build holds the published catalogue twice (read, and compressed): about 60 MB a 100 000 products.
  { schedule: 'every 5 minutes', timeZone: 'UTC', memory: '1GiB', timeoutSeconds: 540 },
  async () => {
    await refreshCatalogueSnapshot(firestoreCatalogueSnapshotStore(adminFirestore()), snapshotLogger);
  },
);
