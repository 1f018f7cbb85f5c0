import { describe, expect, it } from 'vitest';
import { servedByIndex } from '../staff/composite-indexes';

// The emulator runs any query without an index; production refuses one that has none (as
// inbox-indexes.test.ts holds the staff inbox to it).
describe('firestore.indexes.json, for the customer’s own quotes', () => {
  it('serves "Mis cotizaciones" (by owner, newest change first) and the cart a sign-in brings back (drafts only)', () => {
    const newestFirst = { field: 'updated_at', direction: 'desc' } as const;
    expect(servedByIndex('quote-detail', { equality: ['owner'], arrayContains: null, orderBy: newestFirst })).toBe(
      true,
    );
    expect(
      servedByIndex('quote-detail', { equality: ['owner', 'status'], arrayContains: null, orderBy: newestFirst }),
    ).toBe(true);
    expect(servedByIndex('quote-detail', { equality: ['status'], arrayContains: null, orderBy: newestFirst })).toBe(
      false,
    );
  });
});
