import { describe, expect, it } from 'vitest';
import { IN_QUERY_LIMIT, idGroups } from './documents-by-id';

describe('idGroups', () => {
  it('reads nothing for no ids', () => {
    expect(idGroups([])).toEqual([]);
  });

  it('asks for each id once, sorted, in groups an `in` query accepts', () => {
    const ids = Array.from({ length: 65 }, (_, index) => `p-${String(64 - index).padStart(2, '0')}`);
    const groups = idGroups([...ids, 'p-00', 'p-10']);
    expect(groups.map((group) => group.length)).toEqual([IN_QUERY_LIMIT, IN_QUERY_LIMIT, 5]);
    expect(groups.flat()).toEqual([...ids].sort());
  });
});
