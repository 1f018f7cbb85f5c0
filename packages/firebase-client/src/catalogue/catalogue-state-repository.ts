import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  CATALOGUE_CHANGED_AT_FIELD,
  CATALOGUE_CHANGES_PAGE_SIZE,
  changeStampNotBefore,
  ZCatalogueState,
  ZProduct,
  ZRetiredProduct,
  type TProduct,
  type TRetiredProduct,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import {
  isPossibleDocumentId,
  parseCatalogueDocuments,
  publishedProducts,
  type TCatalogueReadOptions,
} from './catalogue-repository';

/**
 * `catalogue-state/current` as the storefront follows it (one public document read): the version the
 * catalogue function moves with every product change, the epoch a write past it moves, and the commit
 * time of the last change. Zeros when there is none yet.
 */
export async function readCatalogueMark(
  db: Firestore,
): Promise<{ version: number; epoch: number; changedAt: Timestamp | null }> {
  const parsed = ZCatalogueState.safeParse((await getDoc(doc(db, ...FIRESTORE_PATHS.catalogueState))).data());
  if (!parsed.success) return { version: 0, epoch: 0, changedAt: null };
  const { version, epoch, changed_at: changedAt } = parsed.data;
  return { version, epoch, changedAt: changedAt instanceof Timestamp ? changedAt : null };
}

/** What changed in the public catalogue: products published now, and the ids of those unpublished. */
export interface TCatalogueChanges {
  products: TProduct[];
  removedIds: string[];
  /** Documents read, as Firestore bills them: each one returned, and 1 for a query that returns none. */
  read: number;
}

async function changedSince(
  base: Query,
  since: Timestamp | null,
  pageSize: number,
): Promise<{ docs: QueryDocumentSnapshot[]; read: number }> {
  let changed = query(base, orderBy(CATALOGUE_CHANGED_AT_FIELD), limit(pageSize));
  if (since !== null) changed = query(changed, where(CATALOGUE_CHANGED_AT_FIELD, '>', since));
  const docs: QueryDocumentSnapshot[] = [];
  let read = 0;
  for (let after: QueryDocumentSnapshot | undefined; ;) {
    const page = await getDocs(after === undefined ? changed : query(changed, startAfter(after)));
    docs.push(...page.docs);
    read += Math.max(1, page.size);
    if (page.size < pageSize) return { docs, read };
    after = page.docs[page.docs.length - 1];
  }
}

const stampOf = (snapshot: QueryDocumentSnapshot): Timestamp | null => {
  const at = snapshot.get(CATALOGUE_CHANGED_AT_FIELD) as unknown;
  return at instanceof Timestamp ? at : null;
};

/**
 * The public catalogue's changes through the functions after `since` (a mark's `changedAt`; null:
 * every one): the published products written since, and the products unpublished since, which the
 * rules keep from a public read and which their `retired-products` page (written in the same
 * transaction, with the same stamp) names instead. One read per changed document, and one for each
 * of the two queries when nothing changed. A product in both (unpublished, then published again, or
 * the reverse, between the two queries) is taken as its later write says. `pageSize`: documents a
 * query reads at a time (tests page with fewer).
 */
export async function listCatalogueChanges(
  db: Firestore,
  since: Timestamp | null,
  options: TCatalogueReadOptions & { pageSize?: number } = {},
): Promise<TCatalogueChanges> {
  const pageSize = options.pageSize ?? CATALOGUE_CHANGES_PAGE_SIZE;
  const [{ docs: published, read: productReads }, { docs: retired, read: retiredReads }] = await Promise.all([
    changedSince(publishedProducts(db), since, pageSize),
    changedSince(collection(db, FIRESTORE_PATHS.retiredProducts), since, pageSize),
  ]);
  const retiredAt = new Map(retired.map((snapshot) => [snapshot.id, stampOf(snapshot)]));
  const newer = published.filter((snapshot) =>
    changeStampNotBefore(stampOf(snapshot), retiredAt.get(snapshot.id) ?? null),
  );
  for (const snapshot of newer) retiredAt.delete(snapshot.id);
  const products = parseCatalogueDocuments(
    FIRESTORE_PATHS.products,
    newer.map((snapshot) => ({ id: snapshot.id, data: snapshot.data() })),
    ZProduct,
    (product) => product.product_id,
    options.onInvalidDocument,
  ).filter((product) => product.published);
  return { products, removedIds: [...retiredAt.keys()], read: productReads + retiredReads };
}

/** The public facts of an unpublished product (`retired-products/{id}`), or null when it was never retired. */
export async function getRetiredProduct(db: Firestore, productId: string): Promise<TRetiredProduct | null> {
  if (!isPossibleDocumentId(productId)) return null;
  const snapshot = await getDoc(doc(db, ...FIRESTORE_PATHS.retiredProduct(productId)));
  const parsed = ZRetiredProduct.safeParse(snapshot.data());
  return parsed.success ? parsed.data : null;
}
