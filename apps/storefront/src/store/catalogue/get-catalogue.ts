import 'server-only';
import { connection } from 'next/server';
import type { TProduct, TRetiredProduct } from '@voltia/domain';
import { createCatalogueFollower, type TCatalogueFollower } from '@voltia/catalogue-search';
import {
  getRetiredProduct,
  listBrands,
  listCatalogueChanges,
  listCategories,
  loadPublishedCatalogue,
  readCatalogueMark,
} from '@voltia/firebase-client/catalogue';
import { getServerDb } from '@voltia/firebase-client/server';
import { applyCatalogueChanges, buildCatalogueSnapshot, type TCatalogueSnapshot } from './catalogue-snapshot';

/**
 * Server-side access to the public catalogue for the storefront pages.
 *
 * The published catalogue is held in memory and indexed, so a search or a page costs no product
 * read. At most once every CATALOGUE_CHECK_MS a request reads `catalogue-state/current` (one
 * document). When its version has moved (the catalogue function moves it, and stamps the commit's
 * time, with every product change), the instance reads only the products changed since the mark it
 * holds (one read each, and one per query when there are none) and the search engine takes them in
 * place: a staff edit costs each instance about three reads, not the catalogue. A cold start, or a
 * new epoch (the demo seed, or a test writing past the function), reads the catalogue snapshot of that
 * epoch (a few dozen documents, which a scheduled function keeps) and the changes since it; with no
 * snapshot of that epoch, the catalogue whole.
 */
export const CATALOGUE_CHECK_MS = 1_000;

function logCatalogueProblem(msg: string, error: unknown): void {
  console.error(
    JSON.stringify({
      level: 'error',
      msg,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    }),
  );
}

async function loadCatalogue({
  epoch,
  changedAt,
}: Awaited<ReturnType<typeof readCatalogueMark>>): Promise<TCatalogueSnapshot> {
  const db = getServerDb();
  const [{ products }, categories, brands] = await Promise.all([
    loadPublishedCatalogue(db, epoch, { markChangedAt: changedAt }),
    listCategories(db),
    listBrands(db),
  ]);
  const snapshot = buildCatalogueSnapshot({ products, categories, brands });
  // The engine indexes the text while the first pages are served: a page without text needs only the
  // orders and the facets, and a text search that comes first finishes the index itself.
  snapshot.engine.prepare().catch((error: unknown) => logCatalogueProblem('catalogue text index failed', error));
  return snapshot;
}

// One follower per server process. Kept on globalThis because Next may evaluate this module once per
// route bundle; the catalogue and its in-flight check must be shared by all of them.
const FOLLOWER_KEY = Symbol.for('voltia.storefront.catalogueFollower');
type TGlobalWithFollower = typeof globalThis & { [FOLLOWER_KEY]?: TCatalogueFollower<TCatalogueSnapshot> };
const store = globalThis as TGlobalWithFollower;
const follower = (store[FOLLOWER_KEY] ??= createCatalogueFollower(
  {
    readMark: () => readCatalogueMark(getServerDb()),
    loadAll: loadCatalogue,
    loadChanges: async (held, since) => applyCatalogueChanges(held, await listCatalogueChanges(getServerDb(), since)),
  },
  {
    checkEveryMs: CATALOGUE_CHECK_MS,
    onStaleServed: (error) => logCatalogueProblem('catalogue check failed; serving the catalogue held', error),
  },
));

/**
 * The current catalogue. Reading it makes the page render at request time (the database is not
 * reachable while `next build` prerenders).
 */
export async function getCatalogue(): Promise<TCatalogueSnapshot> {
  await connection();
  return follower.get();
}

/**
 * A published product by id, or null, from the cached catalogue. It answers without waiting on the
 * database, which lets an unknown id return a real 404 status: the not-found decision is made
 * before the page starts streaming. A product published a moment ago appears within a second or two.
 */
export async function findPublishedProduct(productId: string): Promise<TProduct | null> {
  const catalogue = await getCatalogue();
  return catalogue.engine.getById(productId) ?? null;
}

/**
 * What an unpublished product's page shows (`retired-products/{id}`: SKU, description, brand), or
 * null for an id that never was a product. One document read, only for ids the catalogue lacks.
 */
export async function findRetiredProduct(productId: string): Promise<TRetiredProduct | null> {
  try {
    return await getRetiredProduct(getServerDb(), productId);
  } catch (error) {
    logCatalogueProblem('retired product read failed; answering not found', error);
    return null;
  }
}
