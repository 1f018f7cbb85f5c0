import { describe, expect, it } from 'vitest';
import { quoteInvariantViolations } from '../quote/quote-document';
import type { TQuoteDocument } from '../quote/quote-document';
import { OTHER_UID, OWNER_UID, T0, daysAfter, makeQuote } from '../testing/factories';
import { authorizeQuoteClaim, claimQuote, isQuoteClaimedBy } from './claim-quote';
import { UNNAMED_CUSTOMER_NAME } from './new-quote';
import { newQuote } from './new-quote';

const later = daysAfter(1);

function anonymousCart(uid = 'anon-1') {
  const result = newQuote({ ownerUid: uid, now: T0, kind: 'cart' });
  if (!result.ok) throw result.error;
  return result.value;
}

describe('claimQuote', () => {
  it('converts an anonymous cart into an owned one', () => {
    const result = claimQuote(anonymousCart(), { uid: 'anon-1', displayName: 'Ana López' }, later);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      isAnonymous: false,
      customer: { id: 'anon-1', nameOfClient: 'Ana López' },
      owner: 'anon-1',
      updated_at: later,
      created_at: T0,
      status: 'draft',
    });
    expect(quoteInvariantViolations(result.value)).toEqual([]);
  });

  it('moves an anonymous cart to an existing account (different uid)', () => {
    const result = claimQuote(anonymousCart('anon-1'), { uid: OWNER_UID, displayName: 'Ana' }, later);
    expect(result.ok && result.value.owner).toBe(OWNER_UID);
    expect(result.ok && result.value.customer.id).toBe(OWNER_UID);
  });

  it('normalises the name and falls back when there is none', () => {
    const spaced = claimQuote(anonymousCart(), { uid: 'anon-1', displayName: '  Ana   María  ' }, later);
    expect(spaced.ok && spaced.value.customer.nameOfClient).toBe('Ana María');
    const none = claimQuote(anonymousCart(), { uid: 'anon-1', displayName: null }, later);
    expect(none.ok && none.value.customer.nameOfClient).toBe(UNNAMED_CUSTOMER_NAME);
    const blank = claimQuote(anonymousCart(), { uid: 'anon-1', displayName: '   ' }, later);
    expect(blank.ok && blank.value.customer.nameOfClient).toBe(UNNAMED_CUSTOMER_NAME);
    const long = claimQuote(anonymousCart(), { uid: 'anon-1', displayName: 'x'.repeat(300) }, later);
    expect(long.ok && long.value.customer.nameOfClient).toHaveLength(120);
  });

  it('is idempotent for the same owner and refreshes the name', () => {
    const result = claimQuote(makeQuote(), { uid: OWNER_UID, displayName: 'Ana L.' }, later);
    expect(result.ok && result.value.customer.nameOfClient).toBe('Ana L.');
  });

  it('refuses a quote that already belongs to someone else as if it did not exist', () => {
    const result = claimQuote(makeQuote(), { uid: OTHER_UID, displayName: 'Eve' }, later);
    expect(!result.ok && result.error.code).toBe('firestore/not-found');
  });

  it('refuses a quote that is no longer a draft', () => {
    const result = claimQuote(
      makeQuote({ status: 'requested', submitted_at: T0 }),
      { uid: OWNER_UID, displayName: 'Ana' },
      later,
    );
    expect(!result.ok && result.error.code).toBe('quote/not-draft');
  });

  it('refuses an empty uid or an invalid date', () => {
    const noUid = claimQuote(anonymousCart(), { uid: '', displayName: 'x' }, later);
    expect(!noUid.ok && noUid.error.code).toBe('input/invalid');
    const badDate = claimQuote(anonymousCart(), { uid: 'anon-1', displayName: 'x' }, new Date(Number.NaN));
    expect(!badDate.ok && badDate.error.code).toBe('input/invalid');
  });
});

describe('isQuoteClaimedBy', () => {
  it('is true only for a non-anonymous quote of that account', () => {
    expect(isQuoteClaimedBy(makeQuote(), OWNER_UID)).toBe(true);
    expect(isQuoteClaimedBy(makeQuote(), OTHER_UID)).toBe(false);
    expect(isQuoteClaimedBy(anonymousCart(OWNER_UID), OWNER_UID)).toBe(false);
  });
});

describe('authorizeQuoteClaim', () => {
  const codeOf = (result: ReturnType<typeof authorizeQuoteClaim<TQuoteDocument>>) =>
    result.ok ? 'ok' : result.error.code;

  it('lets an account claim its own quote: the anonymous user was linked, uid kept', () => {
    expect(
      codeOf(authorizeQuoteClaim(anonymousCart(OWNER_UID), { callerUid: OWNER_UID, heldAnonymousUid: null })),
    ).toBe('ok');
    expect(codeOf(authorizeQuoteClaim(makeQuote(), { callerUid: OWNER_UID, heldAnonymousUid: null }))).toBe('ok');
  });

  it('lets an existing account claim an anonymous cart whose owner it proves it held', () => {
    expect(
      codeOf(authorizeQuoteClaim(anonymousCart('anon-1'), { callerUid: OWNER_UID, heldAnonymousUid: 'anon-1' })),
    ).toBe('ok');
  });

  it('refuses an anonymous cart without proof, or with the proof of another anonymous user, as if it did not exist', () => {
    const none = authorizeQuoteClaim(anonymousCart('anon-1'), { callerUid: OWNER_UID, heldAnonymousUid: null });
    expect(codeOf(none)).toBe('firestore/not-found');
    expect(!none.ok && none.error.detail).toBe('no anonymous proof');
    const other = authorizeQuoteClaim(anonymousCart('anon-1'), { callerUid: OWNER_UID, heldAnonymousUid: 'anon-2' });
    expect(codeOf(other)).toBe('firestore/not-found');
    expect(!other.ok && other.error.detail).toBe('anonymous proof of another user');
  });

  it("refuses an id that names no quote exactly as a quote that is not the caller's", () => {
    const none = authorizeQuoteClaim<TQuoteDocument>(undefined, { callerUid: OWNER_UID, heldAnonymousUid: 'anon-1' });
    expect(codeOf(none)).toBe('firestore/not-found');
  });

  it('refuses a quote another account owns, whatever the proof, as if it did not exist', () => {
    expect(codeOf(authorizeQuoteClaim(makeQuote(), { callerUid: OTHER_UID, heldAnonymousUid: OWNER_UID }))).toBe(
      'firestore/not-found',
    );
    expect(codeOf(authorizeQuoteClaim(makeQuote(), { callerUid: OTHER_UID, heldAnonymousUid: null }))).toBe(
      'firestore/not-found',
    );
  });
});
