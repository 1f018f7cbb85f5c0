import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from './quote-status';
import { quoteStatusAt } from './quote-status-at';

const NOW = new Date('2026-11-26T18:00:00Z');
const before = new Date(NOW.getTime() - 1);
const after = new Date(NOW.getTime() + 1);

describe('quoteStatusAt', () => {
  it('reads a sent offer past its validity as expired at once', () => {
    expect(quoteStatusAt({ status: 'sent', valid_until: before }, NOW)).toBe('expired');
    expect(quoteStatusAt({ status: 'sent', valid_until: NOW }, NOW)).toBe('expired');
    expect(quoteStatusAt({ status: 'sent', valid_until: after }, NOW)).toBe('sent');
  });

  it('leaves every other status as stored, whatever its validity date', () => {
    for (const status of QUOTE_STATUSES.filter((s) => s !== 'sent')) {
      expect(quoteStatusAt({ status, valid_until: before }, NOW)).toBe(status);
    }
  });
});
