import type { TPriceNames } from '@voltia/firebase-client/staff';

/** Names for ids, falling back to the id itself (a brand deleted since, or names still loading). */
export type TPriceNameLookup = {
  readonly brand: (id: string) => string;
  readonly category: (id: string) => string;
  readonly supplier: (id: string) => string;
};

export function priceNameLookup(names: TPriceNames | null): TPriceNameLookup {
  return {
    brand: (id) => names?.brands.get(id) ?? id,
    category: (id) => names?.categories.get(id) ?? id,
    supplier: (id) => names?.suppliers.get(id) ?? id,
  };
}

/** A map's entries as options sorted by name (Spanish order). */
export function nameOptions(map: ReadonlyMap<string, string> | undefined): { id: string; name: string }[] {
  return [...(map ?? new Map<string, string>()).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
