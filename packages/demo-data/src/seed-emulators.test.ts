import { getApps } from 'firebase-admin/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertEmulatorTarget, demoSeedInstant, seedEmulators, seedEntryId } from './seed-emulators';

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
