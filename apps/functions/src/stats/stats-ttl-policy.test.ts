import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STATS_COLLECTIONS } from '@voltia/domain';
import { describe, expect, it } from 'vitest';

type TFieldOverride = { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes?: unknown[] };
const overrides = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8')) as {
    fieldOverrides: TFieldOverride[];
  }
).fieldOverrides;

describe('firestore.indexes.json for the raw stats events', () => {
  it('deploys a TTL policy on stats-events.expire_at (raw events expire; aggregates have none), unindexed', () => {
    expect(overrides).toContainEqual({
      collectionGroup: STATS_COLLECTIONS.events,
      fieldPath: 'expire_at',
      ttl: true,
      indexes: [],
    });
    expect(overrides.filter((o) => o.ttl === true).map((o) => o.collectionGroup)).toEqual([STATS_COLLECTIONS.events]);
  });
});
