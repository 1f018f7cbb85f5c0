import { describe, expect, it } from 'vitest';
import { decideMailRate, MAIL_RATE_LIMIT } from './mail-rate-limit';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MIN = 60_000;

describe('decideMailRate', () => {
  it('allows 3 sends per 10 minutes by default', () => {
    expect(MAIL_RATE_LIMIT).toEqual({ maxSends: 3, windowMs: 10 * MIN });
  });

  it('allows a first send and records it', () => {
    expect(decideMailRate([], NOW)).toEqual({ allowed: true, sends: [NOW] });
  });

  it('allows the third send within the window, refuses the fourth', () => {
    expect(decideMailRate([NOW - 2 * MIN, NOW - MIN], NOW)).toEqual({
      allowed: true,
      sends: [NOW - 2 * MIN, NOW - MIN, NOW],
    });
    const refused = decideMailRate([NOW - MIN, NOW - 5 * MIN, NOW - 2 * MIN], NOW);
    expect(refused).toEqual({
      allowed: false,
      sends: [NOW - 5 * MIN, NOW - 2 * MIN, NOW - MIN],
      retryAfterSeconds: 5 * 60,
    });
  });

  it('forgets sends older than the window, and nonsense values', () => {
    const decision = decideMailRate(
      [NOW - 11 * MIN, NOW - 10 * MIN, Number.NaN, Number.POSITIVE_INFINITY, NOW - MIN],
      NOW,
    );
    expect(decision).toEqual({ allowed: true, sends: [NOW - MIN, NOW] });
  });

  it('counts and keeps a send newer than now (a concurrent request committed first), and records after it', () => {
    // A transaction that runs again with its earlier now must not drop the newer send.
    expect(decideMailRate([NOW + MIN], NOW)).toEqual({ allowed: true, sends: [NOW + MIN, NOW + MIN] });
    const refused = decideMailRate([NOW - 2 * MIN, NOW + MIN, NOW + 2 * MIN], NOW);
    expect(refused).toEqual({
      allowed: false,
      sends: [NOW - 2 * MIN, NOW + MIN, NOW + 2 * MIN],
      retryAfterSeconds: 8 * 60,
    });
  });

  it('ends the window at the newest time seen: a send older than that by the window is forgotten', () => {
    expect(decideMailRate([NOW - 5 * MIN, NOW + 6 * MIN], NOW)).toEqual({
      allowed: true,
      sends: [NOW + 6 * MIN, NOW + 6 * MIN],
    });
  });

  it('never asks to retry in less than a second', () => {
    const limit = { maxSends: 1, windowMs: 1000 };
    const decision = decideMailRate([NOW - 999.9], NOW, limit);
    expect(decision).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });
});
