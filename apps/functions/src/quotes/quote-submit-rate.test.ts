import { describe, expect, it } from 'vitest';
import { decideMailRate, mailRateKey } from '../mailing/mail-rate-limit';
import { rateLimitKey } from '../mailing/rate-limit-key';
import {
  QUOTE_MESSAGE_RATE_LIMIT,
  QUOTE_SUBMIT_RATE_LIMIT,
  quoteMessageRateKey,
  quoteSubmitRateKey,
} from './quote-submit-rate';

describe('the quote submit rate limit', () => {
  it('allows 10 submits an hour', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    const nine = Array.from({ length: 9 }, (_, i) => now - (i + 1) * 60_000);
    expect(decideMailRate(nine, now, QUOTE_SUBMIT_RATE_LIMIT).allowed).toBe(true);
    expect(decideMailRate([...nine, now - 30_000], now, QUOTE_SUBMIT_RATE_LIMIT)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 60 * 60 - 9 * 60,
    });
  });

  it('keeps its own key, apart from the caller mail allowance (keyed by uid)', () => {
    expect(quoteSubmitRateKey('uid-ana')).toBe(rateLimitKey('quote-submit', 'uid-ana'));
    expect(quoteSubmitRateKey('uid-ana')).not.toBe(mailRateKey('uid-ana'));
  });

  it('messages have their own allowance: 30 every 10 minutes', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    const sent = Array.from({ length: 30 }, (_, i) => now - (i + 1) * 10_000);
    expect(decideMailRate(sent.slice(1), now, QUOTE_MESSAGE_RATE_LIMIT).allowed).toBe(true);
    expect(decideMailRate(sent, now, QUOTE_MESSAGE_RATE_LIMIT).allowed).toBe(false);
    expect(quoteMessageRateKey('uid-ana')).toBe(rateLimitKey('quote-message', 'uid-ana'));
  });
});
