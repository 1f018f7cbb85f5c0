// Fires many requests at once for the integration tests' load checks. Not bundled.
import { getErrorEntry, isErrorCode } from '@voltia/domain';
import type { TErrorCode } from '@voltia/domain';
import { expect } from 'vitest';

/**
 * A burst's time limit. The Functions emulator starts one worker process per request in flight, so
 * 50 at once on a 2-core machine take it 20 to 60 seconds before the function itself does anything.
 */
export const BURST_TIMEOUT_MS = 240_000;

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
export async function burst(label: string, size: number, request: (index: number) => Promise<Response>): Promise<TBurst> {
  let emulatorFailures = 0;
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
  const answers = await Promise.all(
    Array.from({ length: size }, async (_, index) => {
      const first = await answer(index);
      if (!isEmulatorProxyFailure(first)) return first;
      // The request never reached the function: sent again once, as a client would.
      emulatorFailures += 1;
      return answer(index);
    }),
  );
  const tally: Record<number, number> = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  const resent = emulatorFailures > 0 ? ` (${emulatorFailures} resent after the emulator failed to reach a worker)` : '';
  process.stdout.write(`[burst] ${label} × ${size}: ${JSON.stringify(tally)}${resent}\n`);
  return { answers, tally, count: (status) => tally[status] ?? 0 };
}

/**
 * The Functions emulator's own 500 when it cannot hand a request to a worker process (on a loaded
 * 2-core machine, "Request to function failed: Error: write EPIPE"): its body is the Node socket
 * error (`{ errno, code, syscall }`), never the `{ error: { code, message } }` our functions answer.
 * The function never ran, so nothing of ours failed; a 500 with our envelope still fails the burst.
 */
export function isEmulatorProxyFailure(answer: TBurstAnswer): boolean {
  const body = answer.body as { syscall?: unknown; error?: unknown } | null;
  return answer.status === 500 && typeof body === 'object' && body !== null && typeof body.syscall === 'string' && body.error === undefined;
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
  expect(result.answers.map((answer) => answer.status).filter((status) => status !== okStatus && status !== 429 && status !== 503)).toEqual([]);
  const done = result.count(okStatus);
  expect(done).toBeGreaterThanOrEqual(1);
  expect(done).toBeLessThanOrEqual(limit);
  for (const answer of result.answers.filter((a) => a.status !== okStatus)) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expectCatalogueMessage(answer.body);
  }
  return done;
}
