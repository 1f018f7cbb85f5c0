import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inboxQueryShapes } from '@voltia/domain';
import { describe, expect, it } from 'vitest';

// The emulator runs any query without an index; production refuses one that has none. Every query
// shape the inbox can ask must therefore have its composite index in firestore.indexes.json.
type TIndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
type TIndex = { collectionGroup: string; queryScope: string; fields: TIndexField[] };

const indexes = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8')) as {
    indexes: TIndex[];
  }
).indexes;

/** Whether a composite index serves equality filters on `equality` (any order), an optional array-contains, then the order. */
function served(shape: ReturnType<typeof inboxQueryShapes>[number]): boolean {
  const direction = shape.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  return indexes.some((index) => {
    if (index.collectionGroup !== 'quote-detail' || index.queryScope !== 'COLLECTION') return false;
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
  it('has a composite index for every inbox query that needs one', () => {
    const shapes = inboxQueryShapes();
    // A single inequality on the ordered field needs no composite index.
    const needing = shapes.filter((shape) => shape.equality.length > 0 || shape.arrayContains);
    expect(needing.length).toBeGreaterThan(5);
    expect(needing.filter((shape) => !served(shape))).toEqual([]);
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
