import 'server-only';
import { connection } from 'next/server';
import type { TProduct } from '@voltia/domain';
import type { TRetiredProduct } from '@voltia/domain';
import {
  getCatalogueVersion,
  getRetiredProduct,
  listBrands,
  listCategories,
  listPublishedProducts,
} from '@voltia/firebase-client/catalogue';
import { getServerDb } from '@voltia/firebase-client/server';
import { buildCatalogueSnapshot, type TCatalogueSnapshot } from './catalogue-snapshot';
import { createVersionedLoader, type TVersionedLoader } from './create-versioned-loader';

/**
 * Server-side access to the public catalogue for the storefront pages.
 *
 * The whole published catalogue (a few hundred products; thousands would still fit) is read once
 * and indexed in memory, so a search or a page costs no product read. At most once every
 * CATALOGUE_VERSION_CHECK_MS a request reads `catalogue-state/current` (one document); the catalogue
 * function bumps its version with every product change, and a new version reloads the catalogue, so
 * a staff change shows in search and product pages within a second or two. CATALOGUE_TTL_MS is
 * only the safety net for a change that bypassed the function (the demo seed run by hand, say).
 */
export const CATALOGUE_VERSION_CHECK_MS = 1_000;
export const CATALOGUE_TTL_MS = 10 * 60_000;

function logCatalogueProblem(msg: string, error: unknown): void {
  console.error(
    JSON.stringify({
      level: 'error',
      msg,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    }),
  );
}

async function loadCatalogue(): Promise<TCatalogueSnapshot> {
  const db = getServerDb();
  const [products, categories, brands] = await Promise.all([
    listPublishedProducts(db),
    listCategories(db),
    listBrands(db),
  ]);
  return buildCatalogueSnapshot({ products, categories, brands });
}

// One loader per server process. Kept on globalThis because Next may evaluate this module once per
// route bundle; the cache and its in-flight de-duplication must be shared by all of them.
const LOADER_KEY = Symbol.for('voltia.storefront.catalogueLoader.versioned');
type TGlobalWithLoader = typeof globalThis & { [LOADER_KEY]?: TVersionedLoader<TCatalogueSnapshot> };
const store = globalThis as TGlobalWithLoader;
const loader = (store[LOADER_KEY] ??= createVersionedLoader(loadCatalogue, {
  readVersion: () => getCatalogueVersion(getServerDb()),
  checkEveryMs: CATALOGUE_VERSION_CHECK_MS,
  ttlMs: CATALOGUE_TTL_MS,
  onStaleServed: (error) => logCatalogueProblem('catalogue reload failed; serving the previous catalogue', error),
}));

/**
 * The current catalogue. Reading it makes the page render at request time (the database is not
 * reachable while `next build` prerenders).
 */
export async function getCatalogue(): Promise<TCatalogueSnapshot> {
  await connection();
  return loader.get();
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
