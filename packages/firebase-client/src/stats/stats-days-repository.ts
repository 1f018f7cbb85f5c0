import { collection, documentId, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { AppError, STATS_COLLECTIONS, ZStatsDayRollup, type TStatsDayRollup } from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { withDates } from '../firestore-dates';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { queriesByIds } from '../documents-by-id';
import { requestStatsRollup, type TStatsRollupAnswer } from './stats-rollup-api';

// The /metrics screen's reads (decision 008, staff only by the rules): the day documents of a
// range in one query, and the names of the products and categories the panels list. What a range
// costs: one document read per day that has a document (at least 1 for the query), plus one per
// product named (the screen asks for at most 3 × 20), plus the categories (one per category).

/** A day document that did not parse: left out of the figures, reported to the screen. */
export type TSkippedStatsDay = { readonly id: string; readonly issues: readonly string[] };
export type TStatsDaysRead = {
  readonly days: readonly TStatsDayRollup[];
  readonly skipped: readonly TSkippedStatsDay[];
};

/** The day documents from `from` to `to` (`YYYY-MM-DD`, both included), oldest first, in one query. */
export async function readStatsDays(db: Firestore, from: string, to: string): Promise<TStatsDaysRead> {
  let snapshot;
  try {
    snapshot = await getDocs(
      query(
        collection(db, STATS_COLLECTIONS.days),
        where(documentId(), '>=', from),
        where(documentId(), '<=', to),
        orderBy(documentId()),
      ),
    );
  } catch (error) {
    throw new AppError('metrics/read-failed', { cause: error });
  }
  const days: TStatsDayRollup[] = [];
  const skipped: TSkippedStatsDay[] = [];
  for (const document of snapshot.docs) {
    const parsed = ZStatsDayRollup.safeParse(withDates(document.data()));
    // A day is named by its id: a document whose `day` says otherwise would be counted twice or never.
    if (parsed.success && parsed.data.day === document.id) days.push(parsed.data);
    else
      skipped.push({
        id: document.id,
        issues: parsed.success
          ? [`day: ${parsed.data.day} ≠ ${document.id}`]
          : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(documento)'}: ${issue.message}`),
      });
  }
  return { days, skipped };
}

export type TStatsProductName = { readonly sku: string; readonly description: string };

/** SKU and description of each of `productIds` (`products/{id}`); a product without a document is absent. */
export async function readStatsProductNames(
  db: Firestore,
  productIds: readonly string[],
): Promise<ReadonlyMap<string, TStatsProductName>> {
  try {
    const snapshots = await Promise.all(queriesByIds(db, FIRESTORE_PATHS.products, productIds).map((q) => getDocs(q)));
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return new Map(
      snapshots.flatMap((snapshot) =>
        snapshot.docs.map(
          (d) => [d.id, { sku: text(d.get('sku')) || d.id, description: text(d.get('description')) }] as const,
        ),
      ),
    );
  } catch (error) {
    throw new AppError('metrics/read-failed', { cause: error });
  }
}

/** Category names by id (the day figures count products by `category_id`). */
export async function readStatsCategoryNames(db: Firestore): Promise<ReadonlyMap<string, string>> {
  try {
    const snapshot = await getDocs(collection(db, FIRESTORE_PATHS.categories));
    return new Map(
      snapshot.docs.map((d) => [d.id, typeof d.get('name') === 'string' ? (d.get('name') as string) : d.id]),
    );
  } catch (error) {
    throw new AppError('metrics/read-failed', { cause: error });
  }
}

/** Asks the metrics function to fold the newest events into the day documents, as the signed-in staff member. */
export async function rollUpStatsNow(): Promise<TStatsRollupAnswer> {
  return requestStatsRollup(await currentIdToken());
}
