import { orderListQueryShapes } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { servedByIndex } from './composite-indexes';

// The emulator runs any query without an index; production refuses one that has none. Every query
// shape the staff order list can ask must therefore have its composite index in firestore.indexes.json
// (as inbox-indexes.test.ts holds the quote inbox to it).
describe('firestore.indexes.json', () => {
  it('has a composite index for every staff order list query that needs one', () => {
    // Ordering the whole collection by its creation needs no composite index.
    const needing = orderListQueryShapes().filter((shape) => shape.equality.length > 0 || shape.arrayContains);
    expect(needing).toHaveLength(3);
    expect(
      needing.filter(
        (shape) => !servedByIndex('orders', { ...shape, arrayContains: shape.arrayContains ? 'search_keys' : null }),
      ),
    ).toEqual([]);
  });
});
