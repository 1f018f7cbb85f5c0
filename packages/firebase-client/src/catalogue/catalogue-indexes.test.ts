import { CATALOGUE_CHANGED_AT_FIELD } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { servedByIndex } from '../staff/composite-indexes';

// The emulator runs any query without an index; production refuses one that has none.
describe('firestore.indexes.json for the storefront catalogue', () => {
  it('serves the read of the published products changed since a mark, oldest change first', () => {
    const changedSince = { field: CATALOGUE_CHANGED_AT_FIELD, direction: 'asc' } as const;
    expect(servedByIndex('products', { equality: ['published'], arrayContains: null, orderBy: changedSince })).toBe(
      true,
    );
  });
});
