import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { parseStored, withTimestamps } from '../firestore/stored-data';
import { mayClaimOutboxMail, OUTBOX_LEASE_MS, OUTBOX_STATUSES, ZOutboxMail } from './outbox-mail';
import type { TOutboxMail, TOutboxMailInput, TOutboxState } from './outbox-mail';
import { runTransaction } from '../firestore/run-transaction';

/** What delivery needs of the outbox (Firestore here; maps in unit tests). */
export type TOutboxStore = {
  /** Claims the email for sending now (status sending, a lease, one more attempt); undefined when it is not to be sent now. */
  readonly claim: (id: string, now: Date) => Promise<TOutboxMail | undefined>;
  readonly markSent: (id: string, now: Date) => Promise<void>;
  /** Gives a claimed email back after a failed send, for a later attempt. */
  readonly release: (id: string, error: string) => Promise<void>;
  /** Emails the sweep should try: pending ones, and claimed ones whose lease ran out. */
  readonly listDeliverable: (now: Date, limit: number) => Promise<string[]>;
};

/** A new outbox document: the rendered email, pending. */
export function outboxMailToFirestore(mail: TOutboxMailInput): Record<string, unknown> {
  return withTimestamps({
    attach_order_pdf: false,
    ...mail,
    status: 'pending',
    attempts: 0,
    lease_until: null,
    sent_at: null,
    last_error: null,
  });
}

function stateOf(data: Readonly<Record<string, unknown>>): TOutboxState {
  const status = OUTBOX_STATUSES.find((value) => value === data.status) ?? 'sent';
  const attempts = typeof data.attempts === 'number' ? data.attempts : 0;
  const lease = data.lease_until instanceof Timestamp ? data.lease_until.toDate() : null;
  return { status, attempts, lease_until: lease };
}

export function firestoreOutbox(db: Firestore): TOutboxStore {
  const ref = (id: string) => db.collection(FIRESTORE_COLLECTIONS.mailOutbox).doc(id);
  return {
    claim: (id, now) =>
      runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref(id));
        const data = snapshot.data();
        if (data === undefined) return undefined;
        const state = stateOf(data);
        if (!mayClaimOutboxMail(state, now)) return undefined;
        tx.update(ref(id), {
          status: 'sending',
          attempts: state.attempts + 1,
          lease_until: Timestamp.fromMillis(now.getTime() + OUTBOX_LEASE_MS),
        });
        return parseStored(ZOutboxMail, data, 'outbox mail');
      }),
    markSent: async (id, now) => {
      await ref(id).update({ status: 'sent', sent_at: Timestamp.fromDate(now), lease_until: null, last_error: null });
    },
    release: async (id, error) => {
      await ref(id).update({ status: 'pending', lease_until: null, last_error: error.slice(0, 500) });
    },
    listDeliverable: async (now, limit) => {
      const outbox = db.collection(FIRESTORE_COLLECTIONS.mailOutbox);
      const [pending, stale] = await Promise.all([
        outbox.where('status', '==', 'pending').limit(limit).get(),
        outbox.where('status', '==', 'sending').where('lease_until', '<=', Timestamp.fromDate(now)).limit(limit).get(),
      ]);
      return [...pending.docs, ...stale.docs].map((doc) => doc.id).slice(0, limit);
    },
  };
}
