import {
  err,
  importedPrice,
  ok,
  parseCatalogueCsvRow,
  productIdFor,
  productInputEquals,
  productOfInput,
  skuKey,
  withKeptSatKeys,
  type Result,
  type TCatalogueCsvError,
  type TCatalogueCsvPrice,
  type TCatalogueCsvProduct,
  type TCatalogueImportRowResult,
  type TCatalogueProduct,
  type TImportedPrice,
  type TPriceActor,
  type TPricedProduct,
  type TPriceHistoryEntry,
  type TProductInput,
  type TProductSatKeyField,
} from '@voltia/domain';
import type { THttpErrorCode } from '../http/http-error';

// The catalogue function's decisions, pure: what a save or an import row becomes, given what the
// transaction read. The Firestore side (catalogue-store.ts) reads, calls these, and writes the changes.

/** Brands (id → display name), categories and suppliers that exist: what a product may point at. */
export type TCatalogueRefs = {
  readonly brands: ReadonlyMap<string, string>;
  readonly categories: ReadonlySet<string>;
  readonly suppliers: ReadonlySet<string>;
};

/** One product written: its new state, and the stored one it replaces (none for a new product). */
export type TCatalogueChange = { readonly next: TCatalogueProduct; readonly previous: TCatalogueProduct | undefined };

export type TCatalogueRefusal = {
  readonly code: THttpErrorCode;
  readonly detail?: string;
  readonly items?: readonly string[];
  readonly fields?: readonly string[];
};

type TInputFields = Omit<TProductInput, 'product_id'>;

/** The first reference of `input` that does not exist, as a refusal naming it. */
export function unknownReference(input: TInputFields, refs: TCatalogueRefs): TCatalogueRefusal | undefined {
  if (!refs.brands.has(input.brand_id))
    return { code: 'catalogue/unknown-brand', items: [input.brand_id], fields: ['brand_id'] };
  if (!refs.categories.has(input.category_id))
    return { code: 'catalogue/unknown-category', items: [input.category_id], fields: ['category_id'] };
  const suppliers = input.supplier_ids.filter((id) => !refs.suppliers.has(id));
  if (suppliers.length > 0) return { code: 'catalogue/unknown-supplier', items: suppliers, fields: ['supplier_ids'] };
  return undefined;
}

/** FNV-1a, 8 hex digits: a short stable suffix for an id that another SKU already took. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The id of a new product: productIdFor(brand, SKU), or, when a product with another SKU already has
 * that id ("A.B" and "A-B" give the same slug), the same with a hash of the SKU key appended.
 */
export function newProductIds(brandId: string, sku: string): readonly [string, string] {
  const id = productIdFor(brandId, sku);
  return [id, `${id.slice(0, 55).replace(/-+$/, '')}-${shortHash(skuKey(sku))}`];
}

/** What a save must have read: the product it changes, who owns its SKU, and the stored product at each candidate new id. */
export type TSaveReads = {
  readonly stored: TCatalogueProduct | undefined;
  /** The product that holds the SKU's key today, if any. */
  readonly skuOwner: TCatalogueProduct | undefined;
  /** For a new product: the stored products at newProductIds(brand, sku). */
  readonly atNewIds: readonly (TCatalogueProduct | undefined)[];
};

export function duplicateSkuRefusal(sku: string, owner: TCatalogueProduct): TCatalogueRefusal {
  return {
    code: 'catalogue/duplicate-sku',
    detail: `${skuKey(sku)} belongs to ${owner.product_id}`,
    items: [`${owner.sku} — ${owner.description} (${owner.product_id})`],
    fields: ['sku'],
  };
}

/**
 * A save, decided: the change to write (none when nothing differs), or why it is refused.
 * `expectedUpdatedAt` undefined: no check; otherwise it must be the stored updated_at (null: none).
 */
export function decideSave(
  input: TProductInput,
  expectedUpdatedAt: string | null | undefined,
  reads: TSaveReads,
  refs: TCatalogueRefs,
  now: Date,
): Result<TCatalogueChange | { readonly unchanged: TCatalogueProduct }, TCatalogueRefusal> {
  const unknown = unknownReference(input, refs);
  if (unknown !== undefined) return err(unknown);
  const { stored, skuOwner } = reads;
  if (input.product_id !== undefined && stored === undefined)
    return err({ code: 'catalogue/product-not-found', detail: input.product_id });
  if (stored !== undefined && expectedUpdatedAt !== undefined && (stored.updated_at ?? null) !== expectedUpdatedAt) {
    return err({
      code: 'catalogue/stale-product',
      detail: `${stored.product_id} updated_at ${stored.updated_at ?? 'null'} ≠ ${expectedUpdatedAt ?? 'null'}`,
    });
  }
  if (skuOwner !== undefined && skuOwner.product_id !== stored?.product_id)
    return err(duplicateSkuRefusal(input.sku, skuOwner));
  const brandName = refs.brands.get(input.brand_id)!;
  if (stored !== undefined) {
    if (productInputEquals(stored, input) && stored.brand === brandName) return ok({ unchanged: stored });
    return ok({
      previous: stored,
      next: { ...productOfInput(input, stored.product_id, brandName), updated_at: now.toISOString() },
    });
  }
  const ids = newProductIds(input.brand_id, input.sku);
  const free = ids.findIndex((_, index) => reads.atNewIds[index] === undefined);
  if (free < 0) return err(duplicateSkuRefusal(input.sku, reads.atNewIds[0]!));
  return ok({
    previous: undefined,
    next: { ...productOfInput(input, ids[free]!, brandName), updated_at: now.toISOString() },
  });
}

/**
 * An import row once parsed: its product fields (and its price, when its price columns are filled,
 * and the SAT keys it leaves as stored, when the file lacks their columns), or its errors.
 */
export type TParsedImportRow = { readonly row: number } & (
  | {
      readonly ok: true;
      readonly product: TCatalogueCsvProduct;
      readonly price?: TCatalogueCsvPrice;
      readonly keeps?: readonly TProductSatKeyField[];
    }
  | { readonly ok: false; readonly errors: readonly TCatalogueCsvError[] }
);

const COLUMN_OF_REFUSAL: Partial<Record<THttpErrorCode, TCatalogueCsvError['column']>> = {
  'catalogue/unknown-brand': 'marca',
  'catalogue/unknown-category': 'categoria',
  'catalogue/unknown-supplier': 'proveedores',
};

function refusedRow(
  row: number,
  refusal: TCatalogueRefusal,
  messageOf: (refusal: TCatalogueRefusal) => string,
): TParsedImportRow {
  return {
    row,
    ok: false,
    errors: [{ row, column: COLUMN_OF_REFUSAL[refusal.code] ?? null, message: messageOf(refusal) }],
  };
}

/**
 * Parses a batch of CSV records and checks what needs no database: the format (ZProductInput), the
 * references, and a SKU repeated within the batch (the later row is refused, naming the first).
 */
export function parseImportRows(
  records: readonly Readonly<Record<string, string>>[],
  firstRow: number,
  refs: TCatalogueRefs,
  messageOf: (refusal: TCatalogueRefusal) => string,
): TParsedImportRow[] {
  const firstRowOfKey = new Map<string, number>();
  return records.map((record, index) => {
    const row = firstRow + index;
    const parsed = parseCatalogueCsvRow(record, row);
    if (!parsed.ok) return { row, ok: false, errors: parsed.errors };
    const unknown = unknownReference(parsed.product, refs);
    if (unknown !== undefined) return refusedRow(row, unknown, messageOf);
    const key = skuKey(parsed.product.sku);
    const earlier = firstRowOfKey.get(key);
    if (earlier !== undefined)
      return {
        row,
        ok: false,
        errors: [
          {
            row,
            column: 'sku',
            message: `El SKU «${parsed.product.sku}» ya aparece en la fila ${earlier} de este archivo.`,
          },
        ],
      };
    firstRowOfKey.set(key, row);
    return {
      row,
      ok: true,
      product: parsed.product,
      ...(parsed.price === undefined ? {} : { price: parsed.price }),
      ...(parsed.keeps === undefined ? {} : { keeps: parsed.keeps }),
    };
  });
}

/**
 * The rows again, with those that name a supplier missing from `suppliers` (read inside the import's
 * transaction: deleted since the batch was parsed) refused as the parse refuses an unknown one.
 */
export function withExistingSuppliers(
  rows: readonly TParsedImportRow[],
  suppliers: ReadonlySet<string>,
  messageOf: (refusal: TCatalogueRefusal) => string,
): TParsedImportRow[] {
  return rows.map((row) => {
    if (!row.ok) return row;
    const missing = row.product.supplier_ids.filter((id) => !suppliers.has(id));
    return missing.length === 0
      ? row
      : refusedRow(
          row.row,
          { code: 'catalogue/unknown-supplier', items: missing, fields: ['supplier_ids'] },
          messageOf,
        );
  });
}

/** What an import batch must have read, by SKU key and by candidate new id, and the prices of the products whose rows carry one. */
export type TImportReads = {
  readonly ownerOfKey: ReadonlyMap<string, TCatalogueProduct>;
  readonly storedAtId: ReadonlyMap<string, TCatalogueProduct>;
  /** The stored price of each product a row with a price may write (absent: the product has none). */
  readonly pricesAt?: ReadonlyMap<string, TPricedProduct>;
};

/** The new ids an import batch may create, to read before deciding. */
export function candidateIdsOf(rows: readonly TParsedImportRow[]): string[] {
  return rows.flatMap((row) => (row.ok ? newProductIds(row.product.brand_id, row.product.sku) : []));
}

/** The product ids whose price an import batch may write: the SKU's owner, or the candidate new ids. */
export function pricedIdsOf(
  rows: readonly TParsedImportRow[],
  ownerOfKey: ReadonlyMap<string, TCatalogueProduct>,
): string[] {
  return rows.flatMap((row) => {
    if (!row.ok || row.price === undefined) return [];
    const owner = ownerOfKey.get(skuKey(row.product.sku));
    return owner === undefined ? [...newProductIds(row.product.brand_id, row.product.sku)] : [owner.product_id];
  });
}

/** A price an import writes (with its history entry), in the same transaction as the products. */
export type TImportPriceWrite = {
  readonly price: TImportedPrice;
  readonly history: TPriceHistoryEntry;
  readonly historyId: string;
};

/** Who imports, and how each history entry of the batch is named (its index within the batch). */
export type TImportPricing = { readonly actor: TPriceActor; readonly historyId: (index: number) => string };

/** Every row's outcome and the changes to write (upsert by SKU; an identical row is unchanged and writes nothing). */
export function decideImport(
  rows: readonly TParsedImportRow[],
  reads: TImportReads,
  refs: TCatalogueRefs,
  now: Date,
  pricing?: TImportPricing,
): { results: TCatalogueImportRowResult[]; changes: TCatalogueChange[]; prices: TImportPriceWrite[] } {
  const results: TCatalogueImportRowResult[] = [];
  const changes: TCatalogueChange[] = [];
  const prices: TImportPriceWrite[] = [];
  const claimedIds = new Set<string>();
  /** The row's price written on `product`, when it carries one that changes anything: 'created' or 'updated'. */
  const priceFor = (
    row: TParsedImportRow & { ok: true },
    product: TCatalogueProduct,
  ): 'created' | 'updated' | undefined => {
    if (row.price === undefined || pricing === undefined) return undefined;
    const current = reads.pricesAt?.get(product.product_id);
    const written = importedPrice(current, product, row.price, pricing.actor, now);
    if (written === null) return undefined;
    prices.push({ ...written, historyId: pricing.historyId(prices.length) });
    return current === undefined ? 'created' : 'updated';
  };
  for (const row of rows) {
    if (!row.ok) {
      results.push({ row: row.row, outcome: 'refused', errors: row.errors });
      continue;
    }
    const brandName = refs.brands.get(row.product.brand_id)!;
    const stored = reads.ownerOfKey.get(skuKey(row.product.sku));
    const input = withKeptSatKeys(row.product, row.keeps, stored);
    if (stored !== undefined) {
      if (productInputEquals(stored, input) && stored.brand === brandName) {
        const price = priceFor(row, stored);
        results.push(
          price === undefined
            ? { row: row.row, outcome: 'unchanged', product_id: stored.product_id }
            : { row: row.row, outcome: 'updated', product_id: stored.product_id, price },
        );
        continue;
      }
      const next = { ...productOfInput(input, stored.product_id, brandName), updated_at: now.toISOString() };
      changes.push({ previous: stored, next });
      const price = priceFor(row, next);
      results.push({
        row: row.row,
        outcome: 'updated',
        product_id: stored.product_id,
        ...(price === undefined ? {} : { price }),
      });
      continue;
    }
    const id = newProductIds(input.brand_id, input.sku).find(
      (candidate) => !reads.storedAtId.has(candidate) && !claimedIds.has(candidate),
    );
    if (id === undefined) {
      results.push({
        row: row.row,
        outcome: 'refused',
        errors: [
          {
            row: row.row,
            column: 'sku',
            message: `Otro producto ya usa el identificador de «${input.sku}»; cambia el SKU.`,
          },
        ],
      });
      continue;
    }
    claimedIds.add(id);
    const next = { ...productOfInput(input, id, brandName), updated_at: now.toISOString() };
    changes.push({ previous: undefined, next });
    const price = priceFor(row, next);
    results.push({ row: row.row, outcome: 'created', product_id: id, ...(price === undefined ? {} : { price }) });
  }
  return { results, changes, prices };
}

/** Firestore takes at most 500 writes per commit; an import transaction stays under this. */
export const IMPORT_TRANSACTION_WRITES = 450;

/**
 * The rows of a batch cut into the runs one transaction each writes: at most `maxRows` rows, and
 * at most IMPORT_TRANSACTION_WRITES writes counted at their most: 3 a row (product, SKU key, retired
 * page or the price's copied facts), 2 more for a row with a price (the price and its history
 * entry), 1 per supplier the run links (rewritten unchanged, decision 012) and the version bump.
 */
export function importChunks(
  rows: readonly TParsedImportRow[],
  maxRows: number,
  maxWrites = IMPORT_TRANSACTION_WRITES,
): TParsedImportRow[][] {
  const chunks: TParsedImportRow[][] = [];
  let current: TParsedImportRow[] = [];
  let writes = 1;
  let suppliers = new Set<string>();
  const costOf = (row: TParsedImportRow): number =>
    row.ok
      ? 3 +
        (row.price === undefined ? 0 : 2) +
        new Set(row.product.supplier_ids.filter((id) => !suppliers.has(id))).size
      : 0;
  for (const row of rows) {
    let cost = costOf(row);
    if (current.length > 0 && (current.length >= maxRows || writes + cost > maxWrites)) {
      chunks.push(current);
      current = [];
      writes = 1;
      suppliers = new Set();
      cost = costOf(row);
    }
    writes += cost;
    current.push(row);
    if (row.ok) for (const id of row.product.supplier_ids) suppliers.add(id);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
