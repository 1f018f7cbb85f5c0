import { inboxQueryShapes } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_INDEXES as indexes, servedByIndex } from './composite-indexes';

// The emulator runs any query without an index; production refuses one that has none. Every query
// shape the inbox can ask must therefore have its composite index in firestore.indexes.json.
describe('firestore.indexes.json', () => {
  it('has a composite index for every inbox query that needs one', () => {
    const shapes = inboxQueryShapes();
    // A single inequality on the ordered field needs no composite index.
    const needing = shapes.filter((shape) => shape.equality.length > 0 || shape.arrayContains);
    expect(needing.length).toBeGreaterThan(5);
    expect(
      needing.filter(
        (shape) =>
          !servedByIndex('quote-detail', { ...shape, arrayContains: shape.arrayContains ? 'search_keys' : null }),
      ),
    ).toEqual([]);
  });

  it("has the indexes of the expiry run, the customer timeline, the outbox sweep and the customer's orders", () => {
    const has = (group: string, fields: string[]) =>
      indexes.some(
        (index) =>
          index.collectionGroup === group &&
          JSON.stringify(index.fields.map((f) => f.fieldPath)) === JSON.stringify(fields),
      );
    expect(has('quote-detail', ['status', 'valid_until'])).toBe(true);
    expect(has('history', ['visibility', 'at'])).toBe(true);
    expect(has('mail-outbox', ['status', 'lease_until'])).toBe(true);
    expect(has('orders', ['owner', 'created_at'])).toBe(true);
  });
});
