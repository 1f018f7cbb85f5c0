import { FieldValue } from 'firebase-admin/firestore';

/**
 * A history entry as stored: its `at` becomes the commit time of the transaction that writes it
 * (a server timestamp). Writes that touch the same document commit one after the other, so their
 * entries read by `at` follow the order the changes were made in, not the order the requests
 * arrived in; entries of one transaction share the time and keep their order by id (decision 012).
 */
export function atCommitTime(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, at: FieldValue.serverTimestamp() };
}
