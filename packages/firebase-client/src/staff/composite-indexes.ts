import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// For the index tests: the emulator runs any query without an index; production refuses one that
// has none. Every query shape a searched list can ask must have its composite index in
// firestore.indexes.json. Not bundled (tests only).

type TIndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
export type TIndex = { collectionGroup: string; queryScope: string; fields: TIndexField[] };

/** The composite indexes of firestore.indexes.json. */
export const COMPOSITE_INDEXES: readonly TIndex[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8')) as {
    indexes: TIndex[];
  }
).indexes;

/** A query's shape: the fields it filters by equality, its array condition's field (or none), then its order. */
export type TQueryShape = {
  readonly equality: readonly string[];
  readonly arrayContains: string | null;
  readonly orderBy: { readonly field: string; readonly direction: 'asc' | 'desc' };
};

/** Whether a composite index on `collectionGroup` serves the equality filters (any order), the array condition, then the order. */
export function servedByIndex(collectionGroup: string, shape: TQueryShape): boolean {
  const direction = shape.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  return COMPOSITE_INDEXES.some((index) => {
    if (index.collectionGroup !== collectionGroup || index.queryScope !== 'COLLECTION') return false;
    const last = index.fields.at(-1);
    if (last?.fieldPath !== shape.orderBy.field || last.order !== direction) return false;
    const rest = index.fields.slice(0, -1);
    const contains = rest.filter((field) => field.arrayConfig === 'CONTAINS').map((field) => field.fieldPath);
    const equality = rest
      .filter((field) => field.arrayConfig === undefined)
      .map((field) => field.fieldPath)
      .sort();
    return (
      JSON.stringify(contains) === JSON.stringify(shape.arrayContains === null ? [] : [shape.arrayContains]) &&
      JSON.stringify(equality) === JSON.stringify([...shape.equality].sort())
    );
  });
}
