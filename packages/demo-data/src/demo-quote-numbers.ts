import {
  allocateOrderNumber,
  allocateQuoteNumber,
  orderNumberCounterId,
  quoteNumberCounterId,
  quoteNumberYear,
} from '@voltia/domain';

/**
 * A yearly number counter as the quotes function keeps it: `counters/{id}` holding `{ next }`, for
 * quote numbers (`quote-numbers-YYYY`) and order numbers (`order-numbers-YYYY`) alike.
 */
export interface TDemoQuoteCounter {
  readonly id: string;
  readonly next: number;
}

/** An order number read from its counter, given for good only once the accept is committed. */
export interface TDemoReservedNumber {
  readonly number: string;
  /** Advances the year's order counter past `number`, as the accept transaction's write does. */
  commit(): void;
}

export interface TDemoQuoteNumbers {
  /** The number the submit at `at` gets, advancing that year's counter, as the submit transaction does. */
  allocate(at: Date): string;
  /**
   * The order number the accept at `at` gets, from that year's order counter (its own sequence,
   * not the quotes'), as the accept transaction reserves it: the counter moves on `commit` only.
   */
  reserveOrder(at: Date): TDemoReservedNumber;
  /** Every counter used (quotes' and orders'), with the next number it would give. */
  counters(): TDemoQuoteCounter[];
}

/**
 * The demo's quote and order numbers, given through the domain's allocateQuoteNumber and
 * allocateOrderNumber from counters that start empty: call `allocate` in submission order and
 * `reserveOrder` in acceptance order, and the numbers come out as the function would have given
 * them to a fresh project.
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
    reserveOrder(at) {
      const id = orderNumberCounterId(quoteNumberYear(at));
      const reserved = allocateOrderNumber(next.get(id), at);
      return { number: reserved.number, commit: () => next.set(id, reserved.next) };
    },
    counters: () => [...next].map(([id, value]) => ({ id, next: value })),
  };
}
