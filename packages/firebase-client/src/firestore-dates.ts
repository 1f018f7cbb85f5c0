import { Timestamp } from 'firebase/firestore';

/** A stored document's top-level Timestamps as Dates, ready for the domain's schemas. */
export function withDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]),
  );
}
