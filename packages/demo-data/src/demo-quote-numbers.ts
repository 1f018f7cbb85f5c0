import { allocateQuoteNumber, quoteNumberCounterId, quoteNumberYear } from '@voltia/domain';

/** A yearly quote-number counter as the quotes function keeps it: `counters/{id}` holding `{ next }`. */
export interface TDemoQuoteCounter {
  readonly id: string;
  readonly next: number;
}

export interface TDemoQuoteNumbers {
  /** The number the submit at `at` gets, advancing that year's counter, as the submit transaction does. */
  allocate(at: Date): string;
  /** Every counter used, with the next number it would give. */
  counters(): TDemoQuoteCounter[];
}

/**
 * The demo's quote numbers, given through the domain's allocateQuoteNumber from counters that start
 * empty: call `allocate` in submission order and the numbers come out as the function would have
 * given them to a fresh project.
 */
export function demoQuoteNumbers(): TDemoQuoteNumbers {
  const next = new Map<string, number>();
  return {
    allocate(at) {
      const id = quoteNumberCounterId(quoteNumberYear(at));
      const allocated = allocateQuoteNumber(next.get(id), at);
      next.set(id, allocated.next);
      return allocated.number;
    },
    counters: () => [...next].map(([id, value]) => ({ id, next: value })),
  };
}
