import 'server-only';
import { connection } from 'next/server';
import type { TProduct } from '@voltia/domain';
import { listBrands, listCategories, listPublishedProducts } from '@voltia/firebase-client/catalogue';
import { getServerDb } from '@voltia/firebase-client/server';
import { buildCatalogueSnapshot, type TCatalogueSnapshot } from './catalogue-snapshot';
import { createExpiringLoader, type TExpiringLoader } from './create-expiring-loader';

/**
 * Server-side access to the public catalogue for the storefront pages.
 *
 * The whole published catalogue (a few hundred products; thousands would still fit) is read once,
 * indexed in memory and served for CATALOGUE_TTL_MS, so a search or a page costs no database read.
 * A staff edit shows up within that time.
 */
export const CATALOGUE_TTL_MS = 60_000;

function logCatalogueProblem(msg: string, error: unknown): void {
  console.error(
    JSON.stringify({ level: 'error', msg, error: error instanceof Error ? { name: error.name, message: error.message } : String(error) }),
  );
}

async function loadCatalogue(): Promise<TCatalogueSnapshot> {
  const db = getServerDb();
  const [products, categories, brands] = await Promise.all([listPublishedProducts(db), listCategories(db), listBrands(db)]);
  return buildCatalogueSnapshot({ products, categories, brands });
}

// One loader per server process. Kept on globalThis because Next may evaluate this module once per
// route bundle; the cache and its in-flight de-duplication must be shared by all of them.
const LOADER_KEY = Symbol.for('voltia.storefront.catalogueLoader');
type TGlobalWithLoader = typeof globalThis & { [LOADER_KEY]?: TExpiringLoader<TCatalogueSnapshot> };
const store = globalThis as TGlobalWithLoader;
const loader = (store[LOADER_KEY] ??= createExpiringLoader(loadCatalogue, {
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
 * before the page starts streaming. A product published a moment ago appears within CATALOGUE_TTL_MS.
 */
export async function findPublishedProduct(productId: string): Promise<TProduct | null> {
  const catalogue = await getCatalogue();
  return catalogue.engine.getById(productId) ?? null;
}
