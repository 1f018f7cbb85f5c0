import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit-key';

describe('rateLimitKey', () => {
  it('is the scope and the SHA-256 of the subject, in hex', () => {
    // sha256("203.0.113.7")
    expect(rateLimitKey('stats', '203.0.113.7')).toBe(
      'stats:fec52565aa0cf18f57d7cf5b3ac728503b8992d2d6f7d46da1d1201090902b02',
    );
  });

  it('stays a short, valid document id however long or odd the subject, and keeps no address', () => {
    for (const subject of ['a'.repeat(1_600), '2001:db8::1', 'a/b/c', '..', '__x__', 'ñ'.repeat(2_000), '']) {
      const key = rateLimitKey('stats', subject);
      expect(key).toMatch(/^stats:[0-9a-f]{64}$/);
      expect(Buffer.byteLength(key)).toBeLessThanOrEqual(1_500);
      if (subject.length > 2) expect(key).not.toContain(subject);
    }
  });

  it('keeps subjects and scopes apart', () => {
    expect(rateLimitKey('stats', '203.0.113.7')).not.toBe(rateLimitKey('stats', '203.0.113.8'));
    expect(rateLimitKey('quote-submit', 'uid-ana')).not.toBe(rateLimitKey('quote-message', 'uid-ana'));
    expect(rateLimitKey('mail', 'uid-ana')).toBe(rateLimitKey('mail', 'uid-ana'));
  });
});
