import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideMailRate } from './mail-rate-limit';
import type { TMailRateLimit, TRateDecision } from './mail-rate-limit';

/**
 * Concurrent requests against the rate store, modelled as consumeMailRate runs them: each request
 * takes its `now` once, before its transaction; the transaction reads the stored sends, decides and
 * commits with compare-and-set semantics (a commit fails if another one landed since the read, and
 * the transaction runs again with the same `now`). The schedule says which request takes its next
 * step (read or commit), so any interleaving and any order of `now`s can come up.
 */
type TRequest = {
  readonly now: number;
  read: { readonly sends: readonly number[]; readonly version: number; readonly decision: TRateDecision } | undefined;
  done: boolean;
};

type TRun = {
  /** The time each allowed send was recorded at, in commit order. */
  readonly recorded: readonly number[];
  readonly refused: number;
  readonly retries: number;
};

function simulate(nows: readonly number[], schedule: readonly number[], limit: TMailRateLimit): TRun {
  const store = { sends: [] as readonly number[], version: 0 };
  const requests: TRequest[] = nows.map((now) => ({ now, read: undefined, done: false }));
  const recorded: number[] = [];
  let refused = 0;
  let retries = 0;

  const step = (request: TRequest) => {
    if (request.read === undefined) {
      request.read = {
        sends: store.sends,
        version: store.version,
        decision: decideMailRate(store.sends, request.now, limit),
      };
      return;
    }
    const { version, decision } = request.read;
    request.read = undefined;
    if (version !== store.version) {
      retries += 1;
      return;
    }
    request.done = true;
    if (!decision.allowed) {
      refused += 1;
      return;
    }
    store.sends = decision.sends;
    store.version += 1;
    recorded.push(decision.sends[decision.sends.length - 1] as number);
  };

  for (const pick of schedule) {
    const pending = requests.filter((request) => !request.done);
    if (pending.length === 0) break;
    step(pending[pick % pending.length] as TRequest);
  }
  // Whatever the schedule left unfinished runs to the end one request at a time.
  for (const request of requests) while (!request.done) step(request);
  return { recorded, refused, retries };
}

/** The most sends recorded within any window (t - windowMs, t]. */
function busiestWindow(recorded: readonly number[], windowMs: number): number {
  return Math.max(0, ...recorded.map((end) => recorded.filter((time) => time > end - windowMs && time <= end).length));
}

const arbLimit = fc.record({ maxSends: fc.integer({ min: 1, max: 5 }), windowMs: fc.integer({ min: 1, max: 1000 }) });
const arbSchedule = fc.array(fc.nat(), { maxLength: 400 });

describe('decideMailRate under concurrent read-decide-commit attempts (compare-and-set store)', () => {
  it('never records more than maxSends sends within any window, whatever the interleaving and the order of nows', () => {
    fc.assert(
      fc.property(
        arbLimit,
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 40 }),
        arbSchedule,
        (limit, nows, schedule) => {
          const run = simulate(nows, schedule, limit);
          expect(run.recorded.length + run.refused).toBe(nows.length);
          expect(busiestWindow(run.recorded, limit.windowMs)).toBeLessThanOrEqual(limit.maxSends);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a burst whose nows fall within one window gets exactly min(requests, maxSends) sends, never more', () => {
    fc.assert(
      fc.property(
        arbLimit.chain((limit) =>
          fc.record({
            limit: fc.constant(limit),
            nows: fc.array(fc.integer({ min: 0, max: limit.windowMs - 1 }), { minLength: 1, maxLength: 50 }),
            schedule: arbSchedule,
          }),
        ),
        ({ limit, nows, schedule }) => {
          const run = simulate(nows, schedule, limit);
          expect(run.recorded).toHaveLength(Math.min(nows.length, limit.maxSends));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the attack run: 50 requests whose transactions commit newest-now first, the rest running again with older nows', () => {
    const limit = { maxSends: 3, windowMs: 600_000 };
    const nows = Array.from({ length: 50 }, (_, i) => 1_000_000 + i * 1000);
    // Round after round, every pending request reads, then they commit from the newest now down:
    // the first commit lands, every other one fails its compare-and-set and runs again.
    const schedule = Array.from({ length: 50 }, (_, round) => 50 - round).flatMap((pending) => [
      ...Array.from({ length: pending }, (_, i) => i),
      ...Array.from({ length: pending }, (_, i) => pending - 1 - i),
    ]);
    const run = simulate(nows, schedule, limit);
    expect(run).toMatchObject({ recorded: [1_049_000, 1_049_000, 1_049_000], refused: 47 });
    // Three rounds of retries (49, 48, 47); then the refusals write nothing and all end together.
    expect(run.retries).toBe(49 + 48 + 47);
  });
});
