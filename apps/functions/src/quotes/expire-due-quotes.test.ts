import { makeOffer, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { LATER } from '../testing/quote-factories';
import { expireDueQuotes } from './expire-due-quotes';
import type { TExpiryDeps } from './expire-due-quotes';

const NOW = new Date('2026-04-10T12:00:00Z');

function setup() {
  const base = makeRequestedQuote('uid-ana');
  const sent = (validUntil: string) => ({
    ...base,
    status: 'sent' as const,
    sent_at: LATER,
    valid_until: new Date(validUntil),
    waiting_since: null,
    offer: makeOffer(),
  });
  const store = fakeQuoteStore({
    quotes: { 'q-past': sent('2026-04-01T00:00:00Z'), 'q-valid': sent('2026-05-01T00:00:00Z'), 'q-open': base },
  });
  const log = vi.fn();
  const deps: TExpiryDeps = {
    listDueQuoteIds: vi.fn(async () => ['q-past', 'q-valid', 'q-open', 'q-ghost']),
    runTransaction: store.runTransaction,
    now: () => NOW,
    logger: { info: log, warn: log, error: log },
  };
  return { store, deps };
}

describe('expireDueQuotes', () => {
  it('expires sent quotes past their validity through the domain, with a system history entry; leaves the rest', async () => {
    const { store, deps } = setup();
    expect(await expireDueQuotes(deps)).toBe(1);
    expect(store.quotes.get('q-past')).toMatchObject({ status: 'expired', closed_at: NOW });
    expect(store.quotes.get('q-valid')?.status).toBe('sent');
    expect(store.quotes.get('q-open')?.status).toBe('requested');
    expect(store.history.get('q-past')).toEqual([
      expect.objectContaining({
        kind: 'move',
        move: 'expire',
        actor: { uid: 'scheduler', role: 'system', name: 'Sistema' },
      }),
    ]);
    expect(deps.listDueQuoteIds).toHaveBeenCalledWith(NOW, 200);
  });

  it('a second run finds nothing more to do', async () => {
    const { store, deps } = setup();
    await expireDueQuotes(deps);
    expect(await expireDueQuotes(deps)).toBe(0);
    expect(store.history.get('q-past')).toHaveLength(1);
  });

  it('one quote failing does not stop the others', async () => {
    const { store, deps } = setup();
    let calls = 0;
    const flaky: TExpiryDeps = {
      ...deps,
      listDueQuoteIds: async () => ['q-valid', 'q-past'],
      runTransaction: async (work) => {
        calls += 1;
        if (calls === 1) throw new Error('contention');
        return store.runTransaction(work);
      },
    };
    expect(await expireDueQuotes(flaky)).toBe(1);
    expect(deps.logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ quoteId: 'q-valid' }),
      'quote could not be expired; the next run tries again',
    );
  });
});
