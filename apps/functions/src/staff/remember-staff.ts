import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { TStaffMemberInput } from '../quotes/quote-route';

/** How long an instance trusts its own record of a staff member before writing it again. */
const REFRESH_MS = 60 * 60_000;

/**
 * Records `staff-members/{uid}` (name, email) for the back-office's assignment list and
 * notifications. Each instance writes a member at most once an hour, so a burst of requests from
 * one person is one write, not fifty.
 */
export function staffRecorder(db: Firestore, now: () => Date = () => new Date()) {
  const seen = new Map<string, { key: string; at: number }>();
  return async (member: TStaffMemberInput): Promise<void> => {
    const key = `${member.name}|${member.email}`;
    const at = now().getTime();
    const last = seen.get(member.uid);
    if (last !== undefined && last.key === key && at - last.at < REFRESH_MS) return;
    seen.set(member.uid, { key, at });
    await db
      .collection(FIRESTORE_COLLECTIONS.staffMembers)
      .doc(member.uid)
      .set({ ...member, updated_at: Timestamp.fromMillis(at) });
  };
}
