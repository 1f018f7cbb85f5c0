import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { orderListQueryShapes } from '@voltia/domain';
import { describe, expect, it } from 'vitest';

// The emulator runs any query without an index; production refuses one that has none. Every query
// shape the staff order list can ask must therefore have its composite index in firestore.indexes.json
// (as inbox-indexes.test.ts holds the quote inbox to it).
type TIndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
type TIndex = { collectionGroup: string; queryScope: string; fields: TIndexField[] };

const indexes = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8')) as {
    indexes: TIndex[];
  }
).indexes;

/** Whether a composite index on `orders` serves the equality filters (any order), an optional array-contains, then the order. */
function served(shape: ReturnType<typeof orderListQueryShapes>[number]): boolean {
  // The list is always newest first.
  const direction = 'DESCENDING';
  return indexes.some((index) => {
    if (index.collectionGroup !== 'orders' || index.queryScope !== 'COLLECTION') return false;
    const last = index.fields.at(-1);
    if (last?.fieldPath !== shape.orderBy.field || last.order !== direction) return false;
    const rest = index.fields.slice(0, -1);
    const contains = rest.filter((field) => field.arrayConfig === 'CONTAINS').map((field) => field.fieldPath);
    const equality = rest
      .filter((field) => field.arrayConfig === undefined)
      .map((field) => field.fieldPath)
      .sort();
    return (
      JSON.stringify(contains) === JSON.stringify(shape.arrayContains ? ['search_keys'] : []) &&
      JSON.stringify(equality) === JSON.stringify(shape.equality)
    );
  });
}

describe('firestore.indexes.json', () => {
  it('has a composite index for every staff order list query that needs one', () => {
    // Ordering the whole collection by its creation needs no composite index.
    const needing = orderListQueryShapes().filter((shape) => shape.equality.length > 0 || shape.arrayContains);
    expect(needing).toHaveLength(3);
    expect(needing.filter((shape) => !served(shape))).toEqual([]);
  });
});
