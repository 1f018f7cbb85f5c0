import { AppError, describeIssues } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';

/** A stored document's top-level Timestamps as Dates, ready for the domain's schemas. */
export function withDates(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]),
  );
}

/** A document's top-level Dates as Timestamps, as Firestore stores them. */
export function withTimestamps(data: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]),
  );
}

/** Parses a stored document with `schema`; one the schema refuses was written some other way, and nothing may act on it. */
export function parseStored<T>(schema: z.ZodType<T>, data: Readonly<Record<string, unknown>>, what: string): T {
  const parsed = schema.safeParse(withDates(data));
  if (!parsed.success)
    throw new AppError('firestore/data-loss', {
      cause: parsed.error,
      detail: `${what}: ${describeIssues(parsed.error.issues)}`,
    });
  return parsed.data;
}
