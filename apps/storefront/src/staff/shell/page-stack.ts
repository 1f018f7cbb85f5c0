// Cursor pagination: Firestore pages forward from a cursor and cannot jump back, so a back-office list keeps
// the cursor of every page it has passed. A stack belongs to one filter: another filter starts over.

export type TPageStack<C> = {
  /** The filter the pages belong to. */
  readonly key: string;
  /** Where each page up to the current one starts (null: the first page). */
  readonly cursors: readonly [C | null, ...C[]];
};

export function firstPage<C>(key: string): TPageStack<C> {
  return { key, cursors: [null] };
}

/** The stack for `key`: the same pages while the filter stays, the first page once it changes. */
export function pagesFor<C>(stack: TPageStack<C>, key: string): TPageStack<C> {
  return stack.key === key ? stack : firstPage(key);
}

/** One page on, starting after `cursor` (the last quote of the current page). */
export function nextPage<C>(stack: TPageStack<C>, cursor: C): TPageStack<C> {
  return { key: stack.key, cursors: [...stack.cursors, cursor] };
}

/** One page back; the first page stays the first. */
export function previousPage<C>(stack: TPageStack<C>): TPageStack<C> {
  if (stack.cursors.length === 1) return stack;
  const [first, ...rest] = stack.cursors;
  return { key: stack.key, cursors: [first, ...rest.slice(0, -1)] };
}

/** Where the current page starts. */
export function currentCursor<C>(stack: TPageStack<C>): C | null {
  return stack.cursors[stack.cursors.length - 1] ?? null;
}

/** The current page's number, from 1. */
export function pageNumber(stack: TPageStack<unknown>): number {
  return stack.cursors.length;
}
