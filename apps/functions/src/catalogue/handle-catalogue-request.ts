import {
  CATALOGUE_ROUTES,
  type TRoutePaths,
  errorMessageFor,
  skuKey,
  staffDisplayName,
  summarizeImportResults,
  ZCatalogueImportRequest,
  ZCatalogueSaveRequest,
  ZCatalogueSearchRequest,
  type TCatalogueImportAnswer,
  type TCatalogueImportRowResult,
  type TCatalogueSaveAnswer,
  type TCatalogueSearchAnswer,
} from '@voltia/domain';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { TIdTokenCaller } from '../http/id-token-caller';
import { parseRequestBody } from '../http/parse-request-body';
import type { THandlerLogger, THttpRequest, THttpResponse } from '../http/http-types';
import { serveStaffRoutes } from '../http/staff-routes';
import { priceHistoryId } from '../prices/prices-route';
import {
  candidateIdsOf,
  decideImport,
  decideSave,
  importChunks,
  newProductIds,
  parseImportRows,
  pricedIdsOf,
  withExistingSuppliers,
  type TCatalogueRefusal,
} from './catalogue-changes';
import type { TCatalogueStore } from './catalogue-store';
import type { TStaffCatalogueIndex } from './staff-catalogue-index';

/** 500 import rows of a few hundred bytes each, with room for long descriptions and attributes. */
export const CATALOGUE_MAX_BODY_BYTES = 2 * 1024 * 1024;

export type TCatalogueDeps = {
  readonly allowedOrigins: readonly string[];
  readonly now: () => Date;
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  readonly store: TCatalogueStore;
  /** This instance's index, reloaded when the catalogue's version changed (staff-catalogue-index.ts). */
  readonly index: () => Promise<TStaffCatalogueIndex>;
  readonly logger: THandlerLogger;
  /** A random tail for the ids of the price history entries an import writes (default: 12 random hex digits). */
  readonly randomTail?: () => string;
};

export type TCatalogueAnswer = TCatalogueSearchAnswer | TCatalogueSaveAnswer | TCatalogueImportAnswer;

type TRouteResult =
  { readonly ok: true; readonly value: TCatalogueAnswer } | { readonly ok: false; readonly refusal: TCatalogueRefusal };
type TRoute = (body: unknown, deps: TCatalogueDeps, caller: TIdTokenCaller) => Promise<TRouteResult>;

/** Validates a body (parseRequestBody); a refusal names the fields that failed (never echoing their values). */
function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; value: z.output<T> } | { ok: false; refusal: TCatalogueRefusal } {
  const parsed = parseRequestBody(schema, body);
  return parsed.ok
    ? parsed
    : { ok: false, refusal: { code: parsed.code, detail: parsed.detail.slice(0, 500), fields: parsed.fields } };
}

/** POST /search: one page of every product matching (reads: see catalogueIndexCache). */
const search: TRoute = async (body, deps) => {
  const query = parseBody(ZCatalogueSearchRequest, body);
  if (!query.ok) return query;
  const index = await deps.index();
  return { ok: true, value: index.search(query.value) };
};

/**
 * POST /save: one transaction reads the product, its SKU key's owner (and, for a new product, the
 * stored products at its candidate ids), then writes the product, its SKU key, its retired-products
 * page and the catalogue's version. Reads: brands + categories + suppliers (a few dozen) + 2 to 4,
 * and in the transaction the linked suppliers, rewritten unchanged so a delete of one cannot commit
 * alongside the link (decision 012).
 */
const save: TRoute = async (body, deps) => {
  const request = parseBody(ZCatalogueSaveRequest, body);
  if (!request.ok) return request;
  const { product: input, expected_updated_at: expected } = request.value;
  const refs = await deps.store.references();
  const now = deps.now();
  const decision = await deps.store.transaction(
    async (tx) => {
      const stored =
        input.product_id === undefined ? undefined : (await tx.products([input.product_id])).get(input.product_id);
      const skuOwner = (await tx.skuOwners([skuKey(input.sku)])).get(skuKey(input.sku));
      const ids = newProductIds(input.brand_id, input.sku);
      const atIds = input.product_id === undefined ? await tx.products(ids) : new Map();
      // The linked suppliers are read (and locked) in this transaction: one deleted meanwhile is refused.
      const suppliers = await tx.lockSuppliers(input.supplier_ids);
      const decided = decideSave(
        input,
        expected,
        { stored, skuOwner, atNewIds: ids.map((id) => atIds.get(id)) },
        { ...refs, suppliers },
        now,
      );
      if (decided.ok && 'next' in decided.value) tx.write([decided.value], now);
      return decided;
    },
    { readOnly: false },
  );
  if (!decision.ok) return { ok: false, refusal: decision.error };
  return { ok: true, value: { product: 'next' in decision.value ? decision.value.next : decision.value.unchanged } };
};

/** Rows one import transaction writes at most (fewer when rows carry prices: see importChunks). */
export const IMPORT_TRANSACTION_ROWS = 150;

/**
 * POST /import: a batch of CSV records upserted by SKU, in transactions of at most
 * IMPORT_TRANSACTION_ROWS rows and 450 writes (importChunks; a dry run: the same reads, nothing
 * written). Reads: references (a few dozen) + per row its SKU key, the product found, and the
 * candidate ids of a new product (about 3), and for a row with price columns the product's price;
 * writes: 2 to 3 per created or changed row, 2 more when its price is created or changed (the price
 * and a history entry of kind 'import', read and written in the same transaction), none for an
 * unchanged row, one version bump per transaction that changed a product. A failure part-way leaves
 * earlier transactions written: importing again finishes the job (what was written is then "unchanged").
 */
const importRows: TRoute = async (body, deps, caller) => {
  const request = parseBody(ZCatalogueImportRequest, body);
  if (!request.ok) return request;
  const { rows, first_row_number: firstRow, dry_run: dryRun } = request.value;
  const refs = await deps.store.references();
  const messageOf = (refusal: TCatalogueRefusal) => errorMessageFor(refusal.code, refusal.items);
  const parsed = parseImportRows(rows, firstRow, refs, messageOf);
  const now = deps.now();
  const tail = (deps.randomTail ?? (() => randomBytes(6).toString('hex')))();
  const actor = { uid: caller.uid, name: staffDisplayName(caller.name, caller.email ?? '') };
  const results: TCatalogueImportRowResult[] = [];
  let historyIndex = 0;
  for (const parsedChunk of importChunks(parsed, IMPORT_TRANSACTION_ROWS)) {
    const first = historyIndex;
    const decided = await deps.store.transaction(
      async (tx) => {
        // Suppliers deleted since the batch was parsed refuse their rows (read and locked here).
        const chunk = withExistingSuppliers(
          parsedChunk,
          await tx.lockSuppliers(parsedChunk.flatMap((row) => (row.ok ? row.product.supplier_ids : []))),
          messageOf,
        );
        const keys = chunk.flatMap((row) => (row.ok ? [skuKey(row.product.sku)] : []));
        const ownerOfKey = await tx.skuOwners(keys);
        const storedAtId = await tx.products(
          candidateIdsOf(chunk.filter((row) => row.ok && !ownerOfKey.has(skuKey(row.product.sku)))),
        );
        // The prices these rows may change, read in this transaction: a save on /precios meanwhile
        // either commits first (and is the "before" here) or is refused as stale (decision 012).
        const pricesAt = await tx.prices(pricedIdsOf(chunk, ownerOfKey));
        const decision = decideImport(chunk, { ownerOfKey, storedAtId, pricesAt }, refs, now, {
          actor,
          historyId: (index) => priceHistoryId(now, first + index, tail),
        });
        if (!dryRun) tx.write(decision.changes, now, decision.prices);
        return decision;
      },
      { readOnly: dryRun },
    );
    historyIndex += decided.prices.length;
    results.push(...decided.results);
  }
  return { ok: true, value: { results, summary: summarizeImportResults(results) } };
};

/** One handler per route of the domain's contract (CATALOGUE_ROUTES): none missing, none extra. */
const CATALOGUE_HANDLERS = {
  [CATALOGUE_ROUTES.search.path]: search,
  [CATALOGUE_ROUTES.save.path]: save,
  [CATALOGUE_ROUTES.import.path]: importRows,
} as const satisfies Record<TRoutePaths<typeof CATALOGUE_ROUTES>, TRoute>;
type TCataloguePath = keyof typeof CATALOGUE_HANDLERS;

/**
 * The catalogue function: POST /search, /save and /import with `Authorization: Bearer <ID token>` of
 * a staff member (the domain's staff gate on the verified token: company domain, verified email).
 * Answers 200 with the route's body, or { error: { code, message, … } } with nothing written.
 */
export function handleCatalogueRequest(
  req: THttpRequest,
  deps: TCatalogueDeps,
): Promise<THttpResponse<TCatalogueAnswer>> {
  return serveStaffRoutes<TCatalogueAnswer>(req, {
    fn: 'catalogue',
    allowedOrigins: deps.allowedOrigins,
    logger: deps.logger,
    verifyIdToken: deps.verifyIdToken,
    maxBodyBytes: CATALOGUE_MAX_BODY_BYTES,
    paths: Object.keys(CATALOGUE_HANDLERS),
    run: async (path, caller, body) => {
      const result = await CATALOGUE_HANDLERS[path as TCataloguePath](body, deps, caller);
      if (!result.ok) return { ok: false, error: result.refusal };
      if (path !== CATALOGUE_ROUTES.search.path) deps.logger.info({ uid: caller.uid, path }, 'catalogue changed');
      return result;
    },
  });
}
