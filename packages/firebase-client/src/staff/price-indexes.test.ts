import { priceListQueryShapes } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_INDEXES as indexes, servedByIndex } from './composite-indexes';

// The emulator runs any query without an index; production refuses one that has none: one
// product's price history (product_id ==, newest first) and every page query of /precios need theirs.
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

describe('firestore.indexes.json for /precios', () => {
  it('has a composite index for every page query of the price list that needs one', () => {
    // Ordering the whole collection by the list's order needs no composite index.
    const needing = priceListQueryShapes().filter((shape) => shape.equality.length > 0 || shape.arrayContains !== null);
    expect(needing).toHaveLength(23);
    expect(needing.filter((shape) => !servedByIndex('products', shape))).toEqual([]);
  });
});
