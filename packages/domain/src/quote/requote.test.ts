import { describe, expect, it } from 'vitest';
import { OTHER_UID, OWNER_UID, STAFF_UID, T0, daysAfter, makeQuote, makeSentQuote } from '../testing/factories';
import { quoteInvariantViolations } from './quote-document';
import { requote } from './requote';

const rejected = makeSentQuote({ status: 'rejected', rejection_reason: 'Precio alto', closed_at: T0, staff_notes: 'nota', alias: 'Obra Norte' });
const expired = makeSentQuote({ status: 'expired', closed_at: daysAfter(15) });
const now = daysAfter(20);

describe('requote (DESIGN 5b)', () => {
  it('starts a fresh draft for the same customer, linked to the old quote', () => {
    const result = requote({ id: 'q-old', quote: rejected }, { role: 'customer', uid: OWNER_UID }, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual(
      makeQuote({ alias: 'Obra Norte', created_at: now, updated_at: now, requote_of: 'q-old' }),
    );
    expect(quoteInvariantViolations(result.value)).toEqual([]);
  });

  it('staff may requote an expired quote on the customer\'s behalf', () => {
    const result = requote({ id: 'q-exp', quote: expired }, { role: 'staff', uid: STAFF_UID }, now);
    expect(result.ok && result.value.owner).toBe(OWNER_UID);
    expect(result.ok && result.value.status).toBe('draft');
    expect(result.ok && result.value.valid_until).toBeNull();
  });

  it('is only allowed from rejected or expired quotes', () => {
    for (const quote of [makeQuote(), makeSentQuote(), makeSentQuote({ status: 'accepted', closed_at: T0 }), makeQuote({ status: 'cancelled', submitted_at: T0, closed_at: T0 })]) {
      const result = requote({ id: 'q', quote }, { role: 'customer', uid: OWNER_UID }, now);
      expect(!result.ok && result.error.code).toBe('quote/requote-not-allowed');
    }
  });

  it('refuses other customers and the system', () => {
    const stranger = requote({ id: 'q', quote: rejected }, { role: 'customer', uid: OTHER_UID }, now);
    expect(!stranger.ok && stranger.error.code).toBe('quote/not-owner');
    const system = requote({ id: 'q', quote: rejected }, { role: 'system', uid: 'scheduler' }, now);
    expect(!system.ok && system.error.code).toBe('quote/forbidden');
  });

  it('refuses a missing id, a bad actor or a bad date', () => {
    const noId = requote({ id: ' ', quote: rejected }, { role: 'customer', uid: OWNER_UID }, now);
    expect(!noId.ok && noId.error.code).toBe('input/invalid');
    const badActor = requote({ id: 'q', quote: rejected }, { role: 'customer', uid: '' }, now);
    expect(!badActor.ok && badActor.error.code).toBe('input/invalid');
    const badDate = requote({ id: 'q', quote: rejected }, { role: 'customer', uid: OWNER_UID }, new Date('x'));
    expect(!badDate.ok && badDate.error.code).toBe('input/invalid');
  });
});
