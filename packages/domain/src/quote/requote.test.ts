import { describe, expect, it } from 'vitest';
import {
  OTHER_UID,
  OWNER_UID,
  STAFF_UID,
  T0,
  daysAfter,
  makeCartLine,
  makeQuote,
  makeSentQuote,
} from '../testing/factories';
import { quoteInvariantViolations } from './quote-document';
import { isRequotable, markRequoted, requote, requoteStart } from './requote';

const NUMBER = 'COT-2025-000077';
const ANA = { uid: 'uid-staff', name: 'Ana Ventas' };

const rejected = makeSentQuote({
  status: 'rejected',
  rejection_reason: 'Precio alto',
  closed_at: T0,
  alias: 'Obra Norte',
  assignee: ANA,
  waiting_since: null,
});
const expired = makeSentQuote({ status: 'expired', closed_at: daysAfter(15), waiting_since: null });
const now = daysAfter(20);

describe('requote', () => {
  it('asks again in a new requested quote for the same customer, with a new number, linked to the old one', () => {
    const result = requote({ id: 'q-old', quote: rejected }, { role: 'customer', uid: OWNER_UID }, now, NUMBER);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual(
      makeQuote({
        alias: 'Obra Norte',
        status: 'requested',
        created_at: now,
        updated_at: now,
        submitted_at: now,
        waiting_since: now,
        quote_number: NUMBER,
        assignee: ANA,
        requote_of: 'q-old',
      }),
    );
    expect(result.value.offer).toBeNull();
    expect(quoteInvariantViolations(result.value)).toEqual([]);
  });

  it("staff may requote an expired quote on the customer's behalf", () => {
    const result = requote({ id: 'q-exp', quote: expired }, { role: 'staff', uid: STAFF_UID }, now, NUMBER);
    expect(result.ok && result.value.owner).toBe(OWNER_UID);
    expect(result.ok && result.value.status).toBe('requested');
    expect(result.ok && result.value.valid_until).toBeNull();
  });

  it('is only allowed from rejected or expired quotes', () => {
    for (const quote of [
      makeQuote(),
      makeSentQuote(),
      makeSentQuote({ status: 'accepted', closed_at: T0, waiting_since: null }),
      makeQuote({ status: 'cancelled', submitted_at: T0, closed_at: T0 }),
    ]) {
      const result = requote({ id: 'q', quote }, { role: 'customer', uid: OWNER_UID }, now, NUMBER);
      expect(!result.ok && result.error.code).toBe('quote/requote-not-allowed');
    }
  });

  it('refuses other customers and the system', () => {
    const stranger = requote({ id: 'q', quote: rejected }, { role: 'customer', uid: OTHER_UID }, now, NUMBER);
    expect(!stranger.ok && stranger.error.code).toBe('quote/not-owner');
    const system = requote({ id: 'q', quote: rejected }, { role: 'system', uid: 'scheduler' }, now, NUMBER);
    expect(!system.ok && system.error.code).toBe('quote/forbidden');
  });

  it('happens once: a quote that was requoted refuses another requote, naming the new quote in its detail', () => {
    const again = requote(
      { id: 'q-old', quote: markRequoted(rejected, 'q-new', now) },
      { role: 'customer', uid: OWNER_UID },
      now,
      NUMBER,
    );
    expect(!again.ok && again.error.code).toBe('quote/already-requoted');
    expect(!again.ok && again.error.detail).toBe('requoted to q-new');
  });

  it("checks who asks before the quote's status, so a stranger learns nothing about it", () => {
    const stranger = requote({ id: 'q', quote: makeSentQuote() }, { role: 'customer', uid: OTHER_UID }, now, NUMBER);
    expect(!stranger.ok && stranger.error.code).toBe('quote/not-owner');
  });

  it('refuses a missing id, a bad actor or a bad date', () => {
    const noId = requote({ id: ' ', quote: rejected }, { role: 'customer', uid: OWNER_UID }, now, NUMBER);
    expect(!noId.ok && noId.error.code).toBe('input/invalid');
    const badActor = requote({ id: 'q', quote: rejected }, { role: 'customer', uid: '' }, now, NUMBER);
    expect(!badActor.ok && badActor.error.code).toBe('input/invalid');
    const badDate = requote({ id: 'q', quote: rejected }, { role: 'customer', uid: OWNER_UID }, new Date('x'), NUMBER);
    expect(!badDate.ok && badDate.error.code).toBe('input/invalid');
  });
});

describe('requoteStart', () => {
  it('starts from the last offer: its products, quantities, prices and terms', () => {
    const { lines, desk } = requoteStart(rejected, [makeCartLine({ product_id: 'other' })], now);
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual(
      rejected.offer?.lines.map((line) => [line.product_id, line.quantity]),
    );
    expect(desk.lines.map((line) => line.unit_price_cents)).toEqual(
      rejected.offer?.lines.map((line) => line.unit_price_cents),
    );
    expect(desk).toMatchObject({ terms: rejected.offer?.terms, valid_until_day: null, updated_at: now });
  });

  it('starts from the customer lines, unpriced, when no offer was made', () => {
    const { lines, desk } = requoteStart({ ...rejected, offer: null }, [makeCartLine({ quantity: 7 })], now);
    expect(lines).toEqual([makeCartLine({ quantity: 7 })]);
    expect(desk.lines).toEqual([
      expect.objectContaining({ quantity: 7, requested_quantity: 7, unit_price_cents: null, origin: 'requested' }),
    ]);
  });

  it('keeps the default terms when the offer had none', () => {
    const offer = rejected.offer ? { ...rejected.offer, terms: '' } : null;
    expect(requoteStart({ ...rejected, offer }, [], now).desk.terms).not.toBe('');
  });
});

describe('isRequotable and markRequoted', () => {
  it('offers "Volver a cotizar" on a rejected or expired quote until it was requoted', () => {
    expect(isRequotable(rejected)).toBe(true);
    expect(isRequotable(expired)).toBe(true);
    expect(isRequotable(makeSentQuote())).toBe(false);
    expect(isRequotable(markRequoted(rejected, 'q-new', now))).toBe(false);
  });

  it('points the source at the new quote and changes nothing else but its update time', () => {
    expect(markRequoted(rejected, 'q-new', now)).toEqual({ ...rejected, requoted_to: 'q-new', updated_at: now });
  });
});
