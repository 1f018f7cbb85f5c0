import { describe, expect, it } from 'vitest';
import { canSeeQuote } from './quote-visibility';

describe('canSeeQuote (a stranger cannot tell a quote from no quote)', () => {
  const quote = { owner: 'owner-1' };

  it("shows a customer their own quote and nobody else's", () => {
    expect(canSeeQuote(quote, { role: 'customer', uid: 'owner-1' })).toBe(true);
    expect(canSeeQuote(quote, { role: 'customer', uid: 'owner-2' })).toBe(false);
  });

  it('shows staff and the system every quote', () => {
    expect(canSeeQuote(quote, { role: 'staff', uid: 'rep-1' })).toBe(true);
    expect(canSeeQuote(quote, { role: 'system', uid: 'system' })).toBe(true);
  });
});
