import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The emulator runs any query without an index; production refuses one that has none: one
// product's price history (product_id ==, newest first) needs its composite index.
type TIndex = { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: string }[] };
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
