// Fires many requests at once for the integration tests' load checks. Not bundled.
import { getErrorEntry, isErrorCode } from '@voltia/domain';
import type { TErrorCode } from '@voltia/domain';
import { expect } from 'vitest';

/**
 * A burst's time limit. Bursts go to one instance of the bundle (instanceFunctionUrl), which answers
 * 50 requests in a few seconds on an idle 2-core machine; the budget allows for a busy one.
 */
export const BURST_TIMEOUT_MS = 90_000;

export type TBurstAnswer = { readonly status: number; readonly retryAfter: string | null; readonly body: unknown };

export type TBurst = {
  readonly answers: readonly TBurstAnswer[];
  /** How many answers had each status, e.g. { 202: 3, 429: 40, 503: 7 }. */
  readonly tally: Readonly<Record<number, number>>;
  readonly count: (status: number) => number;
};

/**
 * Sends `size` requests together (`request(i)` for i in 0..size-1), reads every answer and prints
 * the tally under `label`, so a run's log shows the figures (accepted, refused, busy).
 */
export async function burst(
  label: string,
  size: number,
  request: (index: number) => Promise<Response>,
): Promise<TBurst> {
  const answer = async (index: number): Promise<TBurstAnswer> => {
    const res = await request(index);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON (a redirect or an empty answer): kept as text.
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  };
  const answers = await Promise.all(Array.from({ length: size }, (_, index) => answer(index)));
  const tally: Record<number, number> = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  process.stdout.write(`[burst] ${label} × ${size}: ${JSON.stringify(tally)}\n`);
  return { answers, tally, count: (status) => tally[status] ?? 0 };
}

/** An error answer carries a catalogue code and that code's Spanish message. */
export function expectCatalogueMessage(body: unknown): void {
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  expect(isErrorCode(error?.code)).toBe(true);
  expect(error?.message).toBe(getErrorEntry(error?.code as TErrorCode).message);
}

/**
 * What a burst must show: every answer done (`okStatus`), refused by a limit (429) or busy (503),
 * never a 500; at least one and at most `limit` done; each refusal with Retry-After and its
 * catalogue code and Spanish message. Returns how many were done.
 */
export function expectBurstHeld(result: TBurst, okStatus: number, limit = Number.POSITIVE_INFINITY): number {
  expect(
    result.answers
      .map((answer) => answer.status)
      .filter((status) => status !== okStatus && status !== 429 && status !== 503),
  ).toEqual([]);
  const done = result.count(okStatus);
  expect(done).toBeGreaterThanOrEqual(1);
  expect(done).toBeLessThanOrEqual(limit);
  for (const answer of result.answers.filter((a) => a.status !== okStatus)) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expectCatalogueMessage(answer.body);
  }
  return done;
}
