import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { priceListQueryShapes } from '@voltia/domain';
import { describe, expect, it } from 'vitest';

// The emulator runs any query without an index; production refuses one that has none: one
// product's price history (product_id ==, newest first) needs its composite index.
type TIndex = {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
};
const indexes = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8')) as {
    indexes: TIndex[];
  }
).indexes;

describe('firestore.indexes.json for the price history', () => {
  it("serves one product's history, newest first", () => {
    expect(indexes).toContainEqual({
      collectionGroup: 'price-history',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'product_id', order: 'ASCENDING' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    });
  });
});

/** Whether a composite index on `products` serves the equality filters (any order), the array condition, then the list's order. */
function servesPriceList(shape: ReturnType<typeof priceListQueryShapes>[number]): boolean {
  return indexes.some((index) => {
    if (index.collectionGroup !== 'products' || index.queryScope !== 'COLLECTION') return false;
    const last = index.fields.at(-1);
    if (last?.fieldPath !== shape.orderBy.field || last.order !== 'ASCENDING') return false;
    const rest = index.fields.slice(0, -1);
    const contains = rest.filter((field) => field.arrayConfig === 'CONTAINS').map((field) => field.fieldPath);
    const equality = rest
      .filter((field) => field.arrayConfig === undefined)
      .map((field) => field.fieldPath)
      .sort();
    return (
      JSON.stringify(contains) === JSON.stringify(shape.arrayContains === null ? [] : [shape.arrayContains]) &&
      JSON.stringify(equality) === JSON.stringify(shape.equality)
    );
  });
}

describe('firestore.indexes.json for /precios', () => {
  it('has a composite index for every page query of the price list that needs one', () => {
    // Ordering the whole collection by the list's order needs no composite index.
    const needing = priceListQueryShapes().filter((shape) => shape.equality.length > 0 || shape.arrayContains !== null);
    expect(needing).toHaveLength(23);
    expect(needing.filter((shape) => !servesPriceList(shape))).toEqual([]);
  });
});
