import { getApps } from 'firebase-admin/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoQuotes } from './demo-quotes';
import { assertEmulatorTarget, demoSeedInstant, parseDemoQuote, seedEmulators, seedEntryId } from './seed-emulators';

const EMULATORS = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('assertEmulatorTarget', () => {
  it('accepts a demo project with both emulator hosts set', () => {
    expect(() => assertEmulatorTarget('demo-voltia', EMULATORS)).not.toThrow();
  });

  it.each(['voltia-prod', 'voltia-demo', 'demo', 'demo-', 'DEMO-voltia', ' demo-voltia', ''])(
    'refuses the non-demo project id %j',
    (projectId) => {
      expect(() => assertEmulatorTarget(projectId, EMULATORS)).toThrow(/demo-/);
    },
  );

  it('refuses when the Firestore emulator host is missing or blank', () => {
    expect(() => assertEmulatorTarget('demo-voltia', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIRESTORE_EMULATOR_HOST is not set/,
    );
    expect(() => assertEmulatorTarget('demo-voltia', { ...EMULATORS, FIRESTORE_EMULATOR_HOST: '  ' })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('refuses when the Auth emulator host is missing', () => {
    expect(() => assertEmulatorTarget('demo-voltia', { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is not set/,
    );
  });

  it('names both variables when neither is set', () => {
    expect(() => assertEmulatorTarget('demo-voltia', {})).toThrow(
      /FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not set/,
    );
  });
});

describe('demoSeedInstant', () => {
  it('rounds down to the hour, so every seed within an hour writes the same quotes', () => {
    expect(demoSeedInstant(new Date('2026-11-23T18:59:59.999Z'))).toEqual(new Date('2026-11-23T18:00:00.000Z'));
    expect(demoSeedInstant(new Date('2026-11-23T18:00:00.000Z'))).toEqual(new Date('2026-11-23T18:00:00.000Z'));
  });
});

describe('seedEntryId', () => {
  it('sorts as the entries happened, then in their order within one write', () => {
    const ids = [
      seedEntryId(new Date('2026-11-23T18:00:00.000Z'), 1),
      seedEntryId(new Date('2026-11-23T18:00:00.000Z'), 2),
      seedEntryId(new Date('2026-11-23T18:00:00.001Z'), 0),
      seedEntryId(new Date('2027-01-01T00:00:00.000Z'), 0),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toBe('001795456800000-001-seed');
  });
});

describe('parseDemoQuote', () => {
  const { quotes } = buildDemoQuotes(new Date('2026-11-23T20:00:00.000Z'));
  const accepted = quotes.find((demo) => demo.quote.status === 'accepted')!;
  const sent = quotes.find((demo) => demo.quote.status === 'sent')!;

  it('reads every demo quote, the order of the accepted one included, as it is', () => {
    for (const demo of quotes) expect(parseDemoQuote(demo), demo.id).toEqual(demo);
    expect(parseDemoQuote(accepted).order?.order.order_number).toMatch(/^PED-2026-\d{6}$/);
  });

  it('refuses an accepted quote without its order, and an order for a quote not accepted', () => {
    expect(() => parseDemoQuote({ ...accepted, order: null })).toThrow(/accepted without an order/);
    expect(() => parseDemoQuote({ ...sent, order: accepted.order })).toThrow(/sent with an order/);
  });

  it("refuses an order that is not its quote's, or whose history does not start with its creation", () => {
    const order = accepted.order!;
    expect(() =>
      parseDemoQuote({ ...accepted, order: { ...order, order: { ...order.order, quote_id: 'otra' } } }),
    ).toThrow(/names quote otra/);
    expect(() => parseDemoQuote({ ...accepted, order: { ...order, history: [] } })).toThrow(/does not start/);
    expect(() =>
      parseDemoQuote({ ...accepted, order: { ...order, order: { ...order.order, order_number: 'COT-2026-000001' } } }),
    ).toThrow();
  });

  it('refuses an order whose history skips a step, goes back in time or ends elsewhere than its status', () => {
    const moved = quotes.find((demo) => demo.order?.order.status === 'delivered')!;
    const { order, history } = moved.order!;
    expect(history.map((entry) => entry.to)).toEqual(['confirmed', 'preparing', 'shipped', 'delivered']);
    const withHistory = (entries: typeof history) => ({ ...moved, order: { order, history: entries } });
    // confirmed → shipped is not a move of the lifecycle.
    expect(() =>
      parseDemoQuote(withHistory([history[0]!, { ...history[2]!, from: 'confirmed' }, history[3]!])),
    ).toThrow(/entry 1 \(confirmed → shipped\) does not follow/);
    // An entry whose "before" is not where the previous one left the order.
    expect(() => parseDemoQuote(withHistory([history[0]!, history[2]!, history[3]!]))).toThrow(/does not follow/);
    // A move dated before the one it follows.
    const early = new Date(history[0]!.at.getTime() - 60_000);
    expect(() =>
      parseDemoQuote(withHistory([history[0]!, { ...history[1]!, at: early }, ...history.slice(2)])),
    ).toThrow(/entry 1 .* does not follow/);
    expect(() => parseDemoQuote(withHistory(history.slice(0, 3)))).toThrow(/is delivered but its history ends shipped/);
  });
});

describe('seedEmulators', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a non-demo project before creating any Firebase app', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', EMULATORS.FIRESTORE_EMULATOR_HOST);
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', EMULATORS.FIREBASE_AUTH_EMULATOR_HOST);
    await expect(seedEmulators({ projectId: 'voltia-production' })).rejects.toThrow(/only demo projects/);
    expect(getApps()).toHaveLength(0);
  });

  it('refuses when the emulator variables are not set in the environment', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', undefined);
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', undefined);
    await expect(seedEmulators({ projectId: 'demo-voltia' })).rejects.toThrow(
      /FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not set/,
    );
    expect(getApps()).toHaveLength(0);
  });

  it('refuses when only the Firestore emulator is configured', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', EMULATORS.FIRESTORE_EMULATOR_HOST);
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', undefined);
    await expect(seedEmulators({ projectId: 'demo-voltia' })).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST is not set/);
    expect(getApps()).toHaveLength(0);
  });
});
