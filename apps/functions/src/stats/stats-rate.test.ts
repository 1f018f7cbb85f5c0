import { describe, expect, it } from 'vitest';
import { decideMailRate } from '../mailing/mail-rate-limit';
import { rateLimitKey } from '../mailing/rate-limit-key';
import { STATS_RATE_LIMIT, statsRateKey } from './stats-rate';

describe('the stats rate limit', () => {
  it('lets a client send 60 events a minute and refuses the 61st until the oldest leaves the window', () => {
    let sends: readonly number[] = [];
    const start = Date.UTC(2026, 10, 25, 12);
    for (let i = 0; i < 60; i++) {
      const decision = decideMailRate(sends, start + i * 100, STATS_RATE_LIMIT);
      expect(decision.allowed).toBe(true);
      sends = decision.sends;
    }
    const refused = decideMailRate(sends, start + 6_000, STATS_RATE_LIMIT);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 54 });
    expect(decideMailRate(sends, start + 60_001, STATS_RATE_LIMIT).allowed).toBe(true);
  });

  it('keys each address apart, IPv6 included, by its hash', () => {
    expect(statsRateKey('203.0.113.7')).toBe(rateLimitKey('stats', '203.0.113.7'));
    expect(statsRateKey('2001:db8::1')).toMatch(/^stats:[0-9a-f]{64}$/);
    expect(statsRateKey('2001:db8::1')).not.toBe(statsRateKey('2001:db8::2'));
    expect(statsRateKey('a'.repeat(1_600))).toHaveLength('stats:'.length + 64);
  });
});
