import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore';
import { isCustomerList, newQuote, unwrapResult, type AppError } from '@voltia/domain';
import { makeSentQuote } from '@voltia/domain/testing';
import { commitAsAdmin, nextValue, signOutAppCustomer, signUpAppCustomer } from '../emulator-clients';
import { getDb } from '../firestore';
import { FIRESTORE_PATHS } from '../firestore-paths';
import type { TNewest } from '../newest-window';
import { subscribeCustomerDrafts, subscribeCustomerQuotes, type TStoredQuote } from './quote-repository';

// The refused query below is expected; the SDK would log it as an error.
setLogLevel('silent');

const MINUTE = 60_000;

describe("the customer's drafts (the lists of 'Agregar a lista'), against the emulators and the rules", () => {
  let uid = '';
  const ids: string[] = [];

  beforeAll(async () => {
    uid = await signUpAppCustomer('borradores');
    const start = Date.now() - 100 * MINUTE;
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    const draft = (alias: string | undefined, kind: 'cart' | 'buy-now', minutes: number) =>
      unwrapResult(newQuote({ ownerUid: uid, now: at(minutes), kind, customerName: 'Ana Prueba', alias }));
    const sent = (minutes: number) =>
      makeSentQuote({ owner: uid, customer: { id: uid, nameOfClient: 'Ana Prueba' }, updated_at: at(minutes) });
    // The oldest is a list; three quotes asked for since, and a buy-now cart, are newer.
    const docs = [
      ['lista-vieja', draft('Obra vieja', 'cart', 0)],
      ['enviada-1', sent(10)],
      ['enviada-2', sent(20)],
      ['compra-ya', draft(undefined, 'buy-now', 30)],
      ['enviada-3', sent(40)],
    ] as const;
    for (const [name] of docs) ids.push(`e2e-borradores-${uid}-${name}`);
    await commitAsAdmin(
      docs.map(([, data], i) => ({
        path: `${FIRESTORE_PATHS.quotes}/${ids[i]}`,
        data: data as Record<string, unknown>,
      })),
    );
  });

  afterAll(async () => {
    await commitAsAdmin(ids.map((id) => ({ path: `${FIRESTORE_PATHS.quotes}/${id}`, data: null })));
    await signOutAppCustomer();
  });

  it('reads drafts only, newest first, so a list older than the quotes asked for since is within the window', async () => {
    const quotes = await nextValue<TNewest<TStoredQuote>>((onChange, onError) =>
      subscribeCustomerQuotes(getDb(), uid, onChange, onError, 2),
    );
    // Among the newest two of all the customer's quotes there is no list.
    expect(quotes.items.filter(isCustomerList)).toEqual([]);
    const drafts = await nextValue<TNewest<TStoredQuote>>((onChange, onError) =>
      subscribeCustomerDrafts(getDb(), uid, onChange, onError, 2),
    );
    expect(drafts.items.map((quote) => quote.id)).toEqual([ids[3], ids[0]]);
    expect(drafts.more).toBe(false);
    expect(drafts.items.filter(isCustomerList).map((quote) => quote.alias)).toEqual(['Obra vieja']);
  });

  it('says when older drafts remain beyond the window', async () => {
    const drafts = await nextValue<TNewest<TStoredQuote>>((onChange, onError) =>
      subscribeCustomerDrafts(getDb(), uid, onChange, onError, 1),
    );
    expect(drafts.items.map((quote) => quote.id)).toEqual([ids[3]]);
    expect(drafts.more).toBe(true);
  });

  it("refuses another customer's drafts (the rules), as quotes/read-failed", async () => {
    const error = await nextValue<TNewest<TStoredQuote>>((onChange, onError) =>
      subscribeCustomerDrafts(getDb(), `${uid}-otro`, onChange, onError, 2),
    ).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('quotes/read-failed');
  });
});
